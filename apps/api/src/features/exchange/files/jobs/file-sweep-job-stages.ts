import type { JobStage } from "../../../../jobs/job-kind.ts";

/**
 * The sweep's passes, in the order `sweepFiles` runs them; apart from the kind
 * so its handler can name them without importing the kind.
 */
export const FILE_SWEEP_STAGE_TABLE = [
  { id: "uploads", label: "Dropping expired uploads", from: 2, to: 20 },
  { id: "media", label: "Checking pictures and sounds", from: 20, to: 60 },
  { id: "exports", label: "Checking export files", from: 60, to: 75 },
  { id: "sources", label: "Checking source files", from: 75, to: 85 },
  { id: "unfinished", label: "Removing unfinished and temporary files", from: 85, to: 98 },
] as const satisfies readonly JobStage[];

export type FileSweepStage = (typeof FILE_SWEEP_STAGE_TABLE)[number]["id"];
