import type { TStudyStats } from "@mnemo/api-contract";

export type TRetentionPoint = {
  /** "2026-11" */
  month: string;
  /** Passed ÷ reviews, 0–100, or null in a month without such reviews (the line skips it). */
  young: number | null;
  mature: number | null;
  youngReviews: number;
  matureReviews: number;
};

/** A share in percent, or null when nothing was reviewed (no 0% for an empty month). */
export function retentionPercent({ reviews, passed }: { reviews: number; passed: number }): number | null {
  return reviews > 0 ? (100 * passed) / reviews : null;
}

/**
 * True retention by month, young and mature, in percent. Empty when there is
 * no review of a card in review at all: the chart is then hidden.
 */
export function retentionSeries(retention: TStudyStats["retention"]): TRetentionPoint[] {
  const points = [...retention]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => ({
      month: row.month,
      young: retentionPercent(row.young),
      mature: retentionPercent(row.mature),
      youngReviews: row.young.reviews,
      matureReviews: row.mature.reviews,
    }));
  return points.some((point) => point.youngReviews + point.matureReviews > 0) ? points : [];
}

/** Over the whole year, young and mature together: the headline figure. */
export function overallRetention(retention: TStudyStats["retention"]): number | null {
  let reviews = 0;
  let passed = 0;
  for (const row of retention) {
    reviews += row.young.reviews + row.mature.reviews;
    passed += row.young.passed + row.mature.passed;
  }
  return retentionPercent({ reviews, passed });
}
