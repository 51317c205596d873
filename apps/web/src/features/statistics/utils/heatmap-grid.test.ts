import { describe, expect, it } from "vitest";
import { heatmapGrid, heatmapLevel } from "./heatmap-grid.ts";

// 2026-11-24 is a Tuesday.
const TODAY = "2026-11-24";

describe("heatmapGrid", () => {
  it("covers the last 365 days in Monday-first week columns, the last holding today", () => {
    const grid = heatmapGrid([], TODAY);
    expect(grid.first).toBe("2025-11-25");
    expect(grid.last).toBe(TODAY);
    // 2025-11-25 is a Tuesday: its column starts on Monday 24 Nov 2025.
    expect(grid.weeks[0]!.start).toBe("2025-11-24");
    expect(grid.weeks.at(-1)!.start).toBe("2026-11-23");
    expect(grid.weeks).toHaveLength(53);
    for (const week of grid.weeks) expect(week.cells).toHaveLength(7);
    const inRange = grid.weeks.flatMap((week) => week.cells).filter((cell) => cell.inRange);
    expect(inRange).toHaveLength(365);
    expect(inRange[0]!.key).toBe("2025-11-25");
    expect(inRange.at(-1)!.key).toBe(TODAY);
  });

  it("pads the first and last weeks with days outside the range", () => {
    const grid = heatmapGrid([], TODAY);
    expect(grid.weeks[0]!.cells[0]).toEqual({ key: "2025-11-24", reviews: 0, level: 0, inRange: false });
    const lastWeek = grid.weeks.at(-1)!.cells;
    expect(lastWeek.map((cell) => cell.inRange)).toEqual([true, true, false, false, false, false, false]);
    expect(lastWeek[6]!.key).toBe("2026-11-29");
  });

  it("puts each study day's reviews in its cell and shades by quarters of the busiest day", () => {
    const grid = heatmapGrid(
      [
        { day: "2026-11-24", reviews: 40 },
        { day: "2026-11-23", reviews: 10 },
        { day: "2026-11-03", reviews: 12 },
        // Outside the year: ignored.
        { day: "2025-11-24", reviews: 500 },
      ],
      TODAY,
    );
    const cells = new Map(grid.weeks.flatMap((week) => week.cells).map((cell) => [cell.key, cell]));
    expect(grid.max).toBe(40);
    expect(cells.get("2026-11-24")).toMatchObject({ reviews: 40, level: 4 });
    expect(cells.get("2026-11-23")).toMatchObject({ reviews: 10, level: 1 });
    expect(cells.get("2026-11-03")).toMatchObject({ reviews: 12, level: 2 });
    expect(cells.get("2026-11-04")).toMatchObject({ reviews: 0, level: 0 });
    expect(cells.get("2025-11-24")).toMatchObject({ reviews: 0, inRange: false });
  });

  it("labels the column holding each month's 1st", () => {
    const grid = heatmapGrid([], TODAY);
    const labelled = grid.weeks.filter((week) => week.monthStart !== null);
    expect(labelled.map((week) => week.monthStart)).toEqual([
      "2025-12-01",
      "2026-01-01",
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
      "2026-07-01",
      "2026-08-01",
      "2026-09-01",
      "2026-10-01",
      "2026-11-01",
    ]);
    // 1 Nov 2026 is a Sunday: the column of Monday 26 Oct.
    expect(labelled.at(-1)!.start).toBe("2026-10-26");
  });

  it("starts a column on today when today is a Monday", () => {
    const grid = heatmapGrid([], "2026-11-23");
    expect(grid.weeks.at(-1)!.start).toBe("2026-11-23");
    expect(grid.weeks.at(-1)!.cells.filter((cell) => cell.inRange)).toHaveLength(1);
  });
});

describe("heatmapLevel", () => {
  it("is 0 without reviews and at least 1 with any", () => {
    expect(heatmapLevel(0, 100)).toBe(0);
    expect(heatmapLevel(1, 100)).toBe(1);
    expect(heatmapLevel(25, 100)).toBe(1);
    expect(heatmapLevel(26, 100)).toBe(2);
    expect(heatmapLevel(75, 100)).toBe(3);
    expect(heatmapLevel(100, 100)).toBe(4);
  });
});
