import { describe, expect, it } from "vitest";
import { studyAllIds } from "./study-overview.ts";

const deck = (id: string, n: number, l: number, r: number) => ({
  group_id: id,
  title: id,
  total: 5,
  note_count: 5,
  counts: { new: n, learning: l, review: r },
  limits: { new_per_day: null, reviews_per_day: null },
});

describe("studyAllIds", () => {
  it("takes the decks with anything to study today, in order", () => {
    expect(studyAllIds({ decks: [deck("a", 0, 0, 0), deck("b", 1, 0, 0), deck("c", 0, 2, 0), deck("d", 0, 0, 3)] })).toEqual([
      "b",
      "c",
      "d",
    ]);
  });

  it("stops at 100 decks, the most one session takes", () => {
    const decks = Array.from({ length: 120 }, (_, i) => deck(`d${i}`, 1, 0, 0));
    expect(studyAllIds({ decks })).toHaveLength(100);
  });
});
