import type { TNoteContent, TPlan } from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import type { JobLog } from "../../../jobs/job-kind.ts";
import type { OutlineAnalyser } from "../../analysis/outline/outline-analyser.ts";
import type { SourceFiles } from "../../library/source-files.ts";
import type { TQualityResult } from "../quality/apply-quality-gates.ts";
import type { CardGenerator, TCardDraft, TExtractedDocument, TInputKind } from "../types.ts";

export type TExtractProgress = { stage: "extracting" | "ocr"; done: number; total: number };

export type GenerationLog = JobLog;

/** What the generation handler needs; the runtime wires the real pieces (runtime/job-services.ts), tests may swap the generator. */
export type GenerationDeps = {
  db: Db;
  plans: readonly TPlan[];
  log: GenerationLog;
  extract(options: {
    kind: TInputKind;
    bytes: Uint8Array;
    fileName?: string | undefined;
    onProgress: (progress: TExtractProgress) => void;
    signal: AbortSignal;
  }): Promise<TExtractedDocument>;
  generators: { offline: CardGenerator; llm?: CardGenerator | undefined };
  applyQualityGates(options: { cards: TCardDraft[]; existing: TNoteContent[]; document: TExtractedDocument }): TQualityResult;
  /** Reads a source into its outline, kept with the source (docs/sources.md). */
  outlineAnalyser: OutlineAnalyser;
  /**
   * Makes (or makes again, edits kept) a source's study notes at the standard length, in the caller's
   * transaction: the job's completion, so the notes' self-check sees the cards the job adds (docs/study-notes.md).
   * A service rather than an import, as features never import each other (docs/architecture.md, "API import zones").
   */
  makeStudyNotes(options: { userId: string; sourceId: string }, tx: DbOrTx): Promise<void>;
  /** Where an upload's original file is kept with its source; without it only the source's text is kept (docs/sources.md). */
  sourceFiles?: SourceFiles | undefined;
};

/** The fixed words for a failure we cannot explain better (note_conversion_error_generic in docs/product.md, "Toasts"). */
export const GENERIC_GENERATION_ERROR = "An error occurred while making your flashcards";
