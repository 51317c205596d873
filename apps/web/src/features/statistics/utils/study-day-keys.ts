/**
 * Arithmetic on study-day keys ("2026-11-24", the calendar date a study day is
 * named after; see packages/api-contract/src/study/study-day.ts). Done in UTC
 * on the date alone, so no time zone or clock change moves a key.
 */

const MS_PER_DAY = 86_400_000;

function toUtc(key: string): number {
  const [year, month, day] = key.split("-").map(Number);
  return Date.UTC(year!, month! - 1, day!);
}

/** The key `days` after `key` (negative for before). */
export function addDays(key: string, days: number): string {
  return new Date(toUtc(key) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** 0 for Monday … 6 for Sunday: weeks start on Monday, as in Britain (en-GB). */
export function weekdayIndex(key: string): number {
  return (new Date(toUtc(key)).getUTCDay() + 6) % 7;
}

/** The Date at noon UTC of a key, for formatting its calendar date with `timeZone: "UTC"`. */
export function keyDate(key: string): Date {
  return new Date(toUtc(key) + MS_PER_DAY / 2);
}
