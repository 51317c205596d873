import { describe, expect, it } from "vitest";
import { cardStateSlices } from "./card-state-slices.ts";
import { formatDay, formatDuration, formatMonth, formatNumber, formatPercent, reviewsOnDay, timeUnitFor } from "./stats-format.ts";

describe("stats formatting (en-GB)", () => {
  it("writes the heatmap's tooltip", () => {
    expect(reviewsOnDay(12, "2026-11-03")).toBe("12 reviews on 3 Nov");
    expect(reviewsOnDay(1, "2026-11-03")).toBe("1 review on 3 Nov");
    expect(reviewsOnDay(0, "2026-01-31")).toBe("No reviews on 31 Jan");
    expect(reviewsOnDay(1204, "2026-11-03")).toBe("1,204 reviews on 3 Nov");
  });

  it("writes days, months, numbers and shares the British way", () => {
    expect(formatDay("2026-12-25")).toBe("25 Dec");
    expect(formatMonth("2026-11")).toBe("Nov 2026");
    expect(formatNumber(12345.678, 1)).toBe("12,345.7");
    expect(formatPercent(0.925)).toBe("92.5%");
  });

  it("writes time spent in seconds, minutes and hours", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(45_000)).toBe("45 s");
    expect(formatDuration(12 * 60_000)).toBe("12 min");
    expect(formatDuration(65 * 60_000)).toBe("1 h 5 min");
    expect(formatDuration(120 * 60_000)).toBe("2 h");
  });
});

describe("cardStateSlices", () => {
  it("lists every state in order with its share", () => {
    const slices = cardStateSlices({ new: 5, learning: 1, review: 3, relearning: 0, suspended: 1 });
    expect(slices.map((slice) => [slice.label, slice.value, slice.share])).toEqual([
      ["New", 5, 0.5],
      ["Learning", 1, 0.1],
      ["Review", 3, 0.3],
      ["Relearning", 0, 0],
      ["Suspended", 1, 0.1],
    ]);
  });

  it("has no share without cards", () => {
    expect(cardStateSlices({ new: 0, learning: 0, review: 0, relearning: 0, suspended: 0 }).every((slice) => slice.share === 0)).toBe(true);
  });
});

describe("timeUnitFor", () => {
  it("reads a few minutes in seconds, long days in hours, the rest in minutes", () => {
    expect(timeUnitFor(0.2).name).toBe("seconds");
    expect(timeUnitFor(45).name).toBe("minutes");
    expect(timeUnitFor(150)).toMatchObject({ name: "hours", short: "h" });
  });
});
