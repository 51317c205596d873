import { ZNoteSourceSchema } from "@mnemo/api-contract";
import type { TNoteSource } from "../exchange-model.ts";

/**
 * The CSV's source cell (docs/exchange.md, "CSV"), written for people and read
 * back exactly:
 *
 *   photosynthesis.pdf, p. 2, “Light reactions”: Chlorophyll absorbs light.
 *   Pasted text: Chlorophyll absorbs light.
 *
 * The file's name ("Pasted text" when nothing was uploaded), then ", p. N" or
 * ", slide N", then the heading in curly quotes, then ": " and the quote (which
 * may hold line breaks). What the cell carries is what a learner sees of a
 * source: file, page or slide, heading, quote. The generation's own pointers
 * (`uploadId`, the quote's `start` and `end` in the job's extracted text) mean
 * nothing outside that job and are not written; `sameShownSource` compares
 * sources without them, so a note imported back is the note it was.
 *
 * What must stay true: `readSourceCell(sourceCell(source))` gives back the
 * source's shown fields for every source. A source the words would misread (a
 * file named "Pasted text", a name holding ", p. 3", ": " or a line break, a
 * heading with a closing quote) is written as JSON instead, which the import
 * also reads (and which every export before this one wrote).
 */

export const PASTED_TEXT = "Pasted text";

const SHOWN_KEYS = ["fileName", "page", "slide", "heading", "quote"] as const;
type TShownSource = Pick<NonNullable<TNoteSource>, (typeof SHOWN_KEYS)[number]>;

/** The fields of a source a learner sees, in a fixed order (what the CSV keeps). */
export function shownSource(source: TNoteSource): TShownSource | null {
  if (source === null) return null;
  const shown: TShownSource = {};
  for (const key of SHOWN_KEYS) if (source[key] !== undefined) Object.assign(shown, { [key]: source[key] });
  return shown;
}

/** Two sources that show the same (the generation's pointers aside). */
export function sameShownSource(a: TNoteSource | undefined, b: TNoteSource | undefined): boolean {
  return JSON.stringify(shownSource(a ?? null)) === JSON.stringify(shownSource(b ?? null));
}

function sourceWords(source: TShownSource): string {
  let text = source.fileName ?? PASTED_TEXT;
  if (source.page !== undefined) text += `, p. ${source.page}`;
  if (source.slide !== undefined) text += `, slide ${source.slide}`;
  if (source.heading !== undefined) text += `, “${source.heading}”`;
  if (source.quote !== undefined) text += `: ${source.quote}`;
  return text;
}

// The name is the shortest first-line text after which the rest reads as the grammar above.
const SOURCE_WORDS = /^([^\n]*?)(?:, p\. (\d{1,9}))?(?:, slide (\d{1,9}))?(?:, “([^”]*)”)?(?:: ([\s\S]*))?$/;

function readSourceWords(text: string): TShownSource {
  const match = SOURCE_WORDS.exec(text);
  // A line break before any ": " (another app's cell): the whole text names the source.
  if (!match) return { fileName: text.slice(0, 500) };
  const [, name = "", page, slide, heading, quote] = match;
  const source: TShownSource = {};
  if (name !== PASTED_TEXT) source.fileName = name.slice(0, 500);
  if (page !== undefined) source.page = Number(page);
  if (slide !== undefined) source.slide = Number(slide);
  if (heading !== undefined) source.heading = heading;
  if (quote !== undefined) source.quote = quote;
  return source;
}

/** The source cell: the source in words, or as JSON when the words would not read back as it; empty for none. */
export function sourceCell(source: TNoteSource): string {
  const shown = shownSource(source);
  if (shown === null) return "";
  const words = sourceWords(shown);
  return JSON.stringify(readSourceCell(words)) === JSON.stringify(shown) ? words : JSON.stringify(shown);
}

/**
 * A source cell back: the words above, or JSON (earlier exports, and sources
 * the words cannot hold). Another file's source column reads the same way, so
 * "Chapter 3" is a file name and "Book, p. 12" a page of it.
 */
export function readSourceCell(cell: string): TNoteSource {
  const text = cell.trim();
  if (text === "") return null;
  if (text.startsWith("{")) {
    try {
      const parsed = ZNoteSourceSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // Not JSON after all: read as words below.
    }
  }
  return readSourceWords(text);
}
