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

/**
 * Text every encoder takes: each lone UTF-16 surrogate (half an emoji, from text cut between its
 * halves) becomes U+FFFD. `encodeURIComponent` throws on one, SQLite would store bytes no UTF-8
 * reader accepts, and JSON parsers such as Anki's refuse its escape.
 */
export function wellFormed(value: string): string {
  return value.replace(LONE_SURROGATE, "\uFFFD");
}

/** Text a card, a suggestion or a search may hold: no NUL or controls, no lone surrogates (they become U+FFFD). */
export function cleanText(value: string): string {
  return wellFormed(value).replace(CONTROLS, "");
}

/**
 * Invisible characters whose only effect in a one-line label is to hide or
 * disguise text (two titles that look alike but differ, text that reads
 * empty): the zero-width space (U+200B), the word joiner and the invisible
 * math operators (U+2060-U+2065), the deprecated format controls
 * (U+206A-U+206F), the soft hyphen (a label is one line, so it never shows),
 * the Hangul fillers that stand alone (U+3164, U+FFA0: "blank" names), the
 * Khmer inherent vowels Unicode says not to use (U+17B4, U+17B5), the
 * interlinear annotation marks (U+FFF9-U+FFFB), the shorthand and musical
 * format controls. Kept: ZWJ U+200D and ZWNJ U+200C (emoji sequences; Persian,
 * Hindi and other scripts), variation selectors (emoji and ideograph
 * variants), the combining grapheme joiner and Mongolian's selectors.
 */
const HIDING = /[\u00AD\u200B\u2060-\u2065\u206A-\u206F\u3164\uFFA0\uFFF9-\uFFFB\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}]|\u17B4|\u17B5/gu;

/** Mongolian letters: the vowel separator U+180E shapes the vowel after it only between two of them. */
const STRAY_MONGOLIAN_VOWEL_SEPARATOR = /(?<![\u1820-\u18AA])\u180E|\u180E(?![\u1820-\u18AA])/g;

/**
 * Tag characters (U+E0000-U+E007F) spell invisible ASCII; their one visible
 * use is a flag's tag sequence (black flag, tags, cancel tag), which is kept.
 */
const TAGS_OUTSIDE_A_FLAG = /(\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F})|[\u{E0000}-\u{E007F}]/gu;

/** A variation selector picks the look of the one character before it; more after it can only carry hidden data. */
const EXTRA_VARIATION_SELECTORS = /(\p{Variation_Selector})\p{Variation_Selector}+/gu;

/** Nothing a reader could see: spaces, format characters, joiners, selectors and blank-looking fillers. */
const NOTHING_VISIBLE = /^(?:[\s\p{Z}\p{Cf}\p{Variation_Selector}\u115F\u1160\u2800]|\u034F)*$/u;

/**
 * A single line shown as a label (deck title, a person's name): as `cleanText`,
 * with line breaks and tabs as spaces, no bidirectional overrides, and none of
 * the invisible characters that only hide or disguise text (`HIDING`). A line
 * with nothing visible left is empty, so the label's empty-value rule applies.
 */
export function cleanLine(value: string): string {
  const line = cleanText(value)
    .replace(INVISIBLE_FORMATTING, "")
    .replace(HIDING, "")
    .replace(STRAY_MONGOLIAN_VOWEL_SEPARATOR, "")
    .replace(TAGS_OUTSIDE_A_FLAG, (_tag, flag: string | undefined) => flag ?? "")
    .replace(EXTRA_VARIATION_SELECTORS, "$1")
    .replace(/[\t\r\n]+/g, " ");
  return NOTHING_VISIBLE.test(line) ? "" : line;
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
