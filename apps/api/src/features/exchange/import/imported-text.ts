import { cleanText } from "@mnemo/api-contract";
import type { TNoteSource } from "../exchange-model.ts";

/**
 * The strings of an imported note that no schema cleans (card text goes through
 * ZNoteContentSchema, deck titles through deck-titles.ts): without this, a NUL
 * in a tag, a guid or a source, which PostgreSQL's text and jsonb refuse, made
 * the whole import a 500.
 */

/** A note's tags from a file: no NUL or other controls, no lone surrogates; tags left empty are dropped. */
export function cleanTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(cleanText).filter((tag) => tag.trim() !== ""))];
}

/** A note's source from a file, each string in it cleaned as card text is. */
export function cleanSource(source: TNoteSource): TNoteSource {
  if (source === null) return null;
  return Object.fromEntries(Object.entries(source).map(([key, value]) => [key, typeof value === "string" ? cleanText(value) : value]));
}

/** An Anki guid (or a text file's guid column), cleaned as card text is. */
export function cleanGuid(guid: string): string {
  return cleanText(guid);
}
