/**
 * Text hygiene shared by every extractor: what comes out of PDFs, Word and OCR
 * carries control characters, odd spaces and ragged blank lines. Letters of
 * every script are kept as they are (only NFC-composed).
 */

// C0/C1 controls except tab and newline; they break prompts, exports and the UI.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
// Invisible characters that split or glue words without showing (soft hyphen, zero-width, BOM).
const INVISIBLE = /[\u00AD\u200B-\u200D\u2060\uFEFF]/g;
const ODD_SPACE = /[\t\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]+/g;

/** One line of text: spaces collapsed, ends trimmed, no line breaks. */
export function normaliseLine(text: string): string {
  return normaliseText(text).replace(/\s+/g, " ");
}

/** Paragraphs separated by one blank line, lines inside them by "\n". */
export function normaliseText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?|\u2028/g, "\n")
    .replace(/\u2029/g, "\n\n")
    .replace(CONTROL, "")
    .replace(INVISIBLE, "")
    .replace(ODD_SPACE, " ")
    .replace(/ {2,}/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** What the monthly quota counts: one rule for pasted text and extracted files (see @mnemo/api-contract). */
export { countWords } from "@mnemo/api-contract";
