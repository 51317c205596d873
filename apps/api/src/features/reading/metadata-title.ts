import { strFromU8 } from "fflate";

/**
 * Titles that are not a document's name but its tool's leftovers: "Microsoft
 * Word - notes.docx", "untitled", "Slide 1", a bare file name. A source falls
 * back to its first heading or its file name instead (docs/sources.md).
 */
const NOT_A_TITLE =
  /^(?:untitled\b|title\b|slide \d+$|presentation\d*$|document\d*$|microsoft (?:word|powerpoint)\b)|\.(?:docx?|pptx?|pdf|txt|rtf|odt)$/i;

/** A title from a document's metadata, tidied, or undefined when it names nothing. */
export function metadataTitle(raw: unknown): string | undefined {
  if (typeof raw !== "string") return undefined;
  const title = raw.replace(/\s+/g, " ").trim();
  if (title.length < 2 || NOT_A_TITLE.test(title)) return undefined;
  return title;
}

/** dc:title of an Office package's core properties (docProps/core.xml), when it has one. */
export function coreXmlTitle(coreXml: Uint8Array | undefined): string | undefined {
  if (!coreXml) return undefined;
  const match = /<dc:title>([\s\S]*?)<\/dc:title>/.exec(strFromU8(coreXml.subarray(0, 64 * 1024)));
  if (!match?.[1]) return undefined;
  const text = match[1]
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_entity, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, "&");
  return metadataTitle(text);
}
