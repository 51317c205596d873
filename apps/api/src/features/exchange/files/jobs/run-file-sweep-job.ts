import { formatBytes } from "@mnemo/api-contract";
import type { JobHandlerOutcome, JobRun } from "../../../../jobs/job-kind.ts";
import { completeJob, lockOwnedJob } from "../../../../jobs/job-transitions.ts";
import { JobLostError } from "../../../../jobs/run-job.ts";
import { sweepFiles } from "../sweep-files.ts";
import { FILE_SWEEP_JOB_TABLE, type FileSweepJobDeps, type FileSweepStage } from "./file-sweep-job-kind.ts";

/** Runs one sweep and records what it removed with the job's completion. */
export async function runFileSweepJob(
  run: JobRun<{ jobId: string }, FileSweepStage>,
  { db, exchange, log, graceMs }: FileSweepJobDeps,
): Promise<JobHandlerOutcome> {
  const report = await sweepFiles(
    { ...(graceMs === undefined ? {} : { graceMs }), onPass: (pass) => run.progress.stage(pass) },
    { db, exchange },
  );
  const { files, bytes } = report.total;
  await db.$transaction(async (tx) => {
    if (!(await lockOwnedJob({ table: FILE_SWEEP_JOB_TABLE, jobId: run.id, attempt: run.attempt }, tx))) throw new JobLostError();
    await tx.fileSweepJob.update({ where: { id: run.id }, data: { filesRemoved: files, bytesRemoved: BigInt(bytes) } });
    await completeJob(
      {
        table: FILE_SWEEP_JOB_TABLE,
        jobId: run.id,
        attempt: run.attempt,
        message: `${files} ${files === 1 ? "file" : "files"} removed (${formatBytes(bytes)})`,
      },
      tx,
    );
  });
  if (files > 0) log.info({ jobId: run.id, ...report }, "file sweep removed files");
  return "succeeded";
}
