import type { Db } from "@mnemo/db";
import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome, type JobStage } from "../../../../jobs/job-kind.ts";
import type { ThreadPool } from "../../../../threads/thread-pool.ts";
import type { ExchangeService } from "../../exchange-service.ts";

export const EXPORT_STAGE_TABLE = [
  { id: "loading", label: "Reading your cards", from: 2, to: 15 },
  { id: "writing", label: "Writing the file", from: 15, to: 95 },
  { id: "saving", label: "Saving the file", from: 95, to: 99 },
] as const satisfies readonly JobStage[];

export const EXPORT_JOB_TABLE = "export_job";

export const ZExportPayloadSchema = z.object({ jobId: z.uuid() });

export type ExportJobDeps = { db: Db; exchange: ExchangeService; threads: ThreadPool };
export type ExportStage = (typeof EXPORT_STAGE_TABLE)[number]["id"];

/** A large export (over EXPORT_DIRECT_MAX_CARDS cards, or a PDF over PDF_DIRECT_MAX_CARDS). See docs/jobs.md. */
export const exportJob = defineJobKind({
  name: "export",
  table: EXPORT_JOB_TABLE,
  input: ZExportPayloadSchema,
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  stages: EXPORT_STAGE_TABLE,
  expireInSeconds: 30 * 60,
  failureMessage: "Your export could not be made. Try again; if it keeps failing, export fewer decks at a time.",
  handler: async (run, deps: ExportJobDeps): Promise<JobHandlerOutcome> => (await import("./run-export-job.ts")).runExportJob(run, deps),
});
