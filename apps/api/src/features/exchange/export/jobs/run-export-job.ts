import { EXPORT_FILE_TTL_HOURS, ZExportRequestSchema } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { JobHandlerOutcome, JobRun } from "../../../../jobs/job-kind.ts";
import type { ThreadPool } from "../../../../threads/thread-pool.ts";
import type { ExchangeService } from "../../exchange-service.ts";
import { makeExportFile } from "../make-export-file.ts";
import type { ExportStage } from "./export-job-stages.ts";
import { removeExpiredExports } from "./remove-expired-exports.ts";

export type ExportJobDeps = { db: Db; exchange: ExchangeService; threads: ThreadPool };

/**
 * Makes the file in a file thread (threads/: reading 50,000 cards and writing their package or PDF is
 * minutes of CPU, none of it on this process's loop, so the job's heartbeat and every request go on),
 * keeps it in the export store under the job's id, and records where and until when.
 */
export async function runExportJob(
  run: JobRun<{ jobId: string }, ExportStage>,
  { db, exchange, threads }: ExportJobDeps,
): Promise<JobHandlerOutcome> {
  const job = await db.exportJob.findUniqueOrThrow({
    where: { id: run.id },
    select: { userId: true, format: true, groupIds: true, options: true },
  });
  const request = ZExportRequestSchema.parse({ ...(job.options as object), format: job.format, groupIds: job.groupIds });
  await removeExpiredExports({ db, exchange });
  await run.progress.stage("loading");
  let writing = false;
  const file = await makeExportFile(
    { userId: job.userId, request, destination: { kind: "job", jobId: run.id } },
    { threads },
    {
      signal: run.signal,
      onProgress: ({ done, total }) => {
        const message = `Writing card ${done.toLocaleString("en-GB")} of ${total.toLocaleString("en-GB")}`;
        if (writing) run.progress.update(done, total, message);
        else {
          writing = true;
          void run.progress.stage("writing", message);
        }
      },
    },
  );
  await run.progress.stage("saving");
  const saved = await run.commit(
    db,
    async (tx) => {
      await tx.exportJob.update({
        where: { id: run.id },
        data: {
          filePath: run.id,
          fileName: file.fileName,
          size: file.size,
          expiresAt: new Date(Date.now() + EXPORT_FILE_TTL_HOURS * 3_600_000),
        },
      });
    },
    { message: "Your file is ready" },
  );
  return saved.outcome;
}
