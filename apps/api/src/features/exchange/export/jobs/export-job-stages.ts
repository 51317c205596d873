import type { JobStage } from "../../../../jobs/job-kind.ts";

/** The export kind's progress stages, apart from the kind so its handler can name them without importing the kind. */
export const EXPORT_STAGE_TABLE = [
  { id: "loading", label: "Reading your cards", from: 2, to: 15 },
  { id: "writing", label: "Writing the file", from: 15, to: 95 },
  { id: "saving", label: "Saving the file", from: 95, to: 99 },
] as const satisfies readonly JobStage[];

export type ExportStage = (typeof EXPORT_STAGE_TABLE)[number]["id"];
