/** A paragraph of a section's text and where it starts in that text (so a highlight's offsets can be placed in it). */
export type SectionParagraph = { text: string; offset: number };

/**
 * A section's text as the viewer shows it: paragraphs are separated by one or
 * more blank lines (the contract's layout, packages/api-contract/src/sources.ts),
 * and the line breaks inside one (list items) stay, shown as lines. Blank
 * paragraphs are dropped; offsets point into the original text.
 */
export function sectionParagraphs(text: string): SectionParagraph[] {
  const paragraphs: SectionParagraph[] = [];
  const separator = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (const match of text.matchAll(separator)) {
    push(paragraphs, text, start, match.index);
    start = match.index + match[0].length;
  }
  push(paragraphs, text, start, text.length);
  return paragraphs;
}

function push(paragraphs: SectionParagraph[], text: string, start: number, end: number) {
  const slice = text.slice(start, end);
  if (slice.trim() === "") return;
  paragraphs.push({ text: slice, offset: start });
}
