import type { TNoteContent, TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { TQualityResult } from "../quality/apply-quality-gates.ts";
import type { CardGenerator, TCardDraft, TExtractedDocument, TInputKind } from "../types.ts";

export type TExtractProgress = { stage: "extracting" | "ocr"; done: number; total: number };

export type GenerationLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** What running a job needs; the server wires the real pieces, tests may swap the generator. */
export type GenerationRuntime = {
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
  /** How often a running job proves its worker is alive. */
  heartbeatMs: number;
  /** A running job silent this long is taken over by another worker. */
  staleAfterMs: number;
};

/** The spec's words for a failure we cannot explain better (note_conversion_error_generic). */
export const GENERIC_GENERATION_ERROR = "An error occurred while making your flashcards";
