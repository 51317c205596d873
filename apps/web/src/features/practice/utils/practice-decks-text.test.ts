import { describe, expect, it } from "vitest";
import { practiceDecksText } from "./practice-decks-text.ts";

const deck = (title: string, cards: number) => ({ title, card_count: cards });

describe("what a test is over, in the builder's words", () => {
  it("names one deck or a few, counts many and all", () => {
    expect(practiceDecksText([deck("Capitals", 1)], { isAll: false })).toBe("Questions from “Capitals”: 1 card.");
    expect(practiceDecksText([deck("Capitals", 1)], { isAll: true })).toBe("Questions from “Capitals”: 1 card.");
    expect(practiceDecksText([deck("A", 2), deck("B", 3)], { isAll: false })).toBe("Questions from “A”, “B”: 5 cards.");
    expect(practiceDecksText([deck("A", 1), deck("B", 1), deck("C", 1), deck("D", 1), deck("E", 1)], { isAll: false })).toBe(
      "Questions from “A”, “B”, “C” and 2 more: 5 cards.",
    );
    expect(practiceDecksText([deck("A", 1000), deck("B", 234)], { isAll: true })).toBe(
      "Questions from all your decks: 2 decks, 1,234 cards.",
    );
    expect(practiceDecksText([], { isAll: true })).toBe("You have no decks yet: make one, then test yourself on it.");
  });
});
