import { describe, expect, it } from "vitest";
import { dueSeries, timeSeries } from "./daily-series.ts";

const TODAY = "2026-11-24";

describe("dueSeries", () => {
  it("has today and the next 29 days, missing days as 0", () => {
    const series = dueSeries(
      [
        { day: "2026-11-24", cards: 7 },
        { day: "2026-11-26", cards: 3 },
        { day: "2026-12-23", cards: 1 },
      ],
      TODAY,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-11-24", value: 7 });
    expect(series[1]).toEqual({ day: "2026-11-25", value: 0 });
    expect(series[2]).toEqual({ day: "2026-11-26", value: 3 });
    expect(series.at(-1)).toEqual({ day: "2026-12-23", value: 1 });
    expect(series.reduce((sum, point) => sum + point.value, 0)).toBe(11);
  });

  it("is 30 zeros with nothing due", () => {
    const series = dueSeries([], TODAY);
    expect(series).toHaveLength(30);
    expect(series.every((point) => point.value === 0)).toBe(true);
  });
});

describe("timeSeries", () => {
  it("has the last 30 days, today last, in minutes", () => {
    const series = timeSeries(
      [
        { day: "2026-10-01", time_ms: 600_000 },
        { day: "2026-10-26", time_ms: 90_000 },
        { day: "2026-11-24", time_ms: 300_000 },
      ],
      TODAY,
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ day: "2026-10-26", value: 1.5 });
    expect(series.at(-1)).toEqual({ day: "2026-11-24", value: 5 });
    expect(series.filter((point) => point.value > 0)).toHaveLength(2);
  });
});
