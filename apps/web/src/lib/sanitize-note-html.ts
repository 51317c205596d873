import { escapeHtml, NOTE_HTML_ATTRIBUTES, NOTE_HTML_TAGS } from "@mnemo/api-contract";
import createDOMPurify, { type Config, type DOMPurify } from "dompurify";
import { CLOZE_MARKS, MEDIA_PATH, mediaHref, safeStyle } from "./note-html.ts";

/**
 * The allow-list an imported note's HTML is shown through (docs/exchange.md):
 * the contract's note-HTML policy (the server imports notes under the same
 * one), plus the cloze marks of note-html.ts (`<mark>`, `data-cloze`,
 * `aria-hidden`). Everything else is dropped, whatever the server sent.
 * DOMPurify allows attributes on any allowed tag, not per tag.
 */
const CONFIG = {
  ALLOWED_TAGS: [...NOTE_HTML_TAGS, "mark"],
  ALLOWED_ATTR: [...new Set(Object.values(NOTE_HTML_ATTRIBUTES).flat()), "data-cloze", "aria-hidden"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // DOMPurify checks every other attribute's value against ALLOWED_URI_REGEXP unless it is listed here.
  ADD_URI_SAFE_ATTR: ["colspan", "rowspan", "data-cloze", "aria-hidden"],
  // The only address left after the src hook below: the API's media route.
  ALLOWED_URI_REGEXP: new RegExp(`^${MEDIA_PATH.replace(/\//g, "\\/")}[^/?#]+$`),
  KEEP_CONTENT: true,
} satisfies Config;

const CLOZE_MARK_SET = new Set<string>(CLOZE_MARKS);

let instance: DOMPurify | null = null;
/** Set for one sanitize call: pictures and sounds become words instead of loading (see sanitizeNoteHtml). */
let isMediaShownAsText = false;

/** One DOMPurify of our own, so these hooks never touch another use of the library. */
function purifier(): DOMPurify | null {
  if (instance) return instance.isSupported ? instance : null;
  if (typeof window === "undefined") return null;
  const purify = createDOMPurify(window);
  purify.addHook("uponSanitizeAttribute", (_node, event) => {
    if (event.attrName === "src") {
      const href = mediaHref(event.attrValue);
      if (href === null) event.keepAttr = false;
      else event.attrValue = href;
    } else if (event.attrName === "style") {
      event.attrValue = safeStyle(event.attrValue);
      if (event.attrValue === "") event.keepAttr = false;
    } else if (event.attrName === "data-cloze") {
      if (!CLOZE_MARK_SET.has(event.attrValue)) event.keepAttr = false;
    } else if (event.attrName === "aria-hidden") {
      if (event.attrValue !== "true") event.keepAttr = false;
    }
  });
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName === "IMG" || node.nodeName === "AUDIO") {
      // A picture or sound whose source was dropped shows nothing useful: drop it whole.
      if (!node.hasAttribute("src")) {
        node.remove();
        return;
      }
      if (isMediaShownAsText) {
        const alt = node.getAttribute("alt")?.trim();
        const words = node.nodeName === "IMG" ? (alt ? `[picture: ${alt}]` : "[picture]") : "[sound]";
        node.replaceWith(node.ownerDocument.createTextNode(words));
        return;
      }
      if (node.nodeName === "IMG") node.setAttribute("loading", "lazy");
      else {
        node.setAttribute("controls", "");
        node.setAttribute("preload", "none");
      }
    }
  });
  instance = purify;
  return purify.isSupported ? purify : null;
}

/**
 * An imported note's HTML, safe to put in the page. Where DOMPurify cannot run
 * (no DOM, as in a unit test or an old browser) it answers the HTML escaped,
 * never as it came. `mediaAsText`: pictures and sounds read "[picture]" and
 * "[sound]" (an import's preview, whose files are not saved yet).
 */
export function sanitizeNoteHtml(html: string, { mediaAsText = false }: { mediaAsText?: boolean } = {}): string {
  const purify = purifier();
  if (!purify) return escapeHtml(html);
  isMediaShownAsText = mediaAsText;
  try {
    return purify.sanitize(html, CONFIG);
  } finally {
    isMediaShownAsText = false;
  }
}
