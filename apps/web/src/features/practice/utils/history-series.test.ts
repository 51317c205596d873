import type { TPracticeAttempt } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { historySeries, historySummary } from "./history-series.ts";

const attempt = (id: string, score: number | null, total: number, submitted: string | null): TPracticeAttempt => ({
  id,
  group_ids: ["g"],
  total,
  started_at: "2026-11-01T10:00:00.000Z",
  deadline_at: null,
  submitted_at: submitted,
  score,
  duration_ms: 60_000,
  retake_of: null,
});

describe("historySeries", () => {
  it("puts the oldest first, as percents, and leaves out tests not submitted", () => {
    const points = historySeries([
      attempt("c", 9, 10, "2026-11-03T10:00:00.000Z"),
      attempt("open", null, 10, null),
      attempt("b", 2, 3, "2026-11-02T10:00:00.000Z"),
      attempt("a", 1, 4, "2026-11-01T10:00:00.000Z"),
    ]);
    expect(points.map((point) => [point.id, point.percent])).toEqual([
      ["a", 25],
      ["b", 67],
      ["c", 90],
    ]);
  });
});

describe("historySummary", () => {
  it("says the first, latest and best scores", () => {
    const points = historySeries([
      attempt("c", 6, 10, "2026-11-03T10:00:00.000Z"),
      attempt("b", 9, 10, "2026-11-02T10:00:00.000Z"),
      attempt("a", 1, 4, "2026-11-01T10:00:00.000Z"),
    ]);
    expect(historySummary(points)).toBe("3 tests, from 25% on 1 Nov 2026 to 60% on 3 Nov 2026; best 90%.");
  });

  it("reads one test and none", () => {
    expect(historySummary(historySeries([attempt("a", 3, 4, "2026-11-01T10:00:00.000Z")]))).toBe("1 test: 75% on 1 Nov 2026.");
    expect(historySummary([])).toBe("No tests yet.");
  });
});
