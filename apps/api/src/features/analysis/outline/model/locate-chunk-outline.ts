import type { TOutlineExample, TOutlineLeftOut, TOutlinePoint, TOutlineSpan, TOutlineTerm } from "@mnemo/api-contract";
import { locateQuote } from "../../locate-quote.ts";
import type { TChunk } from "../../split-into-chunks.ts";
import type { TModelOutline } from "./outline-answer-schema.ts";

/** A section of one chunk's outline; ids are given when the chunks are merged. */
export type TChunkSection = { title: string; level: number; sectionIndexes: number[]; points: Omit<TOutlinePoint, "id">[] };

export type TChunkOutline = {
  sections: TChunkSection[];
  terms: TOutlineTerm[];
  leftOut: TOutlineLeftOut;
  /** Points whose quotes were none of them found in the chunk's text. */
  unlocated: number;
  /** Located points and terms beyond what the chunk can hold. */
  capped: number;
  /** Examples and terms dropped because their quote was not found. */
  droppedExamples: number;
  droppedTerms: number;
};

/**
 * A point needs a sentence or a bullet of its own to quote, so a chunk holds
 * at most about one per CHARS_PER_POINT characters; an answer with more is a
 * model repeating itself or running away, and the excess is cut, not trusted.
 */
const CHARS_PER_POINT = 100;
const MIN_POINTS = 10;
const CHARS_PER_TERM = 300;
const MIN_TERMS = 5;
const MAX_QUOTES = 4;
const MAX_EXAMPLES = 5;

/** Capacity of a chunk of `chars` characters: the most points and terms its answer may give. */
export function chunkCapacity(chars: number): { points: number; terms: number } {
  return {
    points: Math.max(MIN_POINTS, Math.ceil(chars / CHARS_PER_POINT)),
    terms: Math.max(MIN_TERMS, Math.ceil(chars / CHARS_PER_TERM)),
  };
}

/**
 * Turns a model's answer for a chunk into cited outline parts: every quote is
 * located in the chunk's text (exact, then loosely: locate-quote.ts). A point
 * keeps the quotes that were found and is dropped when none was; an example or
 * a term whose quote is not found is dropped; a section left without points
 * (a title slide) is dropped. Points and terms past the chunk's capacity are
 * cut in reading order and counted.
 */
export function locateChunkOutline(chunk: TChunk, answer: TModelOutline): TChunkOutline {
  const chars = chunk.pieces.reduce((sum, piece) => sum + piece.text.length, 0);
  const capacity = chunkCapacity(chars);
  const result: TChunkOutline = {
    sections: [],
    terms: [],
    leftOut: { ...answer.left_out },
    unlocated: 0,
    capped: 0,
    droppedExamples: 0,
    droppedTerms: 0,
  };
  const locate = (quote: string): TOutlineSpan | undefined => {
    const found = locateQuote(chunk.pieces, quote);
    return found && { sectionIndex: found.sectionIndex, start: found.start, end: found.end, quote: found.quote };
  };
  let points = 0;
  for (const section of answer.sections) {
    const located: Omit<TOutlinePoint, "id">[] = [];
    for (const point of section.points) {
      const spans = unique(point.quotes.slice(0, MAX_QUOTES).flatMap((quote) => locate(quote) ?? []));
      if (spans.length === 0) {
        result.unlocated += 1;
        continue;
      }
      if (points >= capacity.points) {
        result.capped += 1;
        continue;
      }
      points += 1;
      const examples: TOutlineExample[] = point.examples.slice(0, MAX_EXAMPLES).flatMap((example) => {
        const span = locate(example.quote);
        if (span) return [{ text: example.text, spans: [span] }];
        result.droppedExamples += 1;
        return [];
      });
      located.push({ kind: point.kind, text: point.text, spans, examples });
    }
    if (located.length === 0) continue;
    const indexes = located.flatMap((point) => point.spans.map((span) => span.sectionIndex));
    result.sections.push({ title: section.title, level: section.level, sectionIndexes: range(indexes), points: located });
  }
  for (const term of answer.terms) {
    const span = locate(term.quote);
    if (!span) result.droppedTerms += 1;
    else if (result.terms.length >= capacity.terms) result.capped += 1;
    else result.terms.push({ term: term.term, definition: term.definition, spans: [span] });
  }
  return result;
}

/** Two quotes that land on the same span cite it once. */
function unique(spans: TOutlineSpan[]): TOutlineSpan[] {
  const seen = new Set<string>();
  return spans.filter((span) => {
    const key = `${span.sectionIndex}:${span.start}:${span.end}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every source section from the first cited to the last: a part covers the pages between its quotes too. */
export function range(indexes: number[]): number[] {
  if (indexes.length === 0) return [];
  const low = Math.min(...indexes);
  return Array.from({ length: Math.max(...indexes) - low + 1 }, (_, at) => low + at);
}
