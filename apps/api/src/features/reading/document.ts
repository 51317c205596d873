/**
 * A document as reading leaves it: what it was and its text, section by
 * section in reading order. Extraction (this folder) makes it from bytes; the
 * analysis (features/analysis) and everything made from a document (cards,
 * sources) read it.
 */

/** What an input was, decided by its magic bytes (never by its name). */
export type TInputKind = "text" | "pdf" | "docx" | "pptx" | "image";

export type THeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** One unit of a document, in reading order. */
export type TSection = {
  /** 0-based position in ExtractedDocument.sections (stable id for sources). */
  index: number;
  /** 1-based PDF page or image number. */
  page?: number;
  /** 1-based slide number, counting hidden slides (as PowerPoint numbers them). */
  slide?: number;
  /** The heading this section sits under, if any: a Word heading, a slide title, a Markdown "#" line, a PDF heading line. */
  heading?: string;
  /**
   * The heading's depth, 1 (a title, a chapter, a slide's title) to 6: Word's
   * Heading n, the number of "#", a PDF heading's numbering ("2.3" is 2) or its
   * font size among the document's heading sizes. Absent when the format gives none.
   */
  level?: THeadingLevel;
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
  /** The document's own title from its metadata, when it names something (a source's title prefers it). */
  title?: string;
  /** Whitespace-separated words in all sections: what the monthly quota counts. */
  words: number;
  /** Characters in all sections. */
  characters: number;
};
