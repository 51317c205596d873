import { decodeHtmlEntities } from "@mnemo/api-contract";

/**
 * An HTML note field (sanitised on import) as the plain text a printed page
 * shows: line breaks where the HTML breaks lines (`<br>`, the end of a
 * paragraph, a list item as "• "), formatting dropped, entities decoded, a
 * picture as "[picture]" and a sound as "[sound]" (a PDF cannot show the one
 * at its size nor play the other).
 */
export const PICTURE_MARKER = "[picture]";
export const SOUND_MARKER = "[sound]";

/** Stands for a block's edge until neighbouring edges are merged (a private-use character, which sanitised HTML does not hold). */
const BLOCK = "\ue000";
const BLOCK_EDGES = new RegExp(` *${BLOCK}[${BLOCK} ]*`, "g");
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|blockquote|pre|ul|ol|table|section|article)\s*>/gi;
const BLOCK_START = /<(?:p|div|h[1-6]|tr|blockquote|pre|ul|ol|table|section|article)(?:\s[^>]*)?>/gi;

export function htmlToText(html: string): string {
  return decodeHtmlEntities(
    html
      // Source line breaks and runs of spaces are one space in HTML.
      .replace(/\s+/g, " ")
      .replace(/<(script|style)[^>]*>.*?<\/\1\s*>/gi, "")
      .replace(/<audio[^>]*>.*?<\/audio\s*>|<audio[^>]*\/?>/gi, ` ${SOUND_MARKER} `)
      .replace(/<img[^>]*>/gi, ` ${PICTURE_MARKER} `)
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<li(?:\s[^>]*)?>/gi, `${BLOCK}• `)
      .replace(BLOCK_START, BLOCK)
      .replace(BLOCK_END, BLOCK)
      .replace(/<\/t[dh]\s*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      // Where blocks meet (</div><div>) is one line break, not one per tag.
      .replace(BLOCK_EDGES, "\n"),
  )
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
