import { htmlToPlainText, isPlainHtml, sanitizeAnkiHtml } from "../../collection/note-html.ts";
import type { TContentFormat } from "../exchange-model.ts";
import { parseMediaName } from "../../collection/media-names.ts";
import { replaceMedia } from "../formats/format-text.ts";

/**
 * HTML cells of a text file, made safe as Anki imports are (collection/note-html.ts).
 * A text file carries no pictures or sounds: one that names a file Mnemo
 * stores (a Mnemo CSV export's `<sha256>.<ext>`) is kept, and the learner's
 * own copy is shown; any other is replaced by its name in brackets
 * ("[picture: cell.png]"), so the card says what was there rather than show a
 * broken picture.
 */

/** Tags and entities Anki's editor writes; a file whose cells hold them is HTML. */
const HTML_MARKUP =
  /<\/?(?:b|i|u|s|em|strong|sub|sup|br|div|p|span|font|img|audio|a|ul|ol|li|table|tr|td|th|h[1-6]|blockquote|code|pre|hr)\b[^<>]*>|&(?:nbsp|amp|lt|gt|quot|#\d{1,7});|\[sound:[^\]\n]+\]/i;

export function looksLikeHtml(cell: string): boolean {
  return HTML_MARKUP.test(cell);
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** A cell as sanitised HTML with only stored media left as media. */
export function sanitizeTextCell(cell: string): string {
  return replaceMedia(sanitizeAnkiHtml(cell), ({ kind, name, tag }) => (parseMediaName(name) ? tag : escapeText(`[${kind}: ${name}]`)));
}

/**
 * A note's cells read as HTML: sanitised, and as plain text when none holds
 * more than text and line breaks (so they read as Mnemo's own cards do).
 */
export function readHtmlCells<T extends Record<string, string>>(cells: T): { cells: T; format: TContentFormat } {
  const sanitized = Object.fromEntries(Object.entries(cells).map(([key, value]) => [key, sanitizeTextCell(value).trim()])) as T;
  if (Object.values(sanitized).every(isPlainHtml)) {
    const plain = Object.fromEntries(Object.entries(sanitized).map(([key, value]) => [key, htmlToPlainText(value).trim()])) as T;
    return { cells: plain, format: "text" };
  }
  return { cells: sanitized, format: "html" };
}
