import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome } from "../../../../jobs/job-kind.ts";
import { FILE_SWEEP_STAGE_TABLE } from "./file-sweep-job-stages.ts";
import type { FileSweepJobDeps } from "./run-file-sweep-job.ts";

export const ZFileSweepPayloadSchema = z.object({ jobId: z.uuid() });

/**
 * The hourly sweep of the file stores (docs/jobs.md): expired uploads, files no row refers to (after
 * a crash or a deletion that stopped half-way), export files whose day is over, and writes that never
 * finished; none written within the grace period. Each run is safe to repeat, so a failed one simply
 * waits for the next hour.
 */
export const fileSweepJob = defineJobKind({
  name: "file-sweep",
  table: "file_sweep_job",
  input: ZFileSweepPayloadSchema,
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  stages: FILE_SWEEP_STAGE_TABLE,
  expireInSeconds: 60 * 60,
  failureMessage: "The file sweep failed; the next hour's sweep tries again.",
  handler: async (run, deps: FileSweepJobDeps): Promise<JobHandlerOutcome> =>
    (await import("./run-file-sweep-job.ts")).runFileSweepJob(run, deps),
});
