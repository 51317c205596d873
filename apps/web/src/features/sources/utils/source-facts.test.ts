import { describe, expect, it } from "vitest";
import { formatSourceDate, madeFromSource, sourceLength } from "./source-facts.ts";

describe("sourceLength", () => {
  it("counts pages, slides or images for files that have them, words for text", () => {
    expect(sourceLength({ kind: "pdf", pages: 12, words: 4000 })).toBe("12 pages");
    expect(sourceLength({ kind: "pptx", pages: 1, words: 80 })).toBe("1 slide");
    expect(sourceLength({ kind: "image", pages: 2, words: 80 })).toBe("2 images");
    expect(sourceLength({ kind: "text", pages: 0, words: 1204 })).toBe("1,204 words");
    expect(sourceLength({ kind: "docx", pages: 0, words: 1 })).toBe("1 word");
  });
});

describe("madeFromSource", () => {
  it("says how many cards in how many decks", () => {
    expect(madeFromSource({ cards: 12, decks: 1 })).toBe("12 cards in 1 deck");
    expect(madeFromSource({ cards: 1, decks: 2 })).toBe("1 card in 2 decks");
    expect(madeFromSource({ cards: 0, decks: 0 })).toBe("No cards from it yet");
  });
});

describe("formatSourceDate", () => {
  it("gives the day, and nothing for a date it cannot read", () => {
    expect(formatSourceDate("2026-11-29T14:00:00.000Z")).toBe("29 Nov 2026");
    expect(formatSourceDate("not a date")).toBe("");
  });
});
