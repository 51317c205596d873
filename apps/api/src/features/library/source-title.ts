import { cleanLine, MAX_SOURCE_TITLE } from "@mnemo/api-contract";
import type { TExtractedDocument } from "../reading/document.ts";

/** A pasted text's first line is a title only this long; longer, it is cut at a word (docs/sources.md). */
export const TEXT_TITLE_CHARS = 80;
/** What a source is called when nothing in it or about it gives a name. */
export const UNTITLED_SOURCE = "Untitled document";

/**
 * A new source's title (docs/sources.md, "What is kept"): the document's own
 * title (its metadata, when the reading found one), else the first slide's
 * title or the first heading, else the file name without its extension; pasted
 * text is named by its opening Markdown heading, else its first line. Cleaned of invisible characters and cut at a
 * word boundary, so it always passes the rename schema (MAX_SOURCE_TITLE).
 */
export function sourceTitle(document: Pick<TExtractedDocument, "kind" | "sections" | "fileName"> & { title?: string | undefined }): string {
  const candidates =
    document.kind === "text"
      ? // A Markdown heading the reading lifted out of the first section ("# Cell respiration") names it best.
        [document.sections[0]?.heading, firstLine(document.sections[0]?.text ?? "")]
      : [document.title, firstHeading(document), fileNameStem(document.fileName)];
  for (const candidate of candidates) {
    const title = cutAtWord(tidy(candidate ?? ""), document.kind === "text" ? TEXT_TITLE_CHARS : MAX_SOURCE_TITLE);
    if (title) return title;
  }
  return UNTITLED_SOURCE;
}

/** The first slide's title (a slide's sections carry it as their heading), or the first heading of a Word or PDF file. */
function firstHeading(document: Pick<TExtractedDocument, "kind" | "sections">): string | undefined {
  if (document.kind === "pptx") {
    const first = document.sections[0];
    return document.sections.find((section) => section.slide === first?.slide && section.heading)?.heading;
  }
  if (document.kind === "pdf") {
    // A PDF's headings are found by size and numbering on every page: only a top heading on its first page names it
    // (a "Table of contents" on page 2, or a running line, does not).
    return document.sections.find((section) => section.page === 1 && section.heading && (section.level ?? 1) === 1)?.heading;
  }
  return document.sections.find((section) => section.heading)?.heading;
}

function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}

function fileNameStem(fileName: string | undefined): string | undefined {
  if (!fileName) return undefined;
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = base.lastIndexOf(".");
  // "notes.pdf" → "notes"; ".pdf" alone keeps its name rather than becoming empty.
  return (dot > 0 ? base.slice(0, dot) : base).replace(/[_]+/g, " ");
}

function tidy(text: string): string {
  return cleanLine(text).replace(/\s+/g, " ").trim();
}

/** At most `max` characters, cut before the last whole word (or mid-word when one word is longer), with an ellipsis when cut. */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(" ");
  const cut = (space >= max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.–—-]+$/u, "");
  return `${cut}…`;
}
