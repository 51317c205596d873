/**
 * The pure rules for showing an imported note's HTML (docs/exchange.md): which
 * pictures and sounds may load, which inline styles stay, how cloze gaps are
 * marked, and the text a screen reader hears. The sanitiser
 * (sanitize-note-html.ts) applies them in the browser; nothing here trusts the
 * server to have sanitised the HTML already.
 */

/** Where the API serves a user's media files (signed-in only). */
export const MEDIA_PATH = "/api/media/";

/**
 * The address of a picture or sound a note names, or null when it may not load:
 * only a plain file name of the note's own media becomes `/api/media/NAME`;
 * remote, `data:`, `javascript:` and other URLs, and paths, are dropped.
 */
export function mediaHref(src: string): string | null {
  const name = src.trim();
  if (name === "" || name === "." || name === "..") return null;
  if (/[/\\]/.test(name) || /^[a-z][a-z0-9+.-]*:/i.test(name) || name.startsWith("#") || name.startsWith("?")) return null;
  return `${MEDIA_PATH}${encodeURIComponent(name)}`;
}

/** Inline style properties a note keeps: colours, weight, italics, underline and alignment, nothing that moves or hides things. */
const STYLE_PROPERTIES = new Set(["color", "background-color", "font-weight", "font-style", "text-decoration", "text-align"]);
// Colour names, #hex, rgb()/hsl(), weights, alignments; no url(), var() or expression().
const SAFE_STYLE_VALUE = /^[#a-z0-9(),.%\s-]{1,40}$/i;
const FUNCTION_CALL = /([a-z-]+)\s*\(/gi;
const ALLOWED_FUNCTIONS = new Set(["rgb", "rgba", "hsl", "hsla"]);

/** A `style` attribute with only the allowed properties and plain values ("" when none is left). */
export function safeStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (!STYLE_PROPERTIES.has(property) || !SAFE_STYLE_VALUE.test(value)) continue;
    const calls = [...value.matchAll(FUNCTION_CALL)].map((match) => match[1]!.toLowerCase());
    if (calls.some((name) => !ALLOWED_FUNCTIONS.has(name))) continue;
    kept.push(`${property}: ${value}`);
  }
  return kept.join("; ");
}

/**
 * Marks the sanitiser keeps on `data-cloze` (any other value is dropped):
 * "gap" a hidden deletion, "answer" a revealed one, "sr" words for screen
 * readers only ("blank, hint:").
 */
export const CLOZE_MARKS = ["gap", "answer", "sr"] as const;

/** A run of a cloze card: its HTML as written, or a deletion (answer and hint are HTML too). */
export type TClozeHtmlPart = { kind: "text"; text: string } | { kind: "gap"; answer: string; hint: string | null };

/**
 * A cloze note's HTML with its deletions marked: hidden, a gap showing the
 * hint (or `placeholder`) and saying "blank" to screen readers; revealed, the
 * answer highlighted. The result still goes through the sanitiser.
 */
export function clozeHtml(
  parts: readonly TClozeHtmlPart[],
  { isRevealed, placeholder = "…" }: { isRevealed: boolean; placeholder?: string },
) {
  return parts
    .map((part) => {
      if (part.kind === "text") return part.text;
      if (isRevealed) return `<mark data-cloze="answer">${part.answer}</mark>`;
      return part.hint
        ? `<span data-cloze="gap"><span data-cloze="sr">blank, hint: </span>${part.hint}</span>`
        : `<span data-cloze="gap"><span data-cloze="sr">blank</span><span aria-hidden="true">${placeholder}</span></span>`;
    })
    .join("");
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
const BLOCK_BREAK = /<\/?(?:br|div|p|li|tr|h[1-6]|blockquote|pre|table|ul|ol|hr)\b[^>]*>/gi;
const IMAGE = /<img\b[^>]*?\balt\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi;

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * What a note's HTML says, as plain text for screen readers' live regions and
 * other places that show text only: tags dropped (a picture reads as its alt
 * text), blocks and line breaks as spaces, entities decoded, spaces collapsed.
 */
export function noteHtmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(IMAGE, (_, double: string | undefined, single: string | undefined) => ` ${double ?? single ?? ""} `)
    .replace(BLOCK_BREAK, " ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}
