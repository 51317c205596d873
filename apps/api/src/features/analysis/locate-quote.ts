import type { TChunkPiece } from "./split-into-chunks.ts";

/** A quote found in a section: `text.slice(start, end) === quote` of section `sectionIndex`, with where that section sits. */
export type TLocatedQuote = {
  sectionIndex: number;
  page?: number;
  slide?: number;
  heading?: string;
  start: number;
  end: number;
  quote: string;
};

/**
 * Finds a model's quote in the chunk it was given and returns where it is,
 * with `quote` exactly `section.text.slice(start, end)`. An exact match
 * is tried first; then a loose one that ignores case, runs of whitespace,
 * accents, ligatures and typographic quotes/dashes, because models routinely
 * "tidy" those while copying. Undefined when the quote is not in the text
 * (a paraphrase or an invention): such cards and outline points are dropped.
 */
export function locateQuote(pieces: TChunkPiece[], quote: string): TLocatedQuote | undefined {
  const wanted = quote.trim();
  if (wanted === "") return undefined;
  for (const piece of pieces) {
    const at = piece.text.indexOf(wanted);
    if (at >= 0) return toSource(piece, at, at + wanted.length);
  }
  const needles = [wanted, stripWrappingQuotes(wanted)].map((text) => normalize(text).text.trim()).filter((text) => text !== "");
  for (const needle of needles) {
    for (const piece of pieces) {
      const haystack = normalize(piece.text);
      const at = haystack.text.indexOf(needle);
      if (at < 0) continue;
      let end = haystack.ends[at + needle.length - 1]!;
      // Keep combining accents that follow the last matched letter (decomposed text).
      while (/\p{M}/u.test(piece.text.charAt(end))) end += 1;
      return toSource(piece, haystack.starts[at]!, end);
    }
  }
  return undefined;
}

function toSource({ section, offset, text }: TChunkPiece, start: number, end: number): TLocatedQuote {
  return {
    sectionIndex: section.index,
    ...(section.page !== undefined && { page: section.page }),
    ...(section.slide !== undefined && { slide: section.slide }),
    ...(section.heading !== undefined && { heading: section.heading }),
    start: offset + start,
    end: offset + end,
    quote: text.slice(start, end),
  };
}

/** Typographic quotes and dashes that models "straighten" while copying. */
const FOLD: Record<string, string> = Object.fromEntries(
  (
    [
      ["‘’‚‛′", "'"],
      ["“”„‟″«»", '"'],
      ["‐‑‒–—―−", "-"],
    ] as const
  ).flatMap(([chars, to]) => [...chars].map((char) => [char, to])),
);

/**
 * A folded copy of `text` plus, for each of its code units, the span of the
 * original character it came from, so a match in the copy maps back onto the
 * original exactly.
 */
function normalize(text: string): { text: string; starts: number[]; ends: number[] } {
  let folded = "";
  const starts: number[] = [];
  const ends: number[] = [];
  let index = 0;
  for (const char of text) {
    const next = index + char.length;
    if (/\s/.test(char)) {
      if (!folded.endsWith(" ")) {
        folded += " ";
        starts.push(index);
        ends.push(next);
      }
    } else {
      // NFKD splits ligatures (ﬁ -> fi) and accents; dropping the marks makes "é" match "é" either way it is encoded.
      const mapped = (FOLD[char] ?? char).normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
      for (let unit = 0; unit < mapped.length; unit += 1) {
        starts.push(index);
        ends.push(next);
      }
      folded += mapped;
    }
    index = next;
  }
  return { text: folded, starts, ends };
}

function stripWrappingQuotes(text: string): string {
  return text.replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, "");
}
