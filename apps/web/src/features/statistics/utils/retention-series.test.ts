import { describe, expect, it } from "vitest";
import { overallRetention, retentionPercent, retentionSeries } from "./retention-series.ts";

const month = (name: string, young: [number, number], mature: [number, number]) => ({
  month: name,
  young: { reviews: young[0], passed: young[1] },
  mature: { reviews: mature[0], passed: mature[1] },
});

describe("retentionSeries", () => {
  it("gives passed ÷ reviews in percent, month by month in order", () => {
    const series = retentionSeries([month("2026-11", [10, 9], [4, 3]), month("2026-10", [8, 6], [0, 0])]);
    expect(series.map((point) => point.month)).toEqual(["2026-10", "2026-11"]);
    expect(series[0]).toEqual({ month: "2026-10", young: 75, mature: null, youngReviews: 8, matureReviews: 0 });
    expect(series[1]).toEqual({ month: "2026-11", young: 90, mature: 75, youngReviews: 10, matureReviews: 4 });
  });

  it("is empty when nothing was reviewed, so the chart hides", () => {
    expect(retentionSeries([])).toEqual([]);
    expect(retentionSeries([month("2026-11", [0, 0], [0, 0])])).toEqual([]);
  });

  it("never shows 0% for a month without reviews", () => {
    expect(retentionPercent({ reviews: 0, passed: 0 })).toBeNull();
    expect(retentionPercent({ reviews: 3, passed: 0 })).toBe(0);
  });
});

describe("overallRetention", () => {
  it("pools young and mature over the year", () => {
    expect(overallRetention([month("2026-10", [8, 6], [2, 2]), month("2026-11", [10, 9], [0, 0])])).toBe(85);
    expect(overallRetention([])).toBeNull();
  });
});
