/**
 * What an imported note's HTML may hold (docs/exchange.md, "Importing"), read
 * by both sanitisers: the server's sanitize-html when a note is imported and
 * the browser's DOMPurify each time one is shown. Two sanitisers, one policy.
 * Zod-free, so the web app can read it without loading zod.
 */

/** Basic formatting, blocks, tables, and pictures and sounds of the note's own media. */
export const NOTE_HTML_TAGS = [
  ...["b", "i", "u", "s", "em", "strong", "sub", "sup", "br", "div", "p", "span", "h1", "h2", "h3", "h4", "h5", "h6"],
  ...["blockquote", "ul", "ol", "li", "code", "pre", "hr"],
  ...["table", "thead", "tbody", "tfoot", "tr", "th", "td", "caption"],
  ...["img", "audio"],
] as const;

/** The attributes each tag keeps ("*": every allowed tag); every other attribute (event handlers, class, id, href…) is dropped. */
export const NOTE_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  img: ["src", "alt"],
  audio: ["src"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan"],
  "*": ["style"],
};

/** Inline style properties a note keeps: colours, weight, italics, underline and alignment, nothing that moves or hides things. */
export const NOTE_STYLE_PROPERTIES = ["color", "background-color", "font-weight", "font-style", "text-decoration", "text-align"] as const;

/**
 * A style value a note keeps: words, numbers, #hex, percentages, commas and spaces, or the colour
 * functions rgb(), rgba(), hsl() and hsla() of such, at most 40 characters. Nothing else with
 * parentheses: `expression(...)` (old Internet Explorer ran it as script), `url(...)` (a request
 * to another server), `var()`/`env()`/`attr()`; no colon (`javascript:`), `@` (`@import`),
 * backslash escapes (`\65xpression`), quotes, `!important`, semicolons or comments.
 */
export const NOTE_STYLE_VALUE = /^(?=[\s\S]{1,40}$)(?:[#a-z0-9.,%\s-]|(?:rgba?|hsla?)\([0-9.,%\s/]*\))+$/i;

const STYLE_PROPERTY_SET = new Set<string>(NOTE_STYLE_PROPERTIES);

/** A `style` attribute with only the allowed properties and values ("" when none is left). */
export function safeNoteStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (STYLE_PROPERTY_SET.has(property) && NOTE_STYLE_VALUE.test(value)) kept.push(`${property}: ${value}`);
  }
  return kept.join("; ");
}

/**
 * A picture's or sound's `src` that names a file of the note's own media: a
 * plain file name, no scheme (`https:`, `data:`, `javascript:`), no path
 * (`/`, `\`), not empty, `.` or `..`, and not starting with `#` or `?` (a
 * reference to the page itself, in Anki's editor as in a browser). Anki's own
 * media names all pass: it never writes `/ \ : ? # …` at the start of one, and
 * refuses `/ \ : ?` anywhere.
 */
export function isLocalMediaName(src: string): boolean {
  const name = src.trim();
  if (name === "" || name === "." || name === "..") return false;
  return !/[/\\]/.test(name) && !/^[a-z][a-z0-9+.-]*:/i.test(name) && !/^[#?]/.test(name);
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
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

/**
 * HTML entities decoded in one pass (so "&amp;lt;" reads "&lt;"): numeric ones
 * (decimal and hex, U+0001 to U+10FFFF) and the named ones sanitised notes and
 * everyday text hold (`&nbsp;` as U+00A0, a no-break space). An unknown or
 * out-of-range entity stays as written. Anki's own stricter decoder (all of
 * HTML 4, all-or-nothing) lives beside the Anki writer, where sort fields and
 * checksums must match Anki's to the byte.
 */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith("#")) {
      const code = body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}
