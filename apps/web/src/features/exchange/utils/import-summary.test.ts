import { describe, expect, it } from "vitest";
import { importResultLines, matchesLine, previewCounts } from "./import-summary.ts";

describe("previewCounts", () => {
  it("counts cards as people read them (notes), what they make to study, decks and media", () => {
    expect(
      previewCounts({
        notes: 120,
        cards: 1400,
        decks: [
          { name: "A", notes: 100 },
          { name: "B", notes: 20 },
        ],
        media: { files: 35, bytes: 4.2 * 1024 * 1024 },
      }),
    ).toBe("120 cards (1,400 to study) in 2 decks · 35 pictures and sounds (4.2 MB)");
    expect(previewCounts({ notes: 1, cards: 1, decks: [{ name: "A", notes: 1 }], media: { files: 0, bytes: 0 } })).toBe("1 card");
  });
});

describe("matchesLine", () => {
  it("says how many cards are here already and how many are new", () => {
    expect(matchesLine({ existing: 12, new: 0 })).toBe("12 cards already here, 0 new");
    expect(matchesLine({ existing: 1, new: 1200 })).toBe("1 card already here, 1,200 new");
  });
});

describe("importResultLines", () => {
  it("says what was added, and only what else happened", () => {
    expect(importResultLines({ groupIds: [], created: 0, updated: 0, unchanged: 0, skipped: 0, media: 0, reviews: 0 })).toEqual([
      "0 cards added",
    ]);
    expect(importResultLines({ groupIds: [], created: 12, updated: 3, unchanged: 40, skipped: 1, media: 1, reviews: 2500 })).toEqual([
      "12 cards added",
      "3 cards updated (newer in the file)",
      "40 cards already here, unchanged",
      "1 card skipped",
      "1 picture or sound saved",
      "2,500 reviews of history brought over",
    ]);
  });
});
