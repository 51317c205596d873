import type { TUnit } from "../analysis-types.ts";

/**
 * A timeline the PDF's text layer ran into one line ("1971 Shrdlu dialogue
 * system 1972 Colmerauer invents Prolog 1976 MYCIN…"): one entry per year,
 * as offsets into the section text, or undefined when the unit is no timeline.
 */
const YEAR_ENTRY = /(?:^|\s)((?:1[5-9]|20)\d{2}s?)\s+(?=\p{Lu})/gu;
const MIN_ENTRIES = 3;

export function splitTimeline(unit: TUnit): { start: number; end: number }[] | undefined {
  const starts = [...unit.text.matchAll(YEAR_ENTRY)].map((match) => match.index + match[0].indexOf(match[1]!));
  if (starts.length < MIN_ENTRIES || starts[0]! > 0) return undefined;
  return starts.map((start, at) => {
    const end = at + 1 < starts.length ? starts[at + 1]! : unit.text.length;
    const text = unit.text.slice(start, end);
    return { start: unit.start + start, end: unit.start + start + text.trimEnd().length };
  });
}
