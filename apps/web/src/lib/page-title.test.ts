import { describe, expect, it } from "vitest";
import { formatPageTitle } from "./page-title.ts";

describe("formatPageTitle", () => {
  it("follows '{page title} | Mnemo'", () => {
    expect(formatPageTitle("Flashcards")).toBe("Flashcards | Mnemo");
    expect(formatPageTitle("  Biology 101 ")).toBe("Biology 101 | Mnemo");
  });

  it("is just the product name without a page title", () => {
    expect(formatPageTitle("   ")).toBe("Mnemo");
  });
});
