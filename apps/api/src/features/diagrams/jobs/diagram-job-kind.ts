import { z } from "zod";
import { defineJobKind } from "../../../jobs/job-kind.ts";
import type { DiagramJobDeps } from "./diagram-job-deps.ts";
import { DIAGRAM_STAGE_TABLE } from "./diagram-job-stages.ts";

/** pg-boss carries only the diagram's id: what to draw (source or deck, kind, generator) is on its row. */
export const ZDiagramJobPayloadSchema = z.object({ jobId: z.uuid() });

/**
 * Drawing a diagram from a source or a deck (docs/diagrams.md). Its state
 * row is the diagram itself (table "diagram"). Nothing is charged: the
 * source's words were charged once, when it was read; a deck costs none.
 */
export const diagramJob = defineJobKind({
  name: "diagram",
  table: "diagram",
  input: ZDiagramJobPayloadSchema,
  retry: { limit: 1, delaySeconds: 5, backoff: false },
  stages: DIAGRAM_STAGE_TABLE,
  // A model reading a long source can take a while; the heartbeat catches dead workers much sooner.
  expireInSeconds: 60 * 60,
  failureMessage: "Your diagram could not be made. Try again; if it keeps failing, try another kind of diagram.",
  // Imported when a job runs, so a process that only queues never loads the builders.
  handler: async (run, deps: DiagramJobDeps) => (await import("./run-diagram-job.ts")).runDiagramJob(run, deps),
});
