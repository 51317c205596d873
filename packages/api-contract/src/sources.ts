import { z } from "zod";
import { ZIdSchema, ZSearchCursorSchema } from "./notes.ts";
import { cleanLine } from "./text.ts";

/**
 * A source: a document a learner brought (pasted text or an uploaded file),
 * kept with its text section by section, so cards, study notes and diagrams
 * can be made from it and point back into it (docs/sources.md).
 */

export const MAX_SOURCE_TITLE = 200;
export const MAX_SOURCE_QUERY = 200;
export const SOURCES_PAGE_SIZE = 50;
/** The job's notice when the original file did not fit in the account's storage for source files (docs/sources.md). */
export const SOURCE_FILES_FULL_NOTICE = "Your storage for source files is full, so only this document's text was kept.";
export const SOURCE_KINDS = ["text", "pdf", "docx", "pptx", "image"] as const;
export type TSourceKind = (typeof SOURCE_KINDS)[number];

const ZSourceTitleSchema = z
  .string({ error: "title must be text." })
  .overwrite(cleanLine)
  .trim()
  .min(1, { error: "title is required." })
  .max(MAX_SOURCE_TITLE, { error: `title must be at most ${MAX_SOURCE_TITLE} characters.` });

export const ZSourceIdInputSchema = z.object({ id: ZIdSchema });
/** sources.forDeck: the sources a deck's cards were made from. */
export const ZDeckSourcesInputSchema = z.object({ groupId: ZIdSchema });
export const ZRenameSourceInputSchema = z.object({ id: ZIdSchema, title: ZSourceTitleSchema });
export const ZListSourcesInputSchema = z.object({
  /** Words to find in the title or the file name; empty: every source. */
  query: z
    .string({ error: "query must be text." })
    .overwrite(cleanLine)
    .trim()
    .max(MAX_SOURCE_QUERY, { error: `query must be at most ${MAX_SOURCE_QUERY} characters.` })
    .optional(),
  /** The `next_cursor` of the page before; absent: the newest sources. */
  cursor: ZSearchCursorSchema.optional(),
});
export type TListSourcesInput = z.input<typeof ZListSourcesInputSchema>;

/** A source as the library lists it. */
export const ZSourceSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(SOURCE_KINDS),
  /** The uploaded file's name; null for pasted text. */
  file_name: z.string().nullable(),
  /** PDF pages, slides, images; 0 for text (as plan limits count them). */
  pages: z.number().int(),
  words: z.number().int(),
  characters: z.number().int(),
  /** Size of what was brought: the file's bytes, or the pasted text's. */
  size_bytes: z.number().int(),
  /** The original file is kept (false for pasted text, and when the account's storage for files was full). */
  file_kept: z.boolean(),
  /** What was made from it. */
  made: z.object({ cards: z.number().int(), decks: z.number().int() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TSourceSummary = z.infer<typeof ZSourceSummarySchema>;

/** One page, slide or section of a source's text, in reading order. */
export const ZSourceSectionSchema = z.object({
  /** Its place in the source (what a card's source points at). */
  index: z.number().int(),
  page: z.number().int().optional(),
  slide: z.number().int().optional(),
  /** The heading or slide title it sits under. */
  heading: z.string().optional(),
  /** The heading's depth, 1 (a title, a chapter, a slide's title) to 6; absent when the document gives none. */
  level: z.number().int().min(1).max(6).optional(),
  part: z.enum(["body", "table", "notes"]).optional(),
  /** The text came from OCR. */
  ocr: z.boolean().optional(),
  /** Paragraphs separated by a blank line, list items by a line break. */
  text: z.string(),
});
export type TSourceSection = z.infer<typeof ZSourceSectionSchema>;

export const ZSourceSchema = ZSourceSummarySchema.extend({
  sections: z.array(ZSourceSectionSchema),
  /** Decks made from it, newest first. */
  decks: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type TSource = z.infer<typeof ZSourceSchema>;

export const ZSourcesPageSchema = z.object({
  sources: z.array(ZSourceSummarySchema),
  next_cursor: z.string().nullable(),
});
export type TSourcesPage = z.infer<typeof ZSourcesPageSchema>;

/** A source a deck's cards were made from, as the deck page links it ("Made from: …"). */
export const ZDeckSourceSchema = z.object({ id: z.string(), title: z.string() });
export type TDeckSource = z.infer<typeof ZDeckSourceSchema>;
