/**
 * What a heading line looks like when extraction does not say so: a Markdown
 * "#", a number ("2.3 Markets"), a short title-case or question line standing
 * alone. Beamer PDFs print each frame title twice into the text layer
 * ("WHAT IS AI?WHAT IS AI?"); the repeat is dropped.
 */

const MARKDOWN = /^(#{1,6})\s+(\S.*)$/;
/** "2", "2.3", "2.3.1" then a capitalised word; a bare "3" (a page number) is not a heading. */
const NUMBERED = /^((?:\d{1,2}\.){0,3}\d{1,2})\.?\s+(\p{Lu}.*)$/u;
/** Numbered headings by Word and course notes: "Question no.01: Who are managers?", "Chapter 2 Cells". */
const LABELLED = /^(?:question|chapter|part|section|unit|lesson|topic|kapitel|teil)\s*(?:no\.?\s*)?\d+[a-z]?\s*[:.-]?\s*(.+)$/i;
const MAX_HEADING_WORDS = 12;
/** A console prompt, a notebook cell or an assignment is code, never a heading. */
const CODE = /^(?:In|Out)\s*\[\d*\]|^\.\.\.:|^\$\s|^>>>|[@~{}=]|\w\(.*\)$/;
const SMALL_WORDS = new Set("a an and as at by for from in into of on or the to vs with via und der die das von zu im".split(" "));

export type THeadingLine = { title: string; level: number };

/** Operators and arrows: "A + B → A∗ + B", "Cabs ∝", "AV AB − AV" are a formula's pieces, never a heading. */
const MATH = /[∝→←↔⇒∑∫√≈≤≥±×÷−∗+<>^]/;

/**
 * A formula's piece that a PDF's size or a number made look like a heading ("2 Mσ", "NC TC", "T"): an operator, or
 * no word of three letters, with a Greek letter or only one- and two-letter words.
 */
export function isFormulaPiece(title: string): boolean {
  const text = title.replace(/^(?:\d{1,2}\.){0,3}\d{1,2}\.?\s+/, "").trim();
  if (MATH.test(text)) return true;
  if (/\p{L}{3,}/u.test(text.replace(/\p{Script=Greek}/gu, " "))) return false;
  const words = text.split(/\s+/).filter(Boolean);
  return /\p{Script=Greek}/u.test(text) || words.every((word) => word.replace(/[^\p{L}]/gu, "").length <= 2);
}

/** The title with a doubled text-layer repeat removed and spaces tidied. */
export function cleanTitle(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  const half = line.length / 2;
  if (Number.isInteger(half) && half >= 2 && line.slice(0, half) === line.slice(half)) return line.slice(0, half).trim();
  // "TITLETITLE 3": the repeat, then a page number the line ran into.
  const doubled = /^(.{2,}?)\1(?:\s*\d{1,3})?$/su.exec(line);
  return doubled ? doubled[1]!.trim() : line;
}

/** True when the text layer printed this line, or a run of it, twice: a beamer frame or section title. */
export function isDoubledLine(text: string): boolean {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length < 4 || line.length > 240) return false;
  return cleanTitle(line) !== line || /(\p{Lu}[^a-z]{5,}?)\1/u.test(line);
}

/**
 * Reads a line standing alone as a heading, or undefined. `strict` (prose
 * documents) asks for a marker or title case; a slide's first line only
 * needs to be short.
 */
export function headingLine(text: string, options: { strict: boolean }): THeadingLine | undefined {
  const raw = text.replace(/\s+/g, " ").trim();
  const line = cleanTitle(raw);
  if (line === "" || line.length > 120 || CODE.test(line) || (options.strict && isFormulaPiece(line))) return undefined;
  if (line !== raw) return { title: line, level: 1 };
  const markdown = MARKDOWN.exec(line);
  if (markdown) return { title: markdown[2]!.replace(/\s*#+$/, ""), level: markdown[1]!.length };
  const words = line.split(" ").length;
  // "Question no.02: Explain how managers differ…": a numbered label heads what follows, whatever its end.
  if (LABELLED.test(line) && words <= MAX_HEADING_WORDS * 2) return { title: line.replace(/[.:]$/, ""), level: 1 };
  if (words > MAX_HEADING_WORDS || /[.,;:]$/.test(line)) return undefined;
  const numbered = NUMBERED.exec(line);
  if (numbered && words >= 2) return { title: line, level: Math.min(numbered[1]!.split(".").length, 6) };
  if (!/^[\p{Lu}\p{Lo}\d"“]/u.test(line)) return undefined;
  if (!options.strict) return { title: line, level: 1 };
  if (line.endsWith("?") && words <= MAX_HEADING_WORDS) return { title: line, level: 2 };
  return isTitleCase(line) ? { title: line, level: 2 } : undefined;
}

/** "The Presence of a Catalyst", "HYPOTHESIS TESTING": every content word capitalised. */
function isTitleCase(line: string): boolean {
  const words = line.match(/[\p{L}][\p{L}'’-]*/gu) ?? [];
  const content = words.filter((word) => !SMALL_WORDS.has(word.toLowerCase()));
  return content.length > 0 && content.length <= 8 && content.every((word) => /^\p{Lu}/u.test(word));
}
