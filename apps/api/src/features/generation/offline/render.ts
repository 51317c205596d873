import type { TCardSource, TSection } from "../types.ts";
import type { TReplacement, TUnit } from "../../analysis/analysis-types.ts";
import { capitalise, collapse } from "../../analysis/text-tools.ts";

export type { TReplacement } from "../../analysis/analysis-types.ts";

/**
 * The unit as a card shows it: its body (after any linking opener the judge
 * dropped), on one line, with the judge's clean-up edits, an opening
 * "It"/"They"/"He" replaced by what it stands for, and the given replacements
 * applied. `escape` treats the untouched text (a cloze must not contain stray
 * "{{").
 */
export function renderUnit(unit: TUnit, replacements: TReplacement[] = [], escape: (text: string) => string = (text) => text): string {
  const all = [...(unit.edits ?? []), ...replacements].sort((a, b) => a.start - b.start || a.end - b.end);
  const opener = unit.tokens[0];
  if (unit.antecedent && opener && !all.some((item) => item.start <= opener.start && item.end > opener.start)) {
    all.unshift({ start: opener.start, end: opener.end, text: unit.antecedent });
  }
  let out = "";
  let cursor = unit.bodyStart ?? unit.start;
  for (const item of all) {
    if (item.start < cursor) continue;
    out += escape(unit.section.text.slice(cursor, item.start)) + item.text;
    cursor = item.end;
  }
  out += escape(unit.section.text.slice(cursor, unit.end));
  // Dropped citations and labels leave a space before the punctuation that followed them.
  return capitalise(collapse(out).replace(/\s+([.,;:!?])/g, "$1"));
}

/** Can the unit be read on its own? The judge decided (judge-sentence.ts, link-antecedents.ts). */
export function isStandalone(unit: TUnit): boolean {
  return unit.flaw === undefined;
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

/** The whole sentence, linking opener included: the quote shows what the text said. */
export function unitSource(unit: TUnit): TCardSource {
  return sourceOf(unit.section, unit.start, unit.end);
}
