/*
 * Text hygiene for everything a person types: the database (PostgreSQL's
 * text type) refuses NUL, JSON can carry lone UTF-16 surrogates that no
 * encoding can store, and invisible controls or bidirectional overrides in a
 * deck title or a name can make it read differently from what it is
 * ("Trojan Source"). Input schemas run these before their length checks.
 */

/** C0 and C1 controls except tab, line feed and carriage return, and NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Bidirectional embeddings, overrides and isolates (LRE, RLE, PDF, LRO, RLO,
 * LRI, RLI, FSI, PDI) and the marks (LRM, RLM, ALM); the zero-width no-break
 * space / BOM; the line and paragraph separators.
 */
const INVISIBLE_FORMATTING = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\uFEFF\u2028\u2029]/g;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text a card, a suggestion or a search may hold: no NUL or controls, no lone surrogates (they become U+FFFD). */
export function cleanText(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD").replace(CONTROLS, "");
}

/**
 * A single line shown as a label (deck title, a person's name): as `cleanText`,
 * with line breaks and tabs as spaces and no bidirectional overrides.
 */
export function cleanLine(value: string): string {
  return cleanText(value)
    .replace(INVISIBLE_FORMATTING, "")
    .replace(/[\t\r\n]+/g, " ");
}

/**
 * What splits words for the monthly quota, beyond plain whitespace: every
 * Unicode space and format character (zero-width spaces, the Mongolian vowel
 * separator, joiners), characters that render blank without being spaces
 * (braille blank, the Hangul fillers), and the separators people join words
 * with (slashes, underscores, bars, middle dots and bullets).
 */
const WORD_BREAKS = /[\s\p{Z}\p{Cf}\u2800\u115F\u1160\u3164\uFFA0\u180E/\\_|\u00B7\u2022\u2027\u2219\u22C5\u30FB]+/gu;

/** A word holds at least one letter or digit; a lone dash or bullet is not charged. */
const HAS_LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

const LETTERS_AND_DIGITS = /[\p{L}\p{N}]/gu;

/** Letters and digits per word below which text is charged by its length instead. */
export const CHARACTERS_PER_WORD = 6;

/**
 * Words the monthly quota counts, for pasted text and extracted files alike.
 * Words are runs between blanks and separators; and however the text was
 * joined, it is never charged less than one word per six letters and digits
 * (English averages under five letters a word), so no trick with look-alike
 * spaces or glue characters can shrink the count.
 */
export function countWords(text: string): number {
  let words = 0;
  for (const token of text.split(WORD_BREAKS)) if (token && HAS_LETTER_OR_DIGIT.test(token)) words += 1;
  const letters = text.match(LETTERS_AND_DIGITS)?.length ?? 0;
  return Math.max(words, Math.ceil(letters / CHARACTERS_PER_WORD));
}
