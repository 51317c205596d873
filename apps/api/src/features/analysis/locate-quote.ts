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
 * with `quote` exactly `section.text.slice(start, end)` (the source's text,
 * never the model's copy). An exact match is tried first; then a loose one
 * that ignores case, runs of whitespace, accents, ligatures and typographic
 * quotes/dashes, because models routinely "tidy" those while copying; then
 * word by word (locateByWords), which also forgives punctuation and symbols,
 * citations the model left out ("(Smith, 2004)", "[12]") and a stray OCR
 * token or two. Every word of the quote must still be in the text, in order:
 * undefined when it is not (a paraphrase or an invention), and such cards and
 * outline points are dropped.
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
  for (const piece of pieces) {
    const span = locateByWords(piece.text, wanted);
    if (span) return toSource(piece, span.start, span.end);
  }
  return undefined;
}

/** A word of a text (letters and digits, folded as in normalize) and where it is. */
type TWord = { word: string; start: number; end: number; skippable: "citation" | "stray" | false };

/** Source words the model may leave out besides citations, per quote: a page number, a footnote mark, OCR debris. */
const MAX_STRAY_SKIPS = 2;

/** Author-year citations "(Smith, 2004)", "(Ajzen & Fishbein 1980; Lee et al., 2001a)", "(p. 12)", and numbered ones "[12]", "[3, 5-7]". */
const CITATION = /\((?:[^()]*?\b(?:1[5-9]|20)\d\d[a-z]?|pp?\.\s*\d+(?:\s*[-–]\s*\d+)?)[^()]*\)|\[\d+(?:\s*[,;–-]\s*\d+)*\]/gu;

const CITATION_AHEAD = new RegExp(`^\\s*(?:${CITATION.source})`, "u");

/** Lower-case words a citation may hold; any other makes a parenthesis with a year a remark ("(founded in 1789)"), not a citation. */
const CITATION_WORDS = new Set(["et", "al", "and", "p", "pp", "see", "also", "e", "g", "cf", "in", "press", "n", "d"]);

function isCitation(text: string): boolean {
  // Letters glued to a year ("2001a") are part of it.
  return (text.match(/(?<!\p{N})\p{L}+/gu) ?? []).every((word) => !/^\p{Ll}/u.test(word) || CITATION_WORDS.has(word));
}

/** Single letters that are words (a stray OCR letter is any other). */
const ONE_LETTER_WORDS = new Set(["a", "i", "o", "y", "e", "u"]);

/** The words of the texts quotes were last looked for in: a chunk's cards all search the same few pieces. */
const wordCache = new Map<string, TWord[]>();

/**
 * The quote's words found in order in `text`, where the text may have words
 * the quote has not only inside a citation (any number) or as stray tokens
 * (at most MAX_STRAY_SKIPS: a lone letter that is no word or is glued to a
 * symbol, two letters capitalised mid-sentence ("Qo"), a lone digit, a
 * number glued to the word before it like a footnote mark, a number alone on
 * its line like a page number), and a word split by a hyphenated line break may be joined.
 * The span runs from the first matched word to the last, widened to the
 * quote's own opening and closing punctuation where the text has it.
 */
export function locateByWords(text: string, quote: string): { start: number; end: number } | undefined {
  const wanted = words(quote).map((word) => word.word);
  if (wanted.length === 0) return undefined;
  const source = wordsOf(text);
  for (let first = 0; first < source.length; first += 1) {
    const end = matchFrom(source, first, wanted, text);
    if (end === undefined) continue;
    return widen(text, quote, source[first]!.start, end);
  }
  return undefined;
}

function matchFrom(source: TWord[], first: number, wanted: string[], text: string): number | undefined {
  let at = first;
  let strays = 0;
  let end = 0;
  for (let index = 0; index < wanted.length; index += 1) {
    const goal = wanted[index]!;
    for (;;) {
      const word = source[at];
      if (!word) return undefined;
      if (word.word === goal) {
        end = word.end;
        at += 1;
        break;
      }
      const next = source[at + 1];
      // "photo-\nsynthesis" in the text, "photosynthesis" in the quote.
      if (next && word.word + next.word === goal && /^[-‐­]\s*$/u.test(text.slice(word.end, next.start))) {
        end = next.end;
        at += 2;
        break;
      }
      // Only between the quote's words: a quote starts at a word it has.
      if (index === 0 || !word.skippable) return undefined;
      if (word.skippable === "stray" && ++strays > MAX_STRAY_SKIPS) return undefined;
      at += 1;
    }
  }
  return end;
}

function wordsOf(text: string): TWord[] {
  const cached = wordCache.get(text);
  if (cached) return cached;
  const found = words(text);
  const citations = [...text.matchAll(CITATION)]
    .filter((match) => isCitation(match[0]))
    .map((match) => [match.index, match.index + match[0].length] as const);
  for (const word of found) {
    if (citations.some(([start, end]) => word.start >= start && word.end <= end)) word.skippable = "citation";
    else if (isStray(text, word)) word.skippable = "stray";
  }
  if (wordCache.size >= 32) wordCache.clear();
  wordCache.set(text, found);
  return found;
}

function isStray(text: string, { word, start, end }: TWord): boolean {
  // A letter glued to a symbol: "I=", "|l".
  if (/^\p{L}$/u.test(word)) return !ONE_LETTER_WORDS.has(word) || /[=|~^<>+*#@\\/_]/.test(text.charAt(start - 1) + text.charAt(end));
  // "a strong Qo behavioral intention": two letters, capitalised, in the middle of a sentence.
  if (/^\p{Lu}\p{Ll}$/u.test(text.slice(start, end))) return /\p{Ll}[\s,]*$/u.test(text.slice(Math.max(0, start - 4), start));
  // OCR debris mixing letters and digits: "l1", "0O".
  if (!/^\d{1,3}$/.test(word)) return word.length <= 3 && /\p{L}/u.test(word) && /\d/.test(word);
  // A footnote mark: superscript ("cells²"), or glued to the punctuation before it ("life.3").
  if (SUPERSCRIPT.test(text.charAt(start))) return true;
  // A lone digit: OCR reads symbols and bullets as one ("x=y  x+z"), and leaving out a digit the text has changes no word the quote has.
  if (word.length === 1) return true;
  const before = text.charAt(start - 1);
  if (before !== "" && !/\s/.test(before)) return /[.,;:)]/.test(before);
  // A page number alone on its line.
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", end);
  return text.slice(lineStart, start).trim() === "" && text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() === "";
}

const SUPERSCRIPT = /[⁰¹²³⁴⁵⁶⁷⁸⁹]/u;

/**
 * The letters-and-digits runs of `text`, folded (case, accents, ligatures)
 * and placed; superscript digits are words of their own ("cells²" is
 * "cells" and a footnote mark, not "cells2").
 */
function words(text: string): TWord[] {
  const folded = normalize(text);
  const found: TWord[] = [];
  for (const match of folded.text.matchAll(/[\p{L}\p{N}]+/gu)) {
    let from = match.index;
    const last = match.index + match[0].length;
    for (let unit = match.index; unit <= last; unit += 1) {
      const boundary =
        unit === last ||
        (unit > from && SUPERSCRIPT.test(text.charAt(folded.starts[unit]!)) !== SUPERSCRIPT.test(text.charAt(folded.starts[unit - 1]!)));
      if (!boundary) continue;
      found.push({ word: folded.text.slice(from, unit), start: folded.starts[from]!, end: folded.ends[unit - 1]!, skippable: false });
      from = unit;
    }
  }
  return found;
}

/** Takes in the quote's opening and closing punctuation ("“", "." , "?") where the text has it right there. */
function widen(text: string, quote: string, start: number, end: number): { start: number; end: number } {
  const opening = /^[^\p{L}\p{N}\s]+/u.exec(quote.trim())?.[0] ?? "";
  const closing = /[^\p{L}\p{N}\s]+$/u.exec(quote.trim())?.[0] ?? "";
  let from = start;
  while (from > 0 && opening.length > start - from && /[“"‘'«(¿¡]/u.test(text.charAt(from - 1))) from -= 1;
  let to = end;
  // "... during sleep (p. 42)." for "... during sleep.": the citation before the closing stop is the text's.
  const cited = closing ? CITATION_AHEAD.exec(text.slice(end)) : null;
  if (cited && isCitation(cited[0]) && /^[.!?;:]/.test(text.slice(end + cited[0].length))) to += cited[0].length;
  const afterCitation = to;
  while (to < text.length && closing.length > to - afterCitation && /[.!?;:…”"’'»)]/u.test(text.charAt(to))) to += 1;
  return { start: from, end: to };
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
