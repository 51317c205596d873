import { createHash } from "node:crypto";

/**
 * Anki's rules for a note's fields, as its Rust core applies them when a note
 * is saved (docs/exchange.md, "Anki packages"): fields are HTML joined by the
 * 0x1f unit separator; `sfld` is the sort field and `csum` the first field's
 * checksum, both read from the field with its HTML stripped but media file
 * names kept; tags are one space-separated string with a space at each end.
 * The writer computes them and the checker recomputes them, so both follow
 * these functions.
 */

export const FIELD_SEPARATOR = "\u001f";

/**
 * Plain text as the HTML of a field: `&`, `<` and `>` escaped, line breaks as
 * `<br>`. Carriage returns and other controls (which Anki strips from fields)
 * become numeric entities, so `fieldHtmlToText` gives back exactly the text.
 */
export function textToFieldHtml(text: string): string {
  FIELD_SPECIAL.lastIndex = 0;
  if (!FIELD_SPECIAL.test(text)) return text;
  return text.replace(FIELD_SPECIAL, escapeFieldChar);
}

// eslint-disable-next-line no-control-regex -- the controls Anki strips, and what HTML needs escaped
const FIELD_SPECIAL = /[&<>\n\u0000-\u0008\u000B-\u001F\u007F]/g;

function escapeFieldChar(char: string): string {
  switch (char) {
    case "&":
      return "&amp;";
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case "\n":
      return "<br>";
    default:
      return `&#${char.charCodeAt(0)};`;
  }
}

const TEXT_FIELD_TOKEN = /<br>|&(?:amp|lt|gt|#\d{1,7});/g;

/** The inverse of `textToFieldHtml` (anything else in the field is left as it is). */
export function fieldHtmlToText(html: string): string {
  return html.replace(TEXT_FIELD_TOKEN, (token) => {
    if (token === "<br>") return "\n";
    if (token === "&amp;") return "&";
    if (token === "&lt;") return "<";
    if (token === "&gt;") return ">";
    return String.fromCodePoint(Math.min(Number(token.slice(2, -1)), 0x10ffff));
  });
}

/** The field is exactly what `textToFieldHtml` writes for some text: plain text, no formatting. */
export function isTextField(html: string): boolean {
  return textToFieldHtml(fieldHtmlToText(html)) === html;
}

export function joinFields(fields: readonly string[]): string {
  return fields.join(FIELD_SEPARATOR);
}

export function splitFields(flds: string): string[] {
  return flds.split(FIELD_SEPARATOR);
}

/**
 * Tags as Anki stores them: " a b " (an empty string for none). Tags are split
 * on spaces in Anki, so each must be one word: `ankiTagName` makes it one.
 */
export function formatTags(tags: readonly string[]): string {
  return tags.length === 0 ? "" : ` ${tags.join(" ")} `;
}

/** A string as one Anki tag: spaces (and ideographic spaces) as `_`, ASCII controls removed; "" when nothing is left. */
export function ankiTagName(text: string): string {
  return (
    text
      .normalize("NFC")
      .replace(/[\s\u3000]+/g, "_")
      // eslint-disable-next-line no-control-regex -- Anki drops ASCII controls from tags
      .replace(/[\u0000-\u001f\u007f]/g, "")
  );
}

// The HTML 4 entity set (what Anki's entity decoder knows): Latin-1 from U+00A0 in order, then the rest by code point.
const LATIN1_NAMES =
  "nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot " +
  "cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml " +
  "Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig " +
  "agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute " +
  "ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml";
const GREEK_NAMES = "Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho";
const OTHER_ENTITIES =
  "quot:34 amp:38 lt:60 gt:62 OElig:338 oelig:339 Scaron:352 scaron:353 Yuml:376 fnof:402 circ:710 tilde:732 " +
  "Sigma:931 Tau:932 Upsilon:933 Phi:934 Chi:935 Psi:936 Omega:937 thetasym:977 upsih:978 piv:982 " +
  "ensp:8194 emsp:8195 thinsp:8201 zwnj:8204 zwj:8205 lrm:8206 rlm:8207 ndash:8211 mdash:8212 lsquo:8216 rsquo:8217 sbquo:8218 " +
  "ldquo:8220 rdquo:8221 bdquo:8222 dagger:8224 Dagger:8225 bull:8226 hellip:8230 permil:8240 prime:8242 Prime:8243 lsaquo:8249 " +
  "rsaquo:8250 oline:8254 frasl:8260 euro:8364 image:8465 weierp:8472 real:8476 trade:8482 alefsym:8501 larr:8592 uarr:8593 " +
  "rarr:8594 darr:8595 harr:8596 crarr:8629 lArr:8656 uArr:8657 rArr:8658 dArr:8659 hArr:8660 forall:8704 part:8706 exist:8707 " +
  "empty:8709 nabla:8711 isin:8712 notin:8713 ni:8715 prod:8719 sum:8721 minus:8722 lowast:8727 radic:8730 prop:8733 infin:8734 " +
  "ang:8736 and:8743 or:8744 cap:8745 cup:8746 int:8747 there4:8756 sim:8764 cong:8773 asymp:8776 ne:8800 equiv:8801 le:8804 " +
  "ge:8805 sub:8834 sup:8835 nsub:8836 sube:8838 supe:8839 oplus:8853 otimes:8855 perp:8869 sdot:8901 lceil:8968 rceil:8969 " +
  "lfloor:8970 rfloor:8971 lang:9001 rang:9002 loz:9674 spades:9824 clubs:9827 hearts:9829 diams:9830";

const HTML4_ENTITIES: ReadonlyMap<string, number> = new Map([
  ...LATIN1_NAMES.split(" ").map((name, index) => [name, 0xa0 + index] as const),
  ...GREEK_NAMES.split(" ").map((name, index) => [name, 0x391 + index] as const),
  // Lower-case Greek: alpha to omega, with final sigma where U+03C2 falls.
  ...GREEK_NAMES.toLowerCase()
    .replace("rho", "rho sigmaf")
    .concat(" sigma tau upsilon phi chi psi omega")
    .split(" ")
    .map((name, index) => [name, 0x3b1 + index] as const),
  ...OTHER_ENTITIES.split(" ").map((pair) => {
    const [name = "", code = "0"] = pair.split(":");
    return [name, Number(code)] as const;
  }),
]);

// Anki's text.rs: comments, style and script blocks with their content, then any tag.
const HTML_TAG = /<!--.*?-->|<style.*?>.*?<\/style>|<script.*?>.*?<\/script>|<.*?>/gis;

// Anki's HTML_MEDIA_TAGS: an img/audio/video/object/source tag's src or data attribute, quoted or not.
const HTML_MEDIA_TAG =
  /<\b(?:img|audio|video|object|source)\b(?:[^>]|"[^"]+?"|'[^']+?')+?\b(?:src|data)\b=(?:"([^"]+?)"[^>]*>|'([^']+?)'[^>]*>|([^ >]+?)(?: [^>]*>|>))/gis;

/**
 * HTML entities decoded as Anki's `decode_entities` does (the `htmlescape`
 * crate): the HTML 4 named entities and numeric ones. One malformed or unknown
 * entity (a bare `&` followed by text and a `;`, or no `;` at all) makes the
 * whole text stay as it is; after decoding, no-break spaces become spaces.
 */
export function decodeAnkiEntities(text: string): string {
  if (!text.includes("&")) return text;
  let out = "";
  let index = 0;
  while (index < text.length) {
    const amp = text.indexOf("&", index);
    if (amp === -1) {
      out += text.slice(index);
      break;
    }
    out += text.slice(index, amp);
    const end = text.indexOf(";", amp + 1);
    if (end === -1) return text;
    const char = decodeEntity(text.slice(amp + 1, end));
    if (char === null) return text;
    out += char;
    index = end + 1;
  }
  return out.replace(/\u00a0/g, " ");
}

function decodeEntity(body: string): string | null {
  if (body.startsWith("#")) {
    const isHex = body[1] === "x";
    const digits = body.slice(isHex ? 2 : 1);
    if (digits === "" || !(isHex ? /^[0-9a-fA-F]+$/ : /^[0-9]+$/).test(digits)) return null;
    const code = parseInt(digits, isHex ? 16 : 10);
    // Rust's char::from_u32: no surrogates, nothing past U+10FFFF.
    if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return null;
    return String.fromCodePoint(code);
  }
  const code = HTML4_ENTITIES.get(body);
  return code === undefined ? null : String.fromCodePoint(code);
}

/** Anki's `strip_html`: tags (and comments, style and script blocks) removed, then entities decoded. */
export function stripAnkiHtml(html: string): string {
  return decodeAnkiEntities(html.replace(HTML_TAG, ""));
}

/** Anki's `strip_html_preserving_media_filenames`: a picture or sound tag becomes its file name between spaces, then `stripAnkiHtml`. */
export function stripHtmlKeepingMediaNames(html: string): string {
  if (!html.includes("<") && !html.includes("&")) return html;
  const withNames = html.replace(
    HTML_MEDIA_TAG,
    (_match, double: string | undefined, single: string | undefined, bare: string | undefined) => ` ${double ?? single ?? bare ?? ""} `,
  );
  return stripAnkiHtml(withNames);
}

/** The note's `sfld`: its sort field (`sortf` of the note type) without HTML, media names kept. */
export function sortField(fields: readonly string[], sortIndex = 0): string {
  return stripHtmlKeepingMediaNames(fields[sortIndex] ?? "");
}

/** The note's `csum`: the first 8 hex digits of the sha1 of its first field without HTML (media names kept), as an integer. */
export function fieldChecksum(firstField: string): number {
  return strippedFieldChecksum(stripHtmlKeepingMediaNames(firstField));
}

/** `fieldChecksum` of a field already stripped by `stripHtmlKeepingMediaNames` (a writer whose sort field is the first strips it once). */
export function strippedFieldChecksum(stripped: string): number {
  return createHash("sha1").update(stripped, "utf8").digest().readUInt32BE(0);
}
