import { formatBytes } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { JobHandlerOutcome, JobLog, JobRun } from "../../../../jobs/job-kind.ts";
import type { ExchangeService } from "../../exchange-service.ts";
import type { SourceFiles } from "../../../library/source-files.ts";
import { sweepFiles } from "../sweep-files.ts";
import type { FileSweepStage } from "./file-sweep-job-stages.ts";

export type FileSweepJobDeps = {
  db: Db;
  exchange: ExchangeService;
  /** The original files of sources; the sweep removes those no source names. */
  sourceFiles?: SourceFiles | undefined;
  log: JobLog;
  /** Tests shorten it; the kind uses FILE_SWEEP_GRACE_MS. */
  graceMs?: number;
};

/** Runs one sweep and records what it removed with the job's completion. */
export async function runFileSweepJob(
  run: JobRun<{ jobId: string }, FileSweepStage>,
  { db, exchange, sourceFiles, log, graceMs }: FileSweepJobDeps,
): Promise<JobHandlerOutcome> {
  const report = await sweepFiles(
    { ...(graceMs === undefined ? {} : { graceMs }), onPass: (pass) => run.progress.stage(pass) },
    { db, exchange, sourceFiles },
  );
  const { files, bytes } = report.total;
  const saved = await run.commit(
    db,
    async (tx) => {
      await tx.fileSweepJob.update({ where: { id: run.id }, data: { filesRemoved: files, bytesRemoved: BigInt(bytes) } });
    },
    { message: `${files} ${files === 1 ? "file" : "files"} removed (${formatBytes(bytes)})` },
  );
  if (saved.outcome === "lost") return "lost";
  if (files > 0) log.info({ jobId: run.id, ...report }, "file sweep removed files");
  return "succeeded";
}
