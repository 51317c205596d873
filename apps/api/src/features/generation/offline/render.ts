import type { TCardSource, TSection } from "../types.ts";
import type { TUnit } from "./analysis-types.ts";
import { capitalise, collapse } from "./text-tools.ts";

/** A piece of a unit's text to show differently: a cloze, a blank, a swapped term. */
export type TReplacement = { start: number; end: number; text: string };

const UNRESOLVED_OPENERS = new Set([
  "this",
  "these",
  "that",
  "those",
  "it",
  "they",
  "he",
  "she",
  "his",
  "her",
  "its",
  "their",
  "such",
  "both",
  "however",
  "thus",
  "therefore",
  "here",
]);

/**
 * The unit as a card shows it: on one line, with an opening "It"/"They"
 * replaced by what it stands for, and the given replacements applied.
 * `escape` treats the untouched text (a cloze must not contain stray "{{").
 */
export function renderUnit(unit: TUnit, replacements: TReplacement[] = [], escape: (text: string) => string = (text) => text): string {
  const all = [...replacements].sort((a, b) => a.start - b.start);
  const opener = unit.tokens[0];
  if (unit.antecedent && opener && !all.some((item) => item.start <= opener.start && item.end > opener.start)) {
    all.unshift({ start: opener.start, end: opener.end, text: capitalise(unit.antecedent) });
  }
  let out = "";
  let cursor = unit.start;
  for (const item of all) {
    if (item.start < cursor) continue;
    out += escape(unit.section.text.slice(cursor, item.start)) + item.text;
    cursor = item.end;
  }
  out += escape(unit.section.text.slice(cursor, unit.end));
  return collapse(out);
}

/** Can the unit be read on its own, without the sentence before it? */
export function isStandalone(unit: TUnit): boolean {
  const opener = unit.tokens[0]?.lower ?? "";
  return Boolean(unit.antecedent) || !UNRESOLVED_OPENERS.has(opener);
}

/** A card source for a span of a section; the quote is always the exact slice. */
export function sourceOf(section: TSection, start: number, end: number): TCardSource {
  return {
    sectionIndex: section.index,
    ...(section.page !== undefined ? { page: section.page } : {}),
    ...(section.slide !== undefined ? { slide: section.slide } : {}),
    ...(section.heading !== undefined ? { heading: section.heading } : {}),
    start,
    end,
    quote: section.text.slice(start, end),
  };
}

export function unitSource(unit: TUnit): TCardSource {
  return sourceOf(unit.section, unit.start, unit.end);
}
