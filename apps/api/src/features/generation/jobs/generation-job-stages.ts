import type { TGenerationStage } from "@mnemo/api-contract";
import type { JobStage } from "../../../jobs/job-kind.ts";

/**
 * The progress bar of a generation: each stage's share, in percent. The
 * handler names stages and reports "done of total" within one; the numbers
 * live here only. Saving ends at 99: 100 is written with the cards.
 * Apart from the kind so its handler can name the stages without importing the kind.
 */
export const GENERATION_STAGE_TABLE = [
  { id: "extracting", label: "Reading your input", from: 2, to: 15 },
  { id: "ocr", label: "Reading text in images", from: 15, to: 45 },
  { id: "analysing", label: "Finding what it teaches", from: 45, to: 52 },
  { id: "generating", label: "Making cards", from: 52, to: 90 },
  // A job that makes study notes writes them after the cards (or, for notes alone, straight after the outline).
  { id: "notes", label: "Writing study notes", from: 90, to: 92 },
  { id: "saving", label: "Saving cards", from: 92, to: 99 },
] as const satisfies readonly JobStage<TGenerationStage>[];

export type TGenerationStageId = (typeof GENERATION_STAGE_TABLE)[number]["id"];
