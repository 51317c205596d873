import { describe, expect, it } from "vitest";
import { deckSizeText } from "./deck-size.ts";

describe("deckSizeText", () => {
  it("says cards while each note is one card", () => {
    expect(deckSizeText({ notes: 0, cards: 0 })).toBe("0 cards");
    expect(deckSizeText({ notes: 1, cards: 1 })).toBe("1 card");
    expect(deckSizeText({ notes: 1204, cards: 1204 })).toBe("1,204 cards");
  });

  it("names notes and cards once a cloze note makes more cards than there are notes", () => {
    expect(deckSizeText({ notes: 12, cards: 13 })).toBe("12 notes, 13 cards");
    expect(deckSizeText({ notes: 1, cards: 3 })).toBe("1 note, 3 cards");
    // A cloze note with no gap yet makes no card.
    expect(deckSizeText({ notes: 2, cards: 1 })).toBe("2 notes, 1 card");
  });
});
