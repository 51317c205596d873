import { z } from "zod";
import { defineJobKind, type JobHandlerOutcome } from "../../../../jobs/job-kind.ts";
import { EXPORT_STAGE_TABLE } from "./export-job-stages.ts";
import type { ExportJobDeps } from "./run-export-job.ts";

export const ZExportPayloadSchema = z.object({ jobId: z.uuid() });

/** A large export (over EXPORT_DIRECT_MAX_CARDS cards, or a PDF over PDF_DIRECT_MAX_CARDS). See docs/jobs.md. */
export const exportJob = defineJobKind({
  name: "export",
  table: "export_job",
  input: ZExportPayloadSchema,
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  stages: EXPORT_STAGE_TABLE,
  expireInSeconds: 30 * 60,
  failureMessage: "Your export could not be made. Try again; if it keeps failing, export fewer decks at a time.",
  handler: async (run, deps: ExportJobDeps): Promise<JobHandlerOutcome> => (await import("./run-export-job.ts")).runExportJob(run, deps),
});
