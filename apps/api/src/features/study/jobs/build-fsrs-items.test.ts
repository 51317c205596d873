import { describe, expect, it } from "vitest";
import { buildFitItems, splitByTime } from "./build-fsrs-items.ts";

const at = (iso: string) => new Date(iso);

describe("buildFitItems", () => {
  it("makes one item per answer after a card's first, with the days between answers in study days", () => {
    const items = buildFitItems(
      [
        { cardId: "a", rating: 3, reviewedAt: at("2026-11-03T10:00:00Z") },
        { cardId: "a", rating: 3, reviewedAt: at("2026-11-01T10:00:00Z") },
        // 02:00 in London on the 6th is still the 5th's study day.
        { cardId: "a", rating: 1, reviewedAt: at("2026-11-06T02:00:00Z") },
        { cardId: "b", rating: 4, reviewedAt: at("2026-11-02T10:00:00Z") },
        // Two learning steps the same day: no item (the optimiser needs a day between answers).
        { cardId: "c", rating: 1, reviewedAt: at("2026-11-02T10:00:00Z") },
        { cardId: "c", rating: 3, reviewedAt: at("2026-11-02T10:10:00Z") },
      ],
      "Europe/London",
    );
    expect(items.map((item) => item.reviews)).toEqual([
      [
        { rating: 3, deltaDays: 0 },
        { rating: 3, deltaDays: 2 },
      ],
      [
        { rating: 3, deltaDays: 0 },
        { rating: 3, deltaDays: 2 },
        { rating: 1, deltaDays: 2 },
      ],
    ]);
  });
});

describe("splitByTime", () => {
  it("keeps the newest fifth for checking, at least one", () => {
    expect(splitByTime([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])).toEqual({ train: [1, 2, 3, 4, 5, 6, 7, 8], test: [9, 10] });
    expect(splitByTime([1, 2])).toEqual({ train: [1], test: [2] });
  });
});
