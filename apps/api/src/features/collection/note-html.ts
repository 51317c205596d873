import {
  decodeHtmlEntities,
  isLocalMediaName,
  NOTE_HTML_ATTRIBUTES,
  NOTE_HTML_TAGS,
  NOTE_STYLE_PROPERTIES,
  NOTE_STYLE_VALUE,
} from "@mnemo/api-contract";
import sanitize from "sanitize-html";

/**
 * Anki fields are HTML written by Anki's editor, add-ons and shared decks.
 * What an imported note may keep (docs/exchange.md, "Importing"):
 * - basic formatting: b, i, u, s, em, strong, sub, sup, br, div, p, span,
 *   headings, blockquote, lists, tables, code, pre, hr; `<font color>`
 *   becomes a coloured span;
 * - a few style properties (colour, background, weight, italics, underline,
 *   alignment), so highlighted words stay highlighted; nothing that can move
 *   or hide things on the page;
 * - pictures and sounds of the package itself: `<img src="NAME">` and
 *   `<audio src="NAME"></audio>` (Anki's `[sound:NAME]`), NAME a plain file
 *   name. Remote pictures (http:, https:, protocol-relative), `data:` URLs
 *   and absolute paths are dropped: they would call out to other servers
 *   each time a card is shown, and they are not part of the file.
 * Dropped with their content: script, style, and the like; dropped keeping
 * their text: links and every other tag; dropped always: event handlers,
 * classes, ids and every other attribute.
 */

const ALLOWED_STYLES = Object.fromEntries(NOTE_STYLE_PROPERTIES.map((property) => [property, [NOTE_STYLE_VALUE]]));

/** `[sound:NAME]` as Anki writes sounds and videos in fields. */
const SOUND_TAG = /\[sound:([^\]]+)\]/g;

/** A `[sound:NAME]`'s file name: entities decoded, `&nbsp;` read as a space (as Anki reads it). */
function soundName(name: string): string {
  return decodeHtmlEntities(name.replace(/&nbsp;/gi, " ")).trim();
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * A field as safe HTML under the rules above. `onMedia` hears the (decoded)
 * name of every picture and sound kept, once per reference.
 */
export function sanitizeAnkiHtml(html: string, { onMedia }: { onMedia?: (name: string) => void } = {}): string {
  // Most fields are bare text: without a tag, an entity or a sound there is nothing to parse (sanitize-html would only escape ">").
  if (!/[<&[]/.test(html)) return html.replace(/>/g, "&gt;");
  const withAudio = html.replace(SOUND_TAG, (_, name: string) => `<audio src="${escapeAttribute(soundName(name))}"></audio>`);
  return sanitize(withAudio, {
    allowedTags: [...NOTE_HTML_TAGS],
    allowedAttributes: Object.fromEntries(Object.entries(NOTE_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
    allowedStyles: { "*": ALLOWED_STYLES },
    // No scheme at all: only names relative to the note's own media survive.
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: ["src", "href"],
    allowProtocolRelative: false,
    transformTags: {
      // Anki keeps media names in NFC (as the package's media list has them); a field may spell them otherwise.
      img: (tagName, attribs) => ({ tagName, attribs: nfcSource(attribs) }),
      audio: (tagName, attribs) => ({ tagName, attribs: nfcSource(attribs) }),
      font: (_tagName, attribs): { tagName: string; attribs: Record<string, string> } => ({
        tagName: "span",
        attribs: attribs.color ? { style: `color: ${attribs.color}` } : {},
      }),
    },
    exclusiveFilter: (frame) => {
      if (frame.tag !== "img" && frame.tag !== "audio") return false;
      const src = frame.attribs.src ?? "";
      if (!isLocalMediaName(src)) return true;
      onMedia?.(src.trim());
      return false;
    },
  });
}

function nfcSource(attribs: sanitize.Attributes): sanitize.Attributes {
  return attribs.src === undefined ? attribs : { ...attribs, src: attribs.src.normalize("NFC") };
}

/** Tags that only break lines: what Anki's editor writes around plain text. */
const LINE_TAG = /<\/?(?:br|div|p)\s*\/?>/gi;
const ANY_TAG = /<[^>]*>/;

/**
 * Holds nothing but text and line breaks (`<br>`, bare `<div>` and `<p>`), so
 * it reads the same as plain text (htmlToPlainText). Give it sanitised HTML.
 */
export function isPlainHtml(html: string): boolean {
  return !ANY_TAG.test(html.replace(LINE_TAG, ""));
}

const TOKEN = /<(\/?)([a-z0-9]+)[^>]*>|[^<]+|</gi;

/**
 * Plain text of HTML that isPlainHtml accepts, laid out as a browser shows it:
 * a line per `<br>` and per block (`<div>`, `<p>`), an empty block holding a
 * `<br>` as an empty line, a `<br>` that ends a block adding nothing; entities
 * decoded and non-breaking spaces as spaces (as Anki reads them). Line breaks
 * typed beside tags are source formatting; those inside text are kept.
 */
export function htmlToPlainText(html: string): string {
  const lines: string[] = [];
  // The line being written, or null when the last break closed it and nothing followed yet.
  let current: string | null = null;
  const source = html.replace(/\r\n?/g, "\n").replace(/\n*(<[^>]*>)\n*/g, "$1");
  for (const [token, , tag] of source.matchAll(TOKEN)) {
    const name = tag?.toLowerCase();
    if (name === "br") {
      lines.push(current ?? "");
      current = null;
    } else if (name === "div" || name === "p") {
      if (current !== null) lines.push(current);
      current = null;
    } else if (name === undefined) {
      current = (current ?? "") + token;
    }
  }
  if (current !== null) lines.push(current);
  return decodeHtmlEntities(lines.join("\n")).replace(/\u00a0/g, " ");
}
