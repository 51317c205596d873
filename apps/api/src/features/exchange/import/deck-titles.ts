import { cleanLine, MAX_GROUP_TITLE } from "@mnemo/api-contract";

/**
 * Titles of the decks an import makes, held to the rules of a typed deck
 * title (ZGroupTitleSchema): cleaned by `cleanLine` (no NUL or other
 * controls, no bidirectional overrides or isolates, line breaks and tabs as
 * spaces), trimmed, and at most MAX_GROUP_TITLE UTF-16 units, cut between
 * code points: half an emoji is a lone surrogate, which no encoding can
 * carry (a file name or a header built from it fails).
 */

/** `text` cut to at most `max` UTF-16 units, never between the two halves of a surrogate pair. */
export function cutAtCodePoint(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  const isHighSurrogate = last >= 0xd800 && last <= 0xdbff;
  return text.slice(0, isHighSurrogate ? max - 1 : max);
}

/** A deck title from a file or the import's options: cleaned, trimmed, cut; empty when nothing is left. */
export function cleanDeckTitle(title: string): string {
  return cutAtCodePoint(cleanLine(title).trim(), MAX_GROUP_TITLE).trim();
}

/** A deck path read from a file, each level cleaned as a title; levels left empty are dropped, and no level at all is `fallback`. */
export function cleanDeckPath(levels: readonly string[], fallback: string): string[] {
  const path = levels.map((level) => cleanLine(level).trim()).filter(Boolean);
  return path.length > 0 ? path : [fallback];
}
