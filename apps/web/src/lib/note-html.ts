import { decodeHtmlEntities, isLocalMediaName, safeNoteStyle } from "@mnemo/api-contract";

/**
 * The pure rules for showing an imported note's HTML (docs/exchange.md): which
 * pictures and sounds may load, which inline styles stay, how cloze gaps are
 * marked, and the text a screen reader hears. The sanitiser
 * (sanitize-note-html.ts) applies them in the browser; nothing here trusts the
 * server to have sanitised the HTML already. What may stay is the contract's
 * note-HTML policy, the one the server imports notes under.
 */

/** Where the API serves a user's media files (signed-in only). */
export const MEDIA_PATH = "/api/media/";

/**
 * The address of a picture or sound a note names, or null when it may not load:
 * only a file name of the note's own media (isLocalMediaName, the contract's
 * note-HTML policy) becomes `/api/media/NAME`; remote, `data:`, `javascript:`
 * and other URLs, and paths, are dropped.
 */
export function mediaHref(src: string): string | null {
  return isLocalMediaName(src) ? `${MEDIA_PATH}${encodeURIComponent(src.trim())}` : null;
}

/** A `style` attribute with only the policy's properties and plain values ("" when none is left). */
export const safeStyle = safeNoteStyle;

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

const BLOCK_BREAK = /<\/?(?:br|div|p|li|tr|h[1-6]|blockquote|pre|table|ul|ol|hr)\b[^>]*>/gi;
const IMAGE = /<img\b[^>]*?\balt\s*=\s*(?:"([^"]*)"|'([^']*)')[^>]*>/gi;

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
  return decodeHtmlEntities(text).replace(/\s+/g, " ").trim();
}
