import { describe, expect, it } from "vitest";
import { parseSourceSpan, splitAroundSpan } from "./highlight-span.ts";

describe("parseSourceSpan", () => {
  it("reads a section and offsets from the URL", () => {
    expect(parseSourceSpan(new URLSearchParams("section=2&start=10&end=40"))).toEqual({ section: 2, start: 10, end: 40 });
    expect(parseSourceSpan(new URLSearchParams("section=0&start=0&end=1"))).toEqual({ section: 0, start: 0, end: 1 });
  });

  it("ignores a span that is missing a part, not whole numbers, or empty", () => {
    for (const query of [
      "",
      "section=1&start=2",
      "section=a&start=1&end=3",
      "section=1&start=-1&end=3",
      "section=1&start=1.5&end=3",
      "section=1&start=5&end=5",
      "section=1&start=6&end=5",
    ]) {
      expect(parseSourceSpan(new URLSearchParams(query)), query).toBeNull();
    }
  });
});

describe("splitAroundSpan", () => {
  const text = "Chlorophyll absorbs red and blue light.";

  it("marks the span inside the text", () => {
    expect(splitAroundSpan(text, 0, { start: 12, end: 19 })).toEqual([
      { text: "Chlorophyll ", isMarked: false },
      { text: "absorbs", isMarked: true },
      { text: " red and blue light.", isMarked: false },
    ]);
  });

  it("places the span by the text's offset in its section", () => {
    expect(splitAroundSpan("red and blue", 100, { start: 104, end: 107 })).toEqual([
      { text: "red ", isMarked: false },
      { text: "and", isMarked: true },
      { text: " blue", isMarked: false },
    ]);
  });

  it("marks only the part of a span that overlaps this text", () => {
    expect(splitAroundSpan("second paragraph", 50, { start: 10, end: 56 })).toEqual([
      { text: "second", isMarked: true },
      { text: " paragraph", isMarked: false },
    ]);
    expect(splitAroundSpan("first", 0, { start: 3, end: 90 })).toEqual([
      { text: "fir", isMarked: false },
      { text: "st", isMarked: true },
    ]);
  });

  it("leaves text outside the span, or without one, unmarked and whole", () => {
    expect(splitAroundSpan(text, 0, null)).toEqual([{ text, isMarked: false }]);
    expect(splitAroundSpan(text, 200, { start: 12, end: 19 })).toEqual([{ text, isMarked: false }]);
    expect(splitAroundSpan("", 0, { start: 0, end: 4 })).toEqual([]);
  });

  it("always gives the text back when the pieces are joined", () => {
    for (const span of [null, { start: 0, end: 3 }, { start: 5, end: 500 }, { start: 38, end: 39 }]) {
      expect(
        splitAroundSpan(text, 0, span)
          .map((piece) => piece.text)
          .join(""),
      ).toBe(text);
    }
  });
});
