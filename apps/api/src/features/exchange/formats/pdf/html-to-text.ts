/**
 * An HTML note field (sanitised on import) as the plain text a printed page
 * shows: line breaks where the HTML breaks lines (`<br>`, the end of a
 * paragraph, a list item as "• "), formatting dropped, entities decoded, a
 * picture as "[picture]" and a sound as "[sound]" (a PDF cannot show the one
 * at its size nor play the other).
 */
export const PICTURE_MARKER = "[picture]";
export const SOUND_MARKER = "[sound]";

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  middot: "·",
  times: "×",
  divide: "÷",
  deg: "°",
  plusmn: "±",
  le: "≤",
  ge: "≥",
  ne: "≠",
  rarr: "→",
  larr: "←",
  euro: "€",
  copy: "©",
};

/** Stands for a block's edge until neighbouring edges are merged (a private-use character, which sanitised HTML does not hold). */
const BLOCK = "\ue000";
const BLOCK_EDGES = new RegExp(` *${BLOCK}[${BLOCK} ]*`, "g");
const BLOCK_END = /<\/(?:p|div|h[1-6]|li|tr|blockquote|pre|ul|ol|table|section|article)\s*>/gi;
const BLOCK_START = /<(?:p|div|h[1-6]|tr|blockquote|pre|ul|ol|table|section|article)(?:\s[^>]*)?>/gi;

export function htmlToText(html: string): string {
  return decodeEntities(
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

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const codePoint = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}
