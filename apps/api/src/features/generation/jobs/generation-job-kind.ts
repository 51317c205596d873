import type { TGenerationStage } from "@mnemo/api-contract";
import { z } from "zod";
import { defineJobKind, type JobStage } from "../../../jobs/job-kind.ts";
import { GENERIC_GENERATION_ERROR, type GenerationDeps } from "./generation-deps.ts";
import { refundGenerationJob } from "./refund-generation-job.ts";

/**
 * The progress bar of a generation: each stage's share, in percent. The
 * handler names stages and reports "done of total" within one; the numbers
 * live here only. Saving ends at 99: 100 is written with the cards.
 */
export const GENERATION_STAGE_TABLE = [
  { id: "extracting", label: "Reading your input", from: 2, to: 15 },
  { id: "ocr", label: "Reading text in images", from: 15, to: 45 },
  { id: "generating", label: "Making cards", from: 45, to: 90 },
  { id: "saving", label: "Saving cards", from: 92, to: 99 },
] as const satisfies readonly JobStage<TGenerationStage>[];

export type TGenerationStageId = (typeof GENERATION_STAGE_TABLE)[number]["id"];

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
  // Imported when a job runs: the handler imports this kind (its table), and a process that only queues never loads it.
  handler: async (run, deps: GenerationDeps) => (await import("./run-generation-job.ts")).runGenerationJob(run, deps),
  onFailed: refundGenerationJob,
});
