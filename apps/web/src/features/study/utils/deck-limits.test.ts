import { describe, expect, it } from "vitest";
import { deckLimitsText, deckLimitValue } from "./deck-limits.ts";

describe("deck limits", () => {
  it("says which of its own limits a deck has", () => {
    expect(deckLimitsText({ new_per_day: null, reviews_per_day: null })).toBeNull();
    expect(deckLimitsText({ new_per_day: 5, reviews_per_day: null })).toBe("Own limits: 5 new a day");
    expect(deckLimitsText({ new_per_day: 0, reviews_per_day: 1500 })).toBe("Own limits: 0 new · 1,500 reviews a day");
  });

  it("reads an empty field as the account's limit and refuses anything out of range", () => {
    expect(deckLimitValue("", 9999)).toBeNull();
    expect(deckLimitValue(0, 9999)).toBe(0);
    expect(deckLimitValue(10000, 9999)).toBeUndefined();
    expect(deckLimitValue(2.5, 9999)).toBeUndefined();
  });
});
