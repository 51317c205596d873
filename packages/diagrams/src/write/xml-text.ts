import { escapeXml } from "../svg/svg-text.ts";

/**
 * An XML attribute value for the OPML and FreeMind writers: escaped as the
 * SVG writer escapes text (characters XML cannot hold dropped), and the
 * whitespace an XML parser would fold into spaces (tab, line feed, carriage
 * return) written as character references, so a reader gets back exactly the
 * text that was written, line breaks of a note included.
 */
export function xmlAttribute(text: string): string {
  return escapeXml(text).replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}
