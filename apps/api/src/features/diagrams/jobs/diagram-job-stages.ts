import type { JobStage } from "../../../jobs/job-kind.ts";

/**
 * The diagram kind's progress bar. "reading" opens the source (making its
 * outline when it has none from the current analyser) or the deck's cards;
 * "drawing" runs the builder; "saving" stores the graph (and a split
 * source's parts) with the job's completion.
 */
export const DIAGRAM_STAGE_TABLE = [
  { id: "reading", label: "Reading your source", from: 2, to: 45 },
  { id: "drawing", label: "Drawing the diagram", from: 45, to: 92 },
  { id: "saving", label: "Saving the diagram", from: 92, to: 99 },
] as const satisfies readonly JobStage[];

export type TDiagramStage = (typeof DIAGRAM_STAGE_TABLE)[number]["id"];
