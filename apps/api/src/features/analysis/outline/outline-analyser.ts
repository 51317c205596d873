import type { TOutline } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../../reading/document.ts";

export type TOutlineProgress = { done: number; total: number };

/** What an analysis gives: the outline and what was dropped on the way (a model's points whose quote is not in the source). */
export type TOutlineResult = {
  outline: TOutline;
  /** Points dropped because their quote could not be found in the source. */
  unlocated: number;
  /** A model's points and terms beyond what their part of the document can hold (a runaway answer), cut and counted. */
  capped?: number;
  /** A model's points and terms that did not fit the answer's schema (an unknown kind, no text). */
  invalid?: number;
  /** Model tokens spent, when a model made it. */
  tokens?: { input: number; output: number };
};

/**
 * Reads a document into its outline (docs/card-quality.md, "Outlines"). Two
 * kinds stand behind this: the offline analyser and a model. `name` carries
 * the analyser's version ("offline@1"): an outline stored by another version
 * is rebuilt.
 */
export type OutlineAnalyser = {
  readonly name: string;
  analyse(
    document: TExtractedDocument,
    options?: { signal?: AbortSignal | undefined; onProgress?: ((progress: TOutlineProgress) => void) | undefined },
  ): Promise<TOutlineResult>;
};
