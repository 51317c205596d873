import { EXPORT_FILE_TTL_HOURS, ZExportRequestSchema, type TExportFormat } from "@mnemo/api-contract";
import type { JobHandlerOutcome, JobRun } from "../../../../jobs/job-kind.ts";
import { completeJob, lockOwnedJob } from "../../../../jobs/job-transitions.ts";
import { JobLostError } from "../../../../jobs/run-job.ts";
import { loadExportInput } from "../load-export-input.ts";
import { renderExport } from "../render-export.ts";
import { EXPORT_JOB_TABLE, type ExportJobDeps, type ExportStage } from "./export-job-kind.ts";
import { removeExpiredExports } from "./remove-expired-exports.ts";

/** Makes the file, keeps it in the export store under the job's id, and records where and until when. */
export async function runExportJob(
  run: JobRun<{ jobId: string }, ExportStage>,
  { db, exchange }: ExportJobDeps,
): Promise<JobHandlerOutcome> {
  const job = await db.exportJob.findUniqueOrThrow({
    where: { id: run.id },
    select: { userId: true, format: true, groupIds: true, options: true },
  });
  const request = ZExportRequestSchema.parse({ ...(job.options as object), format: job.format, groupIds: job.groupIds });
  await removeExpiredExports({ db, exchange });
  await run.progress.stage("loading");
  const input = await loadExportInput(
    {
      userId: job.userId,
      groupIds: request.groupIds,
      includeProgress: request.format === "apkg" && request.includeProgress,
      now: new Date(),
    },
    { db, exchange },
  );
  await run.progress.stage("writing");
  const file = await renderExport(request.format as Exclude<TExportFormat, "quizlet">, input, {
    pdf: request.pdf,
    onProgress: (done, total) =>
      void run.progress.update(done, total, `Writing card ${done.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")}`),
  });
  await run.progress.stage("saving");
  await exchange.exports.put(run.id, file.bytes);
  await db.$transaction(async (tx) => {
    if (!(await lockOwnedJob({ table: EXPORT_JOB_TABLE, jobId: run.id, attempt: run.attempt }, tx))) throw new JobLostError();
    await tx.exportJob.update({
      where: { id: run.id },
      data: {
        filePath: run.id,
        fileName: file.fileName,
        size: file.bytes.length,
        expiresAt: new Date(Date.now() + EXPORT_FILE_TTL_HOURS * 3_600_000),
      },
    });
    await completeJob({ table: EXPORT_JOB_TABLE, jobId: run.id, attempt: run.attempt, message: "Your file is ready" }, tx);
  });
  return "succeeded";
}
