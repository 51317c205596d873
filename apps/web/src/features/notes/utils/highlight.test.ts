import { describe, expect, it } from "vitest";
import { highlightSegments } from "./highlight.ts";

describe("highlightSegments", () => {
  it("marks every case-insensitive match and keeps the original casing", () => {
    expect(highlightSegments("Cell walls and the cell membrane", "CELL")).toEqual([
      { text: "Cell", isMatch: true },
      { text: " walls and the ", isMatch: false },
      { text: "cell", isMatch: true },
      { text: " membrane", isMatch: false },
    ]);
  });

  it("matches regular-expression characters literally", () => {
    expect(highlightSegments("Costs 5% (a year).", "% (a")).toEqual([
      { text: "Costs 5", isMatch: false },
      { text: "% (a", isMatch: true },
      { text: " year).", isMatch: false },
    ]);
  });

  it("returns the whole text unmarked for an empty query or no match", () => {
    expect(highlightSegments("Mitochondria", "  ")).toEqual([{ text: "Mitochondria", isMatch: false }]);
    expect(highlightSegments("Mitochondria", "xyz")).toEqual([{ text: "Mitochondria", isMatch: false }]);
  });
});
