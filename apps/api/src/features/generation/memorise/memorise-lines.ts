import { LOST_LINE_BREAK, VERSE_LINE_CHARS } from "../../analysis/profile-poem.ts";
import type { TExtractedDocument, TSection } from "../types.ts";

/**
 * The lines to learn by heart, in reading order, each with its place in the
 * document: a poem's lines as written; a prose paragraph's sentences, a long
 * one cut at its clauses. Blank lines mark stanza (or paragraph) breaks; a
 * line with no letter (a stanza number, a page number) is not one to learn.
 */
export type TMemoriseLine = {
  /** The line as shown on a card: its whitespace collapsed. */
  text: string;
  section: TSection;
  /** Its span in the section's text (section.text.slice(start, end) is the line as written). */
  start: number;
  end: number;
  /** The first line of a stanza or paragraph (a blank line comes before it). */
  opensStanza: boolean;
};

/** A line or sentence longer than this is cut at its clauses (commas, semicolons, colons, dashes). */
export const MAX_LINE_CHARS = 120;
/** A clause is joined to the next until the piece is at least this long. */
const MIN_PIECE_CHARS = 40;
/** A stanza's or a section's number ("II", "3."): not a line to learn, nor a title. */
const NUMBERING = /^(?:[IVXLC]+|\d+)\.?$/;
/** A line worth learning has a letter and is not a number. */
const isLine = (line: string) => /\p{L}/u.test(line) && !NUMBERING.test(line.trim());
/** A paragraph whose lines are mostly this short is verse: its lines are kept as they are. */
const VERSE_SHARE = 0.7;

type TSpan = { start: number; end: number };

export type TMemoriseText = {
  /** The text's title (the document's own, its first heading, or a short first paragraph such as "The Lamb / William Blake"). */
  title?: string;
  lines: TMemoriseLine[];
};

export function memoriseLines(document: TExtractedDocument): TMemoriseText {
  const paragraphs = document.sections.flatMap((section) => spansOf(section.text, /\n[ \t]*\n/g).map((span) => ({ section, ...span })));
  const title = document.title?.trim() || document.sections[0]?.heading?.trim();
  const titled = title ? { title, skip: 0 } : titleParagraph(paragraphs);
  const lines: TMemoriseLine[] = [];
  for (const paragraph of paragraphs.slice(titled.skip)) {
    const pieces = paragraphLines(paragraph.section.text, paragraph)
      .map((piece) => (paragraph.section.ocr ? withoutSpecks(paragraph.section.text, piece) : piece))
      .filter((piece) => piece.end > piece.start);
    pieces.forEach((piece, index) => {
      const written = paragraph.section.text.slice(piece.start, piece.end);
      lines.push({ text: written.replace(/\s+/g, " "), section: paragraph.section, ...piece, opensStanza: index === 0 });
    });
  }
  return { ...(titled.title ? { title: titled.title } : {}), lines };
}

/**
 * A first paragraph of one or two short lines that end no sentence, followed by more text, is the title (and
 * its author): it heads every card instead of being a line to learn.
 */
function titleParagraph(paragraphs: (TSpan & { section: TSection })[]): { title?: string; skip: number } {
  const [first] = paragraphs;
  if (!first || paragraphs.length < 2) return { skip: 0 };
  const lines = first.section.text
    .slice(first.start, first.end)
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const isTitle = lines.length <= 2 && lines.every((line) => line.length <= 60 && !/[.,;:!?]$/.test(line) && isLine(line));
  return isTitle ? { title: lines.join(" · "), skip: 1 } : { skip: 0 };
}

/**
 * A paragraph's lines to learn: verse lines as written, else its sentences; either cut at clauses when long.
 * A long paragraph on one line (OCR rejoins a page's lines) is verse when cut where its lines most likely
 * ended (LOST_LINE_BREAK) it reads as short lines.
 */
function paragraphLines(text: string, paragraph: TSpan): TSpan[] {
  let lines = spansOf(text, /\n/g, paragraph).filter((span) => isLine(text.slice(span.start, span.end)));
  if (lines.length === 0) return [];
  const isShort = (spans: TSpan[]) =>
    spans.filter((span) => span.end - span.start <= VERSE_LINE_CHARS).length / spans.length >= VERSE_SHARE;
  if (lines.length === 1 && lines[0]!.end - lines[0]!.start > VERSE_LINE_CHARS * 2) {
    const cut = spansOf(text, LOST_LINE_BREAK, lines[0]).filter((span) => isLine(text.slice(span.start, span.end)));
    if (cut.length >= 4 && isShort(cut)) lines = cut;
  }
  const isVerse = lines.length >= 2 && isShort(lines);
  const units = isVerse ? lines : sentences(text, { start: lines[0]!.start, end: lines.at(-1)!.end });
  return units.flatMap((span) => (span.end - span.start > MAX_LINE_CHARS ? clauses(text, span) : [span]));
}

/** A token OCR makes of specks and borders: no letter at all, or one or two capitals ("|}", "4", "A B"). */
const SPECK = /^(?:[^\p{L}]+|\p{Lu}{1,2})$/u;
/** A word that reads as one: two letters or more, one of them lower-case ("fa)" is not much of one, but counts). */
const WORD = /\p{Ll}.*\p{L}|\p{L}.*\p{Ll}/u;

/**
 * An OCR'd line without the specks at its ends ("{ A ¢ In what distant deeps" -> "In what distant deeps"): a
 * run of speck tokens with one that has no letter at all. A line mostly of specks is no line (an empty span).
 */
function withoutSpecks(text: string, span: TSpan): TSpan {
  const tokens = [...text.slice(span.start, span.end).matchAll(/\S+/g)].map((match) => ({
    token: match[0],
    start: span.start + match.index,
    end: span.start + match.index + match[0].length,
  }));
  if (tokens.filter(({ token }) => WORD.test(token)).length * 2 < tokens.length) return { start: span.start, end: span.start };
  const run = (list: typeof tokens) => {
    const index = list.findIndex(({ token }) => !SPECK.test(token));
    const specks = index < 0 ? list : list.slice(0, index);
    return specks.some(({ token }) => !/\p{L}/u.test(token)) ? specks.length : 0;
  };
  const head = run(tokens);
  const tail = run([...tokens].reverse());
  const kept = tokens.slice(head, tokens.length - tail);
  return kept.length === 0 ? { start: span.start, end: span.start } : { start: kept[0]!.start, end: kept.at(-1)!.end };
}

/** The parts of text[within] between matches of `separator`, trimmed, empty ones left out. */
function spansOf(text: string, separator: RegExp, within: TSpan = { start: 0, end: text.length }): TSpan[] {
  const spans: TSpan[] = [];
  let from = within.start;
  const part = text.slice(within.start, within.end);
  for (const match of part.matchAll(separator)) {
    spans.push(trimmed(text, { start: from, end: within.start + match.index }));
    from = within.start + match.index + match[0].length;
  }
  spans.push(trimmed(text, { start: from, end: within.end }));
  return spans.filter((span) => span.end > span.start);
}

function trimmed(text: string, { start, end }: TSpan): TSpan {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return { start, end };
}

/** Sentences end at ".", "!" or "?" (with closing quotes or brackets) before a space and the next sentence. */
function sentences(text: string, span: TSpan): TSpan[] {
  return cutAfter(text, span, /[.!?]["'”’)\]]*(?=\s+\S)/gu, 1);
}

/** A long sentence cut after its commas, semicolons, colons and dashes into pieces of a reasonable length. */
function clauses(text: string, span: TSpan): TSpan[] {
  const pieces = cutAfter(text, span, /(?:[,;:]|\s[—–-])(?=\s)/gu, MIN_PIECE_CHARS);
  // No clause break at all (a very long list of words): cut between words.
  return pieces.flatMap((piece) =>
    piece.end - piece.start > MAX_LINE_CHARS * 1.5 ? cutAfter(text, piece, /\S(?=\s)/gu, MAX_LINE_CHARS * 0.75) : [piece],
  );
}

/** text[span] cut after each match, a piece closed only once it is `min` characters long, the last never shorter than min / 2 (joined to the one before). */
function cutAfter(text: string, span: TSpan, boundary: RegExp, min: number): TSpan[] {
  const part = text.slice(span.start, span.end);
  const pieces: TSpan[] = [];
  let from = span.start;
  for (const match of part.matchAll(boundary)) {
    const end = span.start + match.index + match[0].length;
    if (end - from >= min && span.end - end >= min / 2) {
      pieces.push(trimmed(text, { start: from, end }));
      from = end;
    }
  }
  pieces.push(trimmed(text, { start: from, end: span.end }));
  return pieces.filter((piece) => piece.end > piece.start);
}
