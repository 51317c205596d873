import { addDays, daysBetween, weekdayIndex } from "./study-day-keys.ts";

/** The heatmap shows the last year of study days, today included (the server sends 365). */
export const HEATMAP_DAY_COUNT = 365;

/** 0 is no review; 1–4 are quarters of the busiest day, as GitHub's contribution graph shades. */
export type THeatmapLevel = 0 | 1 | 2 | 3 | 4;

export type THeatmapCell = {
  /** The study day, "2026-11-03". */
  key: string;
  reviews: number;
  level: THeatmapLevel;
  /** False for the padding before the first day and after today that fills the first and last weeks. */
  inRange: boolean;
};

export type THeatmapWeek = {
  /** The Monday the column starts on. */
  start: string;
  /** Monday to Sunday: always seven cells. */
  cells: THeatmapCell[];
  /** The 1st of a month that falls in this column ("2026-11-01"), so the column carries that month's label. */
  monthStart: string | null;
};

export type THeatmapGrid = { weeks: THeatmapWeek[]; first: string; last: string; max: number };

/** A day's shade: quarters of the busiest day, so any day with a review shows at least faintly. */
export function heatmapLevel(reviews: number, max: number): THeatmapLevel {
  if (reviews <= 0 || max <= 0) return 0;
  return Math.min(4, Math.ceil((4 * reviews) / max)) as THeatmapLevel;
}

/**
 * The calendar heatmap's columns: one per week (Monday first), the last one
 * holding `today`, going back `dayCount` days. Days without answers are not
 * sent by the server (ZStudyStatsSchema in packages/api-contract/src/study/study-contract.ts), so they count 0 here.
 */
export function heatmapGrid(days: readonly { day: string; reviews: number }[], today: string, dayCount = HEATMAP_DAY_COUNT): THeatmapGrid {
  const first = addDays(today, -(dayCount - 1));
  const reviewsByDay = new Map<string, number>();
  for (const { day, reviews } of days) {
    if (day >= first && day <= today) reviewsByDay.set(day, (reviewsByDay.get(day) ?? 0) + reviews);
  }
  const max = Math.max(0, ...reviewsByDay.values());
  const gridStart = addDays(first, -weekdayIndex(first));
  const weekCount = Math.floor(daysBetween(gridStart, today) / 7) + 1;
  const weeks: THeatmapWeek[] = [];
  for (let week = 0; week < weekCount; week++) {
    const start = addDays(gridStart, week * 7);
    const cells: THeatmapCell[] = [];
    let monthStart: string | null = null;
    for (let weekday = 0; weekday < 7; weekday++) {
      const key = addDays(start, weekday);
      const inRange = key >= first && key <= today;
      const reviews = inRange ? (reviewsByDay.get(key) ?? 0) : 0;
      cells.push({ key, reviews, level: heatmapLevel(reviews, max), inRange });
      if (inRange && key.endsWith("-01")) monthStart = key;
    }
    weeks.push({ start, cells, monthStart });
  }
  return { weeks, first, last: today, max };
}
