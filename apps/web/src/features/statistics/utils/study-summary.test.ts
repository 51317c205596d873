import { describe, expect, it } from "vitest";
import { monthTotals, studySummary } from "./study-summary.ts";

const TODAY = "2026-11-24";

describe("studySummary", () => {
  it("is all zeros before any study", () => {
    expect(studySummary([], TODAY)).toEqual({
      totalReviews: 0,
      daysStudied: 0,
      daysInPeriod: 0,
      averageOnDaysStudied: 0,
      averagePerDay: 0,
      currentStreak: 0,
      longestStreak: 0,
    });
  });

  it("counts the current streak up to today", () => {
    const days = [
      { day: "2026-11-22", reviews: 5 },
      { day: "2026-11-23", reviews: 5 },
      { day: "2026-11-24", reviews: 5 },
    ];
    expect(studySummary(days, TODAY)).toMatchObject({ currentStreak: 3, longestStreak: 3 });
  });

  it("keeps the streak alive while today has no answers yet", () => {
    const days = [
      { day: "2026-11-22", reviews: 5 },
      { day: "2026-11-23", reviews: 5 },
    ];
    expect(studySummary(days, TODAY).currentStreak).toBe(2);
  });

  it("breaks the streak on a missed day and remembers the longest", () => {
    const days = [
      { day: "2026-11-01", reviews: 1 },
      { day: "2026-11-02", reviews: 1 },
      { day: "2026-11-03", reviews: 1 },
      { day: "2026-11-04", reviews: 1 },
      { day: "2026-11-22", reviews: 1 },
    ];
    expect(studySummary(days, TODAY)).toMatchObject({ currentStreak: 0, longestStreak: 4, daysStudied: 5 });
  });

  it("averages over the days studied and over every day since the first", () => {
    const days = [
      { day: "2026-11-15", reviews: 30 },
      { day: "2026-11-20", reviews: 10 },
      // A day with time but no answers counts for neither.
      { day: "2026-11-21", reviews: 0 },
    ];
    const summary = studySummary(days, TODAY);
    expect(summary.totalReviews).toBe(40);
    expect(summary.daysStudied).toBe(2);
    expect(summary.averageOnDaysStudied).toBe(20);
    // 15 Nov to 24 Nov: 10 days.
    expect(summary.daysInPeriod).toBe(10);
    expect(summary.averagePerDay).toBe(4);
  });

  it("crosses month and year ends", () => {
    const days = [
      { day: "2025-12-31", reviews: 1 },
      { day: "2026-01-01", reviews: 1 },
    ];
    expect(studySummary(days, "2026-01-02")).toMatchObject({ currentStreak: 2, longestStreak: 2, daysInPeriod: 3 });
  });
});

describe("monthTotals", () => {
  it("adds up each month, newest first, leaving out months without answers", () => {
    const totals = monthTotals([
      { day: "2026-10-30", reviews: 4, time_ms: 60_000 },
      { day: "2026-11-02", reviews: 10, time_ms: 120_000 },
      { day: "2026-11-03", reviews: 2, time_ms: 30_000 },
      { day: "2026-09-01", reviews: 0, time_ms: 5_000 },
    ]);
    expect(totals).toEqual([
      { month: "2026-11", reviews: 12, daysStudied: 2, time_ms: 150_000 },
      { month: "2026-10", reviews: 4, daysStudied: 1, time_ms: 60_000 },
    ]);
  });
});
