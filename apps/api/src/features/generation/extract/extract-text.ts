import type { TExtractedDocument } from "../types.ts";
import type { TSectionDraft } from "./extraction.ts";
import { emptyDocumentError } from "./file-errors.ts";
import { countWords, normaliseText } from "./normalise-text.ts";

/** Pasted text is cut at paragraph ends into sections of about this many characters. */
export const TEXT_SECTION_CHARS = 1500;

/**
 * Pasted text: paragraphs (split at blank lines) grouped into sections of
 * ~1500 characters, so a card's source points at a findable passage. A single
 * longer paragraph stays whole rather than being cut mid-sentence.
 */
export function extractText({ text }: { text: string }): TExtractedDocument {
  const paragraphs = normaliseText(text)
    .split(/\n\n+/)
    .filter((paragraph) => paragraph !== "");
  if (paragraphs.length === 0) throw emptyDocumentError("text");
  const drafts: TSectionDraft[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (current && current.length + 2 + paragraph.length > TEXT_SECTION_CHARS) {
      drafts.push({ text: current });
      current = paragraph;
    } else {
      current = current ? `${current}\n\n${paragraph}` : paragraph;
    }
  }
  drafts.push({ text: current });
  return toExtractedDocument({ kind: "text", mime: "text/plain", pageCount: 0, drafts });
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
    words: sections.reduce((sum, section) => sum + countWords(section.text), 0),
    characters: sections.reduce((sum, section) => sum + section.text.length, 0),
  };
}
