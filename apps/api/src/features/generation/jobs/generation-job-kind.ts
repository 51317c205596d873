import { z } from "zod";
import { defineJobKind } from "../../../jobs/job-kind.ts";
import { GENERIC_GENERATION_ERROR, type GenerationDeps } from "./generation-deps.ts";
import { GENERATION_STAGE_TABLE } from "./generation-job-stages.ts";
import { refundGenerationJob } from "./refund-generation-job.ts";

/**
 * pg-boss carries only the job's id: the input (pasted text or a file of up
 * to MAX_UPLOAD_MB) stays on the generation_job row until the job ends.
 * Jobs queued by earlier builds carry the same payload.
 */
export const ZGenerationJobPayloadSchema = z.object({ jobId: z.uuid() });

/** Turning pasted text or a file into cards: the first job kind. See docs/jobs.md. */
export const generationJob = defineJobKind({
  name: "generation",
  table: "generation_job",
  input: ZGenerationJobPayloadSchema,
  retry: { limit: 2, delaySeconds: 2, backoff: true },
  stages: GENERATION_STAGE_TABLE,
  // A model on a CPU can take hours on a long document; the heartbeat catches dead workers much sooner.
  expireInSeconds: 4 * 60 * 60,
  failureMessage: GENERIC_GENERATION_ERROR,
  // Imported when a job runs, so a process that only queues never loads the handler.
  handler: async (run, deps: GenerationDeps) => (await import("./run-generation-job.ts")).runGenerationJob(run, deps),
  onFailed: refundGenerationJob,
});
