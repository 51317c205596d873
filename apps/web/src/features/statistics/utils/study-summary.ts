import { addDays, daysBetween } from "./study-day-keys.ts";

export type TStudySummary = {
  totalReviews: number;
  /** Days with at least one answer. */
  daysStudied: number;
  /** Days from the first day studied to today, both included (0 before any study). */
  daysInPeriod: number;
  /** Reviews per day studied. */
  averageOnDaysStudied: number;
  /** Reviews per day over the period, as if every day had been a study day. */
  averagePerDay: number;
  /** Consecutive study days up to today; today may still be empty without breaking it, since it is not over. */
  currentStreak: number;
  longestStreak: number;
};

/**
 * The heatmap's summary line: streaks and averages over the days the server
 * sent (the last year; days without answers are absent or 0).
 */
export function studySummary(days: readonly { day: string; reviews: number }[], today: string): TStudySummary {
  const studied = [...new Set(days.filter((day) => day.reviews > 0 && day.day <= today).map((day) => day.day))].sort();
  const totalReviews = days.filter((day) => day.day <= today).reduce((sum, day) => sum + day.reviews, 0);
  const firstDay = studied[0];
  if (firstDay === undefined) {
    return { totalReviews, daysStudied: 0, daysInPeriod: 0, averageOnDaysStudied: 0, averagePerDay: 0, currentStreak: 0, longestStreak: 0 };
  }
  let longestStreak = 0;
  let run = 0;
  let previous: string | undefined;
  for (const day of studied) {
    run = previous !== undefined && addDays(previous, 1) === day ? run + 1 : 1;
    longestStreak = Math.max(longestStreak, run);
    previous = day;
  }
  const studiedSet = new Set(studied);
  let currentStreak = 0;
  let cursor = studiedSet.has(today) ? today : addDays(today, -1);
  while (studiedSet.has(cursor)) {
    currentStreak++;
    cursor = addDays(cursor, -1);
  }
  const daysInPeriod = daysBetween(firstDay, today) + 1;
  return {
    totalReviews,
    daysStudied: studied.length,
    daysInPeriod,
    averageOnDaysStudied: totalReviews / studied.length,
    averagePerDay: totalReviews / daysInPeriod,
    currentStreak,
    longestStreak,
  };
}

export type TMonthTotal = { month: string; reviews: number; daysStudied: number; time_ms: number };

/** The heatmap's table alternative: reviews, days studied and time per month, newest first, months without answers left out. */
export function monthTotals(days: readonly { day: string; reviews: number; time_ms: number }[]): TMonthTotal[] {
  const byMonth = new Map<string, TMonthTotal>();
  for (const { day, reviews, time_ms } of days) {
    const month = day.slice(0, 7);
    const total = byMonth.get(month) ?? { month, reviews: 0, daysStudied: 0, time_ms: 0 };
    total.reviews += reviews;
    total.time_ms += time_ms;
    if (reviews > 0) total.daysStudied++;
    byMonth.set(month, total);
  }
  return [...byMonth.values()].filter((total) => total.reviews > 0).sort((a, b) => b.month.localeCompare(a.month));
}
