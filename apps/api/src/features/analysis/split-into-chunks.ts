import type { TSection } from "../reading/document.ts";

/** A contiguous span of one section's text: `section.text.slice(offset, offset + text.length) === text`. */
export type TChunkPiece = { section: TSection; offset: number; text: string };

/** What one model request sees: whole sections in reading order, or parts of one oversized section. */
export type TChunk = { index: number; pieces: TChunkPiece[] };

/** Big enough for a few pages of context, small enough that a model answers well within its output limit. */
export const DEFAULT_CHUNK_CHARS = 6000;

/**
 * Packs sections into chunks of at most `maxChars` characters of text along
 * section (page, slide, heading) boundaries. A section is split only when it
 * alone is over the budget, then on paragraph, sentence or (last resort)
 * whitespace boundaries; every piece keeps its offset into the section so
 * quotes map back exactly.
 */
export function splitIntoChunks(sections: TSection[], maxChars = DEFAULT_CHUNK_CHARS): TChunk[] {
  const chunks: TChunk[] = [];
  let pieces: TChunkPiece[] = [];
  let size = 0;
  for (const section of sections) {
    if (section.text.trim() === "") continue;
    for (const piece of splitSection(section, maxChars)) {
      if (size + piece.text.length > maxChars && pieces.length > 0) {
        chunks.push({ index: chunks.length, pieces });
        pieces = [];
        size = 0;
      }
      pieces.push(piece);
      size += piece.text.length;
    }
  }
  if (pieces.length > 0) chunks.push({ index: chunks.length, pieces });
  return chunks;
}

type TSpan = { start: number; end: number };

function splitSection(section: TSection, maxChars: number): TChunkPiece[] {
  const { text } = section;
  if (text.length <= maxChars) return [{ section, offset: 0, text }];
  const units = spans(text, /\n{2,}/g, 0, text.length).flatMap((paragraph) =>
    paragraph.end - paragraph.start <= maxChars
      ? [paragraph]
      : sentences(text, paragraph).flatMap((sentence) =>
          sentence.end - sentence.start <= maxChars ? [sentence] : hardCut(text, sentence, maxChars),
        ),
  );
  // Greedy packing of consecutive units; a piece runs from its first unit's start to its last unit's end, separators included.
  const pieces: TSpan[] = [];
  for (const unit of units) {
    const last = pieces.at(-1);
    if (last && unit.end - last.start <= maxChars) last.end = unit.end;
    else pieces.push({ ...unit });
  }
  return pieces.map(({ start, end }) => ({ section, offset: start, text: text.slice(start, end) }));
}

/** Spans of `text` between matches of `separator` within [from, to); each span keeps its trailing separator. */
function spans(text: string, separator: RegExp, from: number, to: number): TSpan[] {
  const result: TSpan[] = [];
  let start = from;
  for (const match of text.slice(from, to).matchAll(separator)) {
    const end = from + match.index + match[0].length;
    if (end > start) result.push({ start, end });
    start = end;
  }
  if (start < to) result.push({ start, end: to });
  return result;
}

/** Sentence ends: . ! ? (and CJK 。！？) followed by whitespace, or a line break. */
function sentences(text: string, span: TSpan): TSpan[] {
  return spans(text, /(?<=[.!?。！？]["'”’)\]]*)\s+|(?<=[。！？])|\n/g, span.start, span.end);
}

/** A sentence longer than the budget (a table, a run-on list): cut at the last whitespace that fits. */
function hardCut(text: string, span: TSpan, maxChars: number): TSpan[] {
  const result: TSpan[] = [];
  let start = span.start;
  while (span.end - start > maxChars) {
    let end = start + maxChars;
    const space = text.slice(start, end).search(/\s\S*$/);
    if (space > maxChars / 2) end = start + space + 1;
    // Never cut a surrogate pair in half.
    else if (/[\uDC00-\uDFFF]/.test(text.charAt(end))) end -= 1;
    result.push({ start, end });
    start = end;
  }
  result.push({ start, end: span.end });
  return result;
}
