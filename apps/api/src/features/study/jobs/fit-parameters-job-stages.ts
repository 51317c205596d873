import type { JobStage } from "../../../jobs/job-kind.ts";

/** The fit kind's progress stages, apart from the kind so its handler can name them without importing the kind. */
export const FIT_STAGE_TABLE = [
  { id: "loading", label: "Reading your answers", from: 2, to: 10 },
  { id: "fitting", label: "Fitting your parameters", from: 10, to: 85 },
  { id: "checking", label: "Checking them on your latest answers", from: 85, to: 95 },
  { id: "saving", label: "Saving", from: 95, to: 99 },
] as const satisfies readonly JobStage[];

export type FitStage = (typeof FIT_STAGE_TABLE)[number]["id"];
