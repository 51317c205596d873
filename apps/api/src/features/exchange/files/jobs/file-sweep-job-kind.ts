import type { Db } from "@mnemo/db";
import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome, type JobLog, type JobStage } from "../../../../jobs/job-kind.ts";
import type { ExchangeService } from "../../exchange-service.ts";

export const FILE_SWEEP_JOB_TABLE = "file_sweep_job";

/** The sweep's passes, in the order `sweepFiles` runs them. */
export const FILE_SWEEP_STAGE_TABLE = [
  { id: "uploads", label: "Dropping expired uploads", from: 2, to: 20 },
  { id: "media", label: "Checking pictures and sounds", from: 20, to: 60 },
  { id: "exports", label: "Checking export files", from: 60, to: 85 },
  { id: "unfinished", label: "Removing unfinished and temporary files", from: 85, to: 98 },
] as const satisfies readonly JobStage[];

export type FileSweepStage = (typeof FILE_SWEEP_STAGE_TABLE)[number]["id"];

export const ZFileSweepPayloadSchema = z.object({ jobId: z.uuid() });

export type FileSweepJobDeps = {
  db: Db;
  exchange: ExchangeService;
  log: JobLog;
  /** Tests shorten it; the kind uses FILE_SWEEP_GRACE_MS. */
  graceMs?: number;
};

/**
 * The hourly sweep of the file stores (docs/jobs.md): expired uploads, files no row refers to (after
 * a crash or a deletion that stopped half-way), export files whose day is over, and writes that never
 * finished; none written within the grace period. Each run is safe to repeat, so a failed one simply
 * waits for the next hour.
 */
export const fileSweepJob = defineJobKind({
  name: "file-sweep",
  table: FILE_SWEEP_JOB_TABLE,
  input: ZFileSweepPayloadSchema,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  stages: FILE_SWEEP_STAGE_TABLE,
  expireInSeconds: 60 * 60,
  failureMessage: "The file sweep failed; the next hour's sweep tries again.",
  handler: async (run, deps: FileSweepJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-file-sweep-job.ts")).runFileSweepJob(run, deps),
});
