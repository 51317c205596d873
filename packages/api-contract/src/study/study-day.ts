// Kept here, away from the zod schemas of study-contract.ts: the web app's shell reads study days without loading zod.
/** The study day starts at this hour, in the learner's time zone (as Anki's "next day starts at"). */
export const STUDY_DAY_START_HOUR = 4;

/**
 * The study day: it starts at 04:00 in the learner's time zone (a late
 * session after midnight still counts as the evening's), and is 23 or 25
 * hours long on the days the clocks change.
 */
export type TStudyDay = { start: Date; end: Date; /** "2026-11-24": the calendar date the day is named after. */ key: string };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** A time zone the runtime knows (IANA name, e.g. "Europe/London"). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    formatterFor(value);
    return true;
  } catch {
    return false;
  }
}

type LocalParts = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function localParts(instant: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** The zone's wall clock at this instant, as if it were UTC (ms, to the second). */
function wallClockAt(instant: Date, timeZone: string): number {
  const p = localParts(instant, timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  return wallClockAt(instant, timeZone) - Math.floor(instant.getTime() / 1000) * 1000;
}

const DAY_MS = 86_400_000;

/**
 * The instant the zone's clocks show this wall time. A wall time the clocks
 * skip (spring forward) moves forward by the gap; one they show twice (fall
 * back) is the earlier instant, as JavaScript's Temporal does by default.
 */
export function zonedTime(timeZone: string, year: number, month: number, day: number, hour: number): Date {
  const wall = Date.UTC(year, month - 1, day, hour);
  // Every instant showing this wall time lies within 14 hours of `wall` read as UTC, so the offsets a
  // day either side are the ones in force before and after any change of offset around it.
  const before = offsetAt(new Date(wall - DAY_MS), timeZone);
  const after = offsetAt(new Date(wall + DAY_MS), timeZone);
  const offsets = [...new Set([before, after, offsetAt(new Date(wall), timeZone)])].sort((a, b) => b - a);
  // The largest offset first: the earlier instant when the clocks show this time twice.
  for (const offset of offsets) {
    if (wallClockAt(new Date(wall - offset), timeZone) === wall) return new Date(wall - offset);
  }
  // Skipped: the offset before the change, which lands as far past the gap as the time was into it.
  return new Date(wall - before);
}

/** The study day named after this calendar date (a UTC midnight standing for the local date). */
function studyDayOf(timeZone: string, date: Date, startHour: number): TStudyDay {
  const next = new Date(date);
  next.setUTCDate(next.getUTCDate() + 1);
  return {
    start: zonedTime(timeZone, date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), startHour),
    end: zonedTime(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), startHour),
    key: date.toISOString().slice(0, 10),
  };
}

/** The study day `now` falls in, in `timeZone`. */
export function studyDay(now: Date, timeZone: string, startHour = STUDY_DAY_START_HOUR): TStudyDay {
  const p = localParts(now, timeZone);
  // Before the start hour it is still the previous day's session.
  const date = new Date(Date.UTC(p.year, p.month - 1, p.day));
  if (p.hour < startHour) date.setUTCDate(date.getUTCDate() - 1);
  const day = studyDayOf(timeZone, date, startHour);
  // A calendar day the zone skipped (Samoa, 2011-12-30) has no study day of its own: its hours
  // before the start belong to the day before, which runs until the next start.
  if (now < day.start) {
    date.setUTCDate(date.getUTCDate() - 1);
    return studyDayOf(timeZone, date, startHour);
  }
  return day;
}

/** The study day `days` after the one `now` falls in (negative for before). */
export function studyDayAfter(now: Date, timeZone: string, days: number, startHour = STUDY_DAY_START_HOUR): TStudyDay {
  const date = new Date(`${studyDay(now, timeZone, startHour).key}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return studyDayOf(timeZone, date, startHour);
}
