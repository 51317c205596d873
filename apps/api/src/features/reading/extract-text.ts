import type { TExtractedDocument, THeadingLevel } from "./document.ts";
import type { TSectionDraft } from "./extraction.ts";
import { emptyDocumentError } from "./file-errors.ts";
import { countWords, normaliseText } from "./normalise-text.ts";

/** A paragraph longer than this is cut at sentence ends into pieces of at most this many characters. */
export const TEXT_SECTION_CHARS = 1500;
/** A paragraph shorter than this (a heading, a one-line aside) joins its neighbour rather than standing alone. */
export const MIN_PARAGRAPH_CHARS = 100;

/** A sentence ends at ". " (or "!", "?", with closing quotes) before a capital, digit or opening quote. */
const SENTENCE_BREAK = /[.!?]["'”’)\]]*\s+(?=["'“(]?[\p{Lu}\d])/gu;

/**
 * A Markdown heading line: "#" to "######", a space, a title of at most MAX_HEADING_CHARS that does not end a
 * sentence; also under a list's bullet ("- #### Rods"), as notes written in lists do.
 */
const MARKDOWN_HEADING = /^(?:[-*+][ \t]+)?(#{1,6})[ \t]+(\S.*)$/;
/** YAML front matter a notes site puts before the text ("---", "title: …", "parent: …", "---"): not text to learn. */
const FRONT_MATTER = /^---[ \t]*\n(?:[\w-]+:.*\n|[ \t]+.*\n|[ \t]*\n){1,40}?---[ \t]*(?:\n|$)/;
const MAX_HEADING_CHARS = 120;
const CODE_FENCE = /^(?:```|~~~)/;

/**
 * Pasted text: one section per paragraph (split at blank lines), so coverage
 * counts paragraphs and each paragraph gets its own share of cards. A very
 * short paragraph (a heading line) joins the one after it, or the one before
 * when it is last; a paragraph over TEXT_SECTION_CHARS is cut between
 * sentences. Markdown headings ("## Markets") start a new section and become
 * its heading and level, as Word headings do; text without them reads as
 * before. YAML front matter at the very start (a notes site's "title:") is
 * left out. Section texts are slices of the normalised text, so card sources
 * quote exactly what the user pasted.
 */
export function extractText({ text }: { text: string }): TExtractedDocument {
  const drafts: TSectionDraft[] = markdownChunks(normaliseText(text)).flatMap(({ heading, body }) =>
    paragraphPieces(body).map((piece) => (heading ? { ...heading, text: piece } : { text: piece })),
  );
  if (drafts.length === 0) throw emptyDocumentError("text");
  return toExtractedDocument({ kind: "text", mime: "text/plain", pageCount: 0, drafts });
}

type TChunk = { heading?: { heading: string; level: THeadingLevel }; body: string };

/** The text cut at its Markdown heading lines (never inside a ``` code block); the heading lines themselves are lifted out. */
function markdownChunks(text: string): TChunk[] {
  const chunks: TChunk[] = [];
  let current: TChunk = { body: "" };
  let lines: string[] = [];
  let isCode = false;
  const close = () => {
    current.body = lines.join("\n").trim();
    chunks.push(current);
    lines = [];
  };
  const frontMatter = FRONT_MATTER.exec(text)?.[0] ?? "";
  for (const line of text.slice(frontMatter.length).split("\n")) {
    if (CODE_FENCE.test(line)) isCode = !isCode;
    const match = isCode ? null : MARKDOWN_HEADING.exec(line);
    const title = match?.[2]!.replace(/[ \t]+#+$/, "").trim();
    // "# Jakub believes where it rains." marks a sentence as odd in linguistics: a heading ends no sentence.
    if (!match || !title || title.length > MAX_HEADING_CHARS || /[.,;]$/.test(title)) {
      lines.push(line);
      continue;
    }
    close();
    current = { heading: { heading: title, level: match[1]!.length as THeadingLevel }, body: "" };
  }
  close();
  return chunks;
}

/** One chunk's paragraphs: short ones joined to a neighbour, long ones cut between sentences. */
function paragraphPieces(text: string): string[] {
  const paragraphs = text.split(/\n\n+/).filter((paragraph) => paragraph !== "");
  const merged: string[] = [];
  let pending = "";
  for (const paragraph of paragraphs) {
    const joined = pending ? `${pending}\n\n${paragraph}` : paragraph;
    if (joined.length < MIN_PARAGRAPH_CHARS) pending = joined;
    else {
      merged.push(joined);
      pending = "";
    }
  }
  if (pending) {
    if (merged.length > 0 && merged.at(-1)!.length + 2 + pending.length <= TEXT_SECTION_CHARS)
      merged.push(`${merged.pop()!}\n\n${pending}`);
    else merged.push(pending);
  }
  return merged.flatMap(splitLongParagraph);
}

/** Sentences packed greedily into pieces of at most TEXT_SECTION_CHARS; one longer sentence stays whole. */
function splitLongParagraph(paragraph: string): string[] {
  if (paragraph.length <= TEXT_SECTION_CHARS) return [paragraph];
  const pieces: string[] = [];
  let pieceStart = 0;
  let lastBreak = -1;
  let lastResume = -1;
  for (const match of paragraph.matchAll(SENTENCE_BREAK)) {
    const end = match.index + match[0].trimEnd().length;
    if (end - pieceStart > TEXT_SECTION_CHARS && lastBreak > pieceStart) {
      pieces.push(paragraph.slice(pieceStart, lastBreak));
      pieceStart = lastResume;
    }
    lastBreak = end;
    lastResume = match.index + match[0].length;
  }
  if (paragraph.length - pieceStart > TEXT_SECTION_CHARS && lastBreak > pieceStart) {
    pieces.push(paragraph.slice(pieceStart, lastBreak));
    pieceStart = lastResume;
  }
  pieces.push(paragraph.slice(pieceStart));
  return pieces;
}

/** Numbers the sections and counts what the quota counts. */
export function toExtractedDocument({
  drafts,
  ...rest
}: Omit<TExtractedDocument, "sections" | "words" | "characters"> & { drafts: TSectionDraft[] }): TExtractedDocument {
  const sections = drafts.map((draft, index) => ({ index, ...draft }));
  return {
    ...rest,
    sections,
    words: countWords(sections.map((section) => section.text).join("\n")),
    characters: sections.reduce((sum, section) => sum + section.text.length, 0),
  };
}
