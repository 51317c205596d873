import { addDays } from "./study-day-keys.ts";

/**
 * `count` consecutive study days from `from`, each with `pick`'s value for
 * that day or 0: the server leaves out days with nothing, a chart must not.
 */
export function dailySeries<T extends { day: string }>(
  rows: readonly T[],
  from: string,
  count: number,
  pick: (row: T) => number,
): { day: string; value: number }[] {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + pick(row));
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(from, index);
    return { day, value: byDay.get(day) ?? 0 };
  });
}

/** The due chart's days: today and the 29 after it (overdue cards are sent as today's). */
export const DUE_DAY_COUNT = 30;
/** The time chart's days: the last 30, today included. */
export const TIME_DAY_COUNT = 30;

/** Cards coming due on each of the next 30 days, missing days as 0. */
export function dueSeries(due: readonly { day: string; cards: number }[], today: string): { day: string; value: number }[] {
  return dailySeries(due, today, DUE_DAY_COUNT, (row) => row.cards);
}

/** Minutes spent on each of the last 30 days, missing days as 0. */
export function timeSeries(days: readonly { day: string; time_ms: number }[], today: string): { day: string; value: number }[] {
  return dailySeries(days, addDays(today, -(TIME_DAY_COUNT - 1)), TIME_DAY_COUNT, (row) => row.time_ms / 60_000);
}
