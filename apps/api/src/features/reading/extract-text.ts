import type { TExtractedDocument } from "./document.ts";
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
 * Pasted text: one section per paragraph (split at blank lines), so coverage
 * counts paragraphs and each paragraph gets its own share of cards. A very
 * short paragraph (a heading line) joins the one after it, or the one before
 * when it is last; a paragraph over TEXT_SECTION_CHARS is cut between
 * sentences. Section texts are slices of the normalised text, so card sources
 * quote exactly what the user pasted.
 */
export function extractText({ text }: { text: string }): TExtractedDocument {
  const paragraphs = normaliseText(text)
    .split(/\n\n+/)
    .filter((paragraph) => paragraph !== "");
  if (paragraphs.length === 0) throw emptyDocumentError("text");
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
  const drafts: TSectionDraft[] = merged.flatMap((paragraph) => splitLongParagraph(paragraph).map((piece) => ({ text: piece })));
  return toExtractedDocument({ kind: "text", mime: "text/plain", pageCount: 0, drafts });
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
