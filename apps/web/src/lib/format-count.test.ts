import { describe, expect, it } from "vitest";
import { formatCount } from "./format-count.ts";

describe("formatCount", () => {
  it("uses the singular only for exactly one", () => {
    expect(formatCount(1, "card")).toBe("1 card");
    expect(formatCount(0, "card")).toBe("0 cards");
    expect(formatCount(2, "deck")).toBe("2 decks");
  });

  it("groups thousands and takes irregular plurals", () => {
    expect(formatCount(1204, "card")).toBe("1,204 cards");
    expect(formatCount(3, "entry", "entries")).toBe("3 entries");
  });
});
