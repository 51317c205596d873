import type { TNoteContent, TNoteType } from "@mnemo/api-contract";

/**
 * The shapes shared by extraction, the card generators and the job that runs
 * them. Extraction turns bytes into an ExtractedDocument; a CardGenerator turns
 * that into CardDrafts, each pointing at the span of a section it came from.
 */

/** What an input was, decided by its magic bytes (never by its name). */
export type TInputKind = "text" | "pdf" | "docx" | "pptx" | "image";

/** One unit of a document, in reading order. */
export type TSection = {
  /** 0-based position in ExtractedDocument.sections (stable id for sources). */
  index: number;
  /** 1-based PDF page or image number. */
  page?: number;
  /** 1-based slide number, counting hidden slides (as PowerPoint numbers them). */
  slide?: number;
  /** The Word heading (or slide title) this section sits under, if any. */
  heading?: string;
  /** Where the text lives on a slide or page. */
  part?: "body" | "table" | "notes";
  /** True when the text came from OCR. */
  ocr?: boolean;
  /** Plain text; paragraphs separated by "\n\n", list items by "\n". */
  text: string;
};

export type TExtractedDocument = {
  kind: TInputKind;
  /** Detected MIME type ("text/plain" for pasted text). */
  mime: string;
  fileName?: string;
  /**
   * Pages counted against the plan's page limit: PDF pages, slides (hidden
   * ones excluded), images (1 each), Word files as estimated pages; 0 for text.
   */
  pageCount: number;
  sections: TSection[];
  /** Whitespace-separated words in all sections: what the monthly quota counts. */
  words: number;
  /** Characters in all sections. */
  characters: number;
};

/** Where a card came from: a section and a character span of its text. */
export type TCardSource = {
  sectionIndex: number;
  page?: number;
  slide?: number;
  heading?: string;
  /** text.slice(start, end) of the section: the quoted span. */
  start: number;
  end: number;
  quote: string;
};

/** Card types a generator produces (manual cards are written by people). */
export type TGeneratedCardType = Exclude<TNoteType, "manual">;

export type TCardDraft = {
  content: Exclude<TNoteContent, { type: "manual" }>;
  source: TCardSource;
};

export type TGenerationProgress = {
  /** e.g. "generating" with chunk n of m. */
  done: number;
  total: number;
};

export type TGenerateOptions = {
  /** Card types the user asked for (already checked against the plan). */
  types: TGeneratedCardType[];
  /**
   * "Make cards anyway": the learner asked again after the input gave no cards. The generator keeps cards it
   * would otherwise judge too weak (a lower score, no low-yield cap; a model is told to make what it can);
   * the quality gates that catch broken cards still apply.
   */
  relaxed?: boolean;
  signal?: AbortSignal;
  onProgress?: (progress: TGenerationProgress) => void;
};

export type TGenerationResult = {
  cards: TCardDraft[];
  /** Token counts when a model was used. */
  tokens?: { input: number; output: number };
  /** Parts of the document the model failed on after retries (their cards are missing); 0 or absent when all went well. */
  failedChunks?: number;
  /** Why the document gave few cards, for the learner ("This looks like an assignment: few facts to turn into cards."). */
  notice?: string;
};

/** One interface for the offline generator and any OpenAI-compatible model. */
export interface CardGenerator {
  readonly name: string;
  generate(document: TExtractedDocument, options: TGenerateOptions): Promise<TGenerationResult>;
}
