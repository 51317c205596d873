import { diagramDateSortKey, type TDiagramDate, type TDiagramDatePoint } from "@mnemo/api-contract";

/*
 * A date a learner types for a timeline event, read into the stored date
 * (which is what the timeline sorts by). Only the forms `DIAGRAM_DATE_FORMS`
 * names are read; anything else answers undefined and the form says those.
 */

export const DIAGRAM_DATE_FORMS = "1789, March 1789, 12 March 1789, 1789-03-12, 44 BC, AD 79, the 1790s, the 19th century, 1914–1918";

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const BC = /\s*\b(?:BCE?|B\.\s?C\.(?:\s?E\.)?)$/i;
const AD_AFTER = /\s*\b(?:AD|CE|A\.\s?D\.|C\.\s?E\.)$/i;
const AD_BEFORE = /^(?:AD|A\.\s?D\.)\s*/i;
const TEXT_MAX = 60;

type TEra = TDiagramDatePoint["era"];
type TSpan = { start: TDiagramDatePoint; end?: TDiagramDatePoint };

function monthOf(word: string): number | undefined {
  const index = MONTHS.indexOf(word.slice(0, 3).toLowerCase());
  return index < 0 || (word.length > 3 && !/^[a-z]+\.?$/i.test(word)) ? undefined : index + 1;
}

function isYear(year: number): boolean {
  return Number.isInteger(year) && year >= 1 && year <= 1_000_000_000;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(2000 + (year % 400), month, 0)).getUTCDate();
}

/** One date without its era: a day, a month, a year, a decade or a century. */
function readPoint(text: string, era: TEra): TSpan | undefined {
  const iso = /^(\d{1,4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(text);
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th)?\s+([a-z.]+),?\s+(\d{1,10})$/i.exec(text);
  const monthFirst = /^([a-z.]+)\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{1,10})$/i.exec(text);
  const monthYear = /^([a-z.]+),?\s+(\d{1,10})$/i.exec(text);
  const decade = /^(?:the\s+)?(\d{0,8}0)'?s$/i.exec(text);
  const century = /^(?:the\s+)?(\d{1,7})(?:st|nd|rd|th)\s+century$/i.exec(text);
  let parts: { year: number; month?: number | undefined; day?: number | undefined } | undefined;
  if (iso) parts = { year: Number(iso[1]), month: Number(iso[2]), day: iso[3] === undefined ? undefined : Number(iso[3]) };
  else if (dayFirst) parts = { year: Number(dayFirst[3]), month: monthOf(dayFirst[2] as string) ?? 0, day: Number(dayFirst[1]) };
  else if (monthFirst) parts = { year: Number(monthFirst[3]), month: monthOf(monthFirst[1] as string) ?? 0, day: Number(monthFirst[2]) };
  else if (monthYear) parts = { year: Number(monthYear[2]), month: monthOf(monthYear[1] as string) ?? 0 };
  else if (/^\d{1,10}$/.test(text)) parts = { year: Number(text) };
  if (parts) {
    const { year, month, day } = parts;
    if (!isYear(year) || (month !== undefined && (month < 1 || month > 12))) return undefined;
    if (day !== undefined && (month === undefined || day < 1 || day > daysIn(year, month))) return undefined;
    const precision = day !== undefined ? "day" : month !== undefined ? "month" : "year";
    return { start: { year, era, precision, ...(month !== undefined ? { month } : {}), ...(day !== undefined ? { day } : {}) } };
  }
  if (decade) {
    const first = Number(decade[1]);
    // The 340s BC run from 349 BC down to 340 BC.
    const [from, to] = era === "BC" ? [first + 9, first] : [first, first + 9];
    if (!isYear(from) || !isYear(to)) return undefined;
    return { start: { year: from, era, precision: "decade" }, end: { year: to, era, precision: "year" } };
  }
  if (century) {
    const number = Number(century[1]);
    const [from, to] = era === "BC" ? [number * 100, (number - 1) * 100 + 1] : [(number - 1) * 100 + 1, number * 100];
    if (number < 1 || !isYear(from) || !isYear(to)) return undefined;
    return { start: { year: from, era, precision: "century" }, end: { year: to, era, precision: "year" } };
  }
  return undefined;
}

/** One date with the era it names ("44 BC", "AD 79"), else `fallback`'s. */
function readDated(raw: string, fallback: TEra): { span: TSpan; era: TEra; named: boolean } | undefined {
  let text = raw.trim();
  let era: TEra | undefined;
  if (BC.test(text)) [text, era] = [text.replace(BC, ""), "BC"];
  else if (AD_AFTER.test(text)) [text, era] = [text.replace(AD_AFTER, ""), "AD"];
  else if (AD_BEFORE.test(text)) [text, era] = [text.replace(AD_BEFORE, ""), "AD"];
  const span = readPoint(text.trim(), era ?? fallback);
  return span ? { span, era: era ?? fallback, named: era !== undefined } : undefined;
}

/** The date a learner typed, or undefined when it is none of `DIAGRAM_DATE_FORMS`. */
export function parseDiagramDate(input: string): TDiagramDate | undefined {
  const text = input.replace(/\s+/g, " ").trim();
  if (text === "" || text.length > TEXT_MAX) return undefined;
  const whole = readDated(text, "AD");
  if (whole) return { ...whole.span.start, ...(whole.span.end ? { end: whole.span.end } : {}), text };
  // A range: "1914–1918", "1914 to 1918", "490 BC - 479 BC", "200 BC–AD 100". An era named only at the end counts for both ends.
  const range = /^(.+?)\s*(?:–|—|-|\bto\b|\buntil\b)\s*(.+)$/i.exec(text);
  if (!range) return undefined;
  const last = readDated(range[2] as string, "AD");
  if (!last) return undefined;
  const first = readDated(range[1] as string, last.named ? last.era : "AD");
  if (!first) return undefined;
  const start = first.span.start;
  const end = last.span.end ?? last.span.start;
  if (diagramDateSortKey(end) < diagramDateSortKey(start)) return undefined;
  return { ...start, end, text };
}
