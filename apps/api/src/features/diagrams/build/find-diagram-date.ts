import type { TDiagramDate, TDiagramDatePoint } from "@mnemo/api-contract";
import { diagramDateSortKey } from "@mnemo/api-contract";

/**
 * The first date in a point's text, normalised for a timeline. It reads the
 * kinds of date the analyser's date finder knows (find-terms.ts: a year, a
 * year BC or AD, a decade, a month and year, a day, month and year), on plain
 * text rather than wink's tokens, so a diagram needs no second analysis; plus
 * the ranges a timeline keeps ("1914-1918", "264–146 BC", "from 1803 to
 * 1815", "the late 1960s and early 1970s") and centuries ("the 2nd century
 * BCE", "the fifth century"). Not a general date parser: a bare number is a year only where the
 * analyser would read one (after "in", "by", "since"…, leading the text, in
 * brackets) or in a point the analyser already found dated (`isDated`).
 */
export type TFoundDate = { date: TDiagramDate; start: number; end: number };

const MONTH_NAMES = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const MONTH =
  "(January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.?|Feb\\.?|Mar\\.?|Apr\\.?|Jun\\.?|Jul\\.?|Aug\\.?|Sept?\\.?|Oct\\.?|Nov\\.?|Dec\\.?)";
const ERA_AFTER = "(?:\\s?(BCE|BC|B\\.C\\.E?\\.?|CE|AD|A\\.D\\.?)(?![\\p{L}\\p{N}]))";
const ERA_BEFORE = "(?:(AD|A\\.D\\.)\\s?)";
const ORDINAL = "(?:st|nd|rd|th)?";
const DASH = "\\s*(?:[-–—]|to|until)\\s*";
const ORDINAL_WORDS = (
  "first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth " +
  "sixteenth seventeenth eighteenth nineteenth twentieth twenty-first"
).split(" ");
const CENTURY_ORDINAL = `(\\d{1,2}(?:st|nd|rd|th)|${[...ORDINAL_WORDS].reverse().join("|")})`;
/** "late 1960s": a decade, its part of it (early, mid, late) before it. */
const DECADE = "(?:(early|mid|late)[-\\s]+)?(\\d{2,3}0)s";
/** Where in a decade its early, mid and late years fall: first year and last year from the decade's start. */
const DECADE_PART: Record<string, [number, number]> = { early: [0, 3], mid: [3, 6], late: [6, 9] };

type TPattern = { pattern: RegExp; read: (match: RegExpExecArray) => TDiagramDate | undefined; loose?: boolean };

const PATTERNS: TPattern[] = [
  // 14 July 1789, 14th July, 1789
  {
    pattern: new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+${MONTH}\\s*,?\\s+(\\d{1,4})\\b${ERA_AFTER}?`, "giu"),
    read: (m) => day(m[0], Number(m[1]), m[2]!, Number(m[3]), m[4]),
  },
  // January 21, 1793
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(\\d{1,2})${ORDINAL},?\\s+(\\d{1,4})\\b${ERA_AFTER}?`, "giu"),
    read: (m) => day(m[0], Number(m[2]), m[1]!, Number(m[3]), m[4]),
  },
  // October 1793, March of 1917
  {
    pattern: new RegExp(`\\b${MONTH}\\s+(?:of\\s+)?(\\d{3,4})\\b${ERA_AFTER}?`, "giu"),
    read: (m) => dated(m[0], point(Number(m[2]), m[3], "month", monthOf(m[1]!))),
  },
  // 27 BC – AD 14, 264–146 BC, 1914-1918, 1914–18
  {
    pattern: new RegExp(
      `(?<![\\p{N}.,])${ERA_BEFORE}?(\\d{1,4})${ERA_AFTER}?${DASH}${ERA_BEFORE}?(\\d{1,4})(?![\\p{N}])${ERA_AFTER}?`,
      "giu",
    ),
    read: (m) => range(m),
  },
  // the 2nd century BCE, the fifth century, the 5th and 4th centuries BC, the late 18th century
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:the\\s+)?(?:(?:early|mid|late)[-\\s]+)?${CENTURY_ORDINAL}(?:\\s*(?:[-–—]|to|and)\\s*(?:the\\s+)?${CENTURY_ORDINAL})?\\s+centur(?:y|ies)${ERA_AFTER}?`,
      "giu",
    ),
    read: (m) => century(m),
  },
  // the 1790s, the late 1960s and early 1970s
  {
    pattern: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:the\\s+)?${DECADE}(?:\\s*(?:[-–—]|to|and|through|until)\\s*(?:the\\s+)?${DECADE})?(?![\\p{L}\\p{N}])`,
      "giu",
    ),
    read: (m) => decades(m),
  },
  // 44 BC, 476 AD, AD 476
  {
    pattern: new RegExp(`(?<![\\p{N}.,])(\\d{1,4})${ERA_AFTER}|(?<![\\p{L}])${ERA_BEFORE}(\\d{1,4})(?![\\p{N}])`, "giu"),
    read: (m) => (m[1] ? dated(m[0], point(Number(m[1]), m[2], "year")) : dated(m[0], point(Number(m[4]), m[3], "year"))),
  },
  // 1789 (where a year is read)
  {
    pattern: /(?<![\p{L}\p{N}$£€#.,/:-])(\d{3,4})(?![\p{L}\p{N}%]|[.,:]\d|\s?(?:-|–))/gu,
    read: (m) => dated(m[0], point(Number(m[1]), undefined, "year")),
    loose: true,
  },
];

/** What may lead a year the analyser reads ("moved the capital to Constantinople in 330"). */
const YEAR_CUE =
  /\b(?:in|by|since|until|till|during|from|after|before|around|circa|c\.|year|early|late|mid|summer|winter|spring|autumn)\s*$/i;
/** A number followed by one of these counts something: "in 175 years", "by 1500 soldiers". */
const COUNTED =
  /^\s*(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|people|persons|men|women|children|soldiers|troops|ships|km|kilometres?|kilometers?|miles?|metres?|meters?|cm|mm|m|nm|kg|g|mg|ml|l|ms|s|hz|khz|mhz|ghz|v|w|kw|mw|j|kj|kcal|cal|pa|kpa|mol|db|rpm|mph|bytes?|kb|mb|gb|tb|tonnes?|tons?|pounds?|dollars?|euros?|percent|per|times|words|pages|items|participants|patients|students|cases|samples|°)(?![\p{L}])/iu;

export function findDiagramDate(text: string, options: { isDated: boolean }): TFoundDate | undefined {
  return findDiagramDates(text, options)[0];
}

/**
 * Every date in the text, in reading order, none overlapping another: where
 * two readings start at one place the kind listed first in PATTERNS wins
 * ("14 July 1789" over "1789").
 */
export function findDiagramDates(text: string, options: { isDated: boolean }): TFoundDate[] {
  const found: (TFoundDate & { rank: number })[] = [];
  PATTERNS.forEach(({ pattern, read, loose }, rank) => {
    pattern.lastIndex = 0;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (loose && !readsAsYear(text, match, options.isDated)) continue;
      if (COUNTED.test(text.slice(match.index + match[0].length))) continue;
      const date = read(match);
      if (date) found.push({ date, start: match.index, end: match.index + match[0].length, rank });
    }
  });
  found.sort((a, b) => a.start - b.start || a.rank - b.rank);
  const kept: TFoundDate[] = [];
  for (const { date, start, end } of found)
    if (!kept.some((other) => start < other.end && other.start < end)) kept.push({ date, start, end });
  return kept;
}

function readsAsYear(text: string, match: RegExpExecArray, isDated: boolean): boolean {
  const year = Number(match[1]);
  const before = text.slice(0, match.index);
  if (YEAR_CUE.test(before)) return true;
  // "The Treaty of Paris (1763)": a year alone in brackets.
  if (/\(\s*$/.test(before) && /^\s*\)/.test(text.slice(match.index + match[0].length))) return true;
  // "1971 Shrdlu dialogue system", "1789: the Revolution": a year heading a timeline's entry.
  if (before.trim() === "" && /^(?:\s*[:–—]|\s+-\s|[\s,]*(?:\p{Lu}|$))/u.test(text.slice(match.index + match[0].length)))
    return year >= 100;
  return isDated && year >= 1000 && year <= 2199;
}

function range(m: RegExpExecArray): TDiagramDate | undefined {
  const [, eraBefore1, first, eraAfter1, eraBefore2, second, eraAfter2] = m;
  const startEraText = eraBefore1 ?? eraAfter1;
  const endEraText = eraBefore2 ?? eraAfter2;
  const hasEra = startEraText !== undefined || endEraText !== undefined;
  // Without an era, only a year of four digits: "pages 10-20" or "100-200 mg" is no range.
  if (!hasEra && first!.length !== 4) return undefined;
  let endYear = Number(second);
  // "1914–18": the end keeps the start's century.
  if (!hasEra && first!.length === 4 && second!.length <= 2) endYear = Number(first!.slice(0, 4 - second!.length) + second);
  else if (!hasEra && second!.length < 3) return undefined;
  // "264–146 BC": an era written once, after the range, is both ends'.
  const start = point(Number(first), startEraText ?? (eraBefore2 ? undefined : endEraText), "year");
  const end = point(endYear, endEraText ?? startEraText, "year");
  if (!start || !end || diagramDateSortKey(end) <= diagramDateSortKey(start)) return undefined;
  return dated(m[0], { ...start, end });
}

function century(m: RegExpExecArray): TDiagramDate | undefined {
  const [, first, second, eraText] = m;
  const bc = eraText !== undefined && /^B/i.test(eraText);
  const [from, to] = [centuryNumber(first!), second ? centuryNumber(second) : centuryNumber(first!)];
  if (!from || !to) return undefined;
  // The nth century AD runs from year (n-1)*100+1 to n*100; BC, from n*100 BC down to (n-1)*100+1 BC.
  const startOf = (n: number) => (bc ? n * 100 : (n - 1) * 100 + 1);
  const endOf = (n: number) => (bc ? (n - 1) * 100 + 1 : n * 100);
  const start = point(startOf(from), eraText, "century");
  const end = point(endOf(to), eraText, "year");
  if (!start || !end || diagramDateSortKey(end) <= diagramDateSortKey(start)) return undefined;
  return dated(m[0], { ...start, end });
}

function centuryNumber(written: string): number | undefined {
  const digits = /^(\d{1,2})/.exec(written);
  const number = digits ? Number(digits[1]) : ORDINAL_WORDS.indexOf(written.toLowerCase()) + 1;
  return number >= 1 && number <= 21 ? number : undefined;
}

function decades(m: RegExpExecArray): TDiagramDate | undefined {
  const [, firstPart, first, lastPart, last] = m;
  const [from] = DECADE_PART[firstPart?.toLowerCase() ?? ""] ?? [0, 9];
  const [, to] = DECADE_PART[(last ? lastPart : firstPart)?.toLowerCase() ?? ""] ?? [0, 9];
  const start = point(Number(first) + from, undefined, "decade");
  const end = point(Number(last ?? first) + to, undefined, "year");
  if (!start || !end || start.year < 100 || diagramDateSortKey(end) <= diagramDateSortKey(start)) return undefined;
  return dated(m[0], { ...start, end });
}

function day(text: string, dayOfMonth: number, month: string, year: number, era: string | undefined): TDiagramDate | undefined {
  if (dayOfMonth < 1 || dayOfMonth > 31) return undefined;
  const found = point(year, era, "day", monthOf(month));
  return found && dated(text, { ...found, day: dayOfMonth });
}

function point(
  year: number,
  era: string | undefined,
  precision: TDiagramDatePoint["precision"],
  month?: number,
): TDiagramDatePoint | undefined {
  if (!Number.isInteger(year) || year < 1) return undefined;
  return { year, era: era && /^B/i.test(era) ? "BC" : "AD", precision, ...(month ? { month } : {}) };
}

function dated(text: string, date: (TDiagramDatePoint & { end?: TDiagramDatePoint }) | undefined): TDiagramDate | undefined {
  return date && { ...date, text: text.trim().slice(0, 60) };
}

function monthOf(name: string): number {
  return MONTH_NAMES.indexOf(name.slice(0, 3).toLowerCase()) + 1;
}
