import { keyDate } from "./study-day-keys.ts";

/** Every figure on the statistics view is written the British way: "1,204", "3 Nov", "Nov 2026". */
const LOCALE = "en-GB";

const dayFormat = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "short", timeZone: "UTC" });
const longDayFormat = new Intl.DateTimeFormat(LOCALE, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", timeZone: "UTC" });
const monthYearFormat = new Intl.DateTimeFormat(LOCALE, { month: "short", year: "numeric", timeZone: "UTC" });

/** "1,204" */
export function formatNumber(value: number, maximumFractionDigits = 0): string {
  return value.toLocaleString(LOCALE, { maximumFractionDigits });
}

/** "3 Nov" for the study day "2026-11-03". */
export function formatDay(key: string): string {
  return dayFormat.format(keyDate(key));
}

/** "Tuesday 3 November 2026" */
export function formatLongDay(key: string): string {
  return longDayFormat.format(keyDate(key));
}

/** "Nov" for any day of November. */
export function formatMonthShort(key: string): string {
  return monthFormat.format(keyDate(key));
}

/** "Nov 2026" for the month "2026-11". */
export function formatMonth(month: string): string {
  return monthYearFormat.format(keyDate(`${month}-01`));
}

/** "No reviews on 3 Nov", "1 review on 3 Nov", "12 reviews on 3 Nov": the heatmap's tooltip. */
export function reviewsOnDay(reviews: number, key: string): string {
  const count = reviews === 0 ? "No reviews" : `${formatNumber(reviews)} ${reviews === 1 ? "review" : "reviews"}`;
  return `${count} on ${formatDay(key)}`;
}

/** "0 min", "45 s", "12 min", "1 h 5 min": time spent, to the minute once past one. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds > 0 && seconds < 60) return `${seconds} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${formatNumber(minutes)} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${formatNumber(hours)} h` : `${formatNumber(hours)} h ${rest} min`;
}

/** "92.5%" from 0.925; one decimal at most. */
export function formatPercent(fraction: number): string {
  return fraction.toLocaleString(LOCALE, { style: "percent", maximumFractionDigits: 1 });
}

/** "5 days", "1 day" */
export function formatDays(days: number): string {
  return `${formatNumber(days)} ${days === 1 ? "day" : "days"}`;
}

export type TTimeUnit = { name: "seconds" | "minutes" | "hours"; short: string; perMinute: number };

/** The unit a chart of study time reads best in: seconds for a few minutes at most, hours past two. */
export function timeUnitFor(maxMinutes: number): TTimeUnit {
  if (maxMinutes < 2) return { name: "seconds", short: "s", perMinute: 60 };
  if (maxMinutes >= 120) return { name: "hours", short: "h", perMinute: 1 / 60 };
  return { name: "minutes", short: "min", perMinute: 1 };
}
