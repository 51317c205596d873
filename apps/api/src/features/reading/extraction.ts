import type { TSection } from "./document.ts";

/** A section before the dispatcher numbers it (index is its place in the whole document). */
export type TSectionDraft = Omit<TSection, "index">;

/** What each format's extractor returns; the dispatcher adds kind, counts and indexes. */
export type TExtraction = {
  /** Counted as TExtractedDocument.pageCount documents it. */
  pageCount: number;
  sections: TSectionDraft[];
  /** The document's own title from its metadata (Word's core properties, a PDF's Title), when it names something. */
  title?: string;
};

export type TExtractProgress = { stage: "extracting" | "ocr"; done: number; total: number };

/** Options every binary extractor shares. */
export type TExtractCommon = {
  signal?: AbortSignal;
  onProgress?: (progress: TExtractProgress) => void;
};
