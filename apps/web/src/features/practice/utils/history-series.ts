import type { TPracticeAttempt } from "@mnemo/api-contract";

export type THistoryPoint = { id: string; percent: number; score: number; total: number; submittedAt: string; durationMs: number | null };

/** A deck's submitted attempts (the API's newest first) as the chart draws them: oldest first, each as a percent. */
export function historySeries(attempts: readonly TPracticeAttempt[]): THistoryPoint[] {
  return attempts
    .filter((attempt) => attempt.submitted_at !== null && attempt.score !== null)
    .map((attempt) => ({
      id: attempt.id,
      score: attempt.score!,
      total: attempt.total,
      percent: attempt.total === 0 ? 0 : Math.round((attempt.score! / attempt.total) * 100),
      submittedAt: attempt.submitted_at!,
      durationMs: attempt.duration_ms,
    }))
    .reverse();
}

const dateFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** "12 Nov 2026". */
export const historyDate = (iso: string) => dateFormat.format(new Date(iso));

/** The chart in one sentence, for a screen reader: how many attempts, the first and latest scores, the best. */
export function historySummary(points: readonly THistoryPoint[]): string {
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return "No tests yet.";
  if (points.length === 1) return `1 test: ${latest.percent}% on ${historyDate(latest.submittedAt)}.`;
  const best = Math.max(...points.map((point) => point.percent));
  return `${points.length} tests, from ${first.percent}% on ${historyDate(first.submittedAt)} to ${latest.percent}% on ${historyDate(latest.submittedAt)}; best ${best}%.`;
}
