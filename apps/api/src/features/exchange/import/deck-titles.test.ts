import { MAX_GROUP_TITLE } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanDeckPath, cleanDeckTitle, cutAtCodePoint } from "./deck-titles.ts";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe("deck titles an import makes", () => {
  it("drop NUL and other controls, bidi overrides and isolates; line breaks and tabs become spaces", () => {
    expect(cleanDeckTitle("Bio\u0000logy")).toBe("Biology");
    expect(cleanDeckTitle("\u202eevil\u202c \u2066name\u2069")).toBe("evil name");
    expect(cleanDeckTitle("  Line one\r\nline\ttwo  ")).toBe("Line one line two");
    expect(cleanDeckTitle("\u0000\u202e")).toBe("");
  });

  it("are cut to the deck title limit between code points, never inside an emoji", () => {
    const title = `${"a".repeat(MAX_GROUP_TITLE - 1)}😀 and more`;
    expect(cleanDeckTitle(title)).toBe("a".repeat(MAX_GROUP_TITLE - 1));
    expect(cleanDeckTitle(`${"a".repeat(MAX_GROUP_TITLE - 2)}😀 and more`)).toBe(`${"a".repeat(MAX_GROUP_TITLE - 2)}😀`);
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", " ", "😀", "é", "𝄞") }), fc.integer({ min: 1, max: 40 }), (text, max) => {
        const cut = cutAtCodePoint(text, max);
        expect(cut.length).toBeLessThanOrEqual(max);
        expect(text.startsWith(cut)).toBe(true);
        expect(cut).not.toMatch(LONE_SURROGATE);
        expect(cut.length).toBeGreaterThanOrEqual(Math.min(text.length, max) - 1);
      }),
    );
  });

  it("clean each level of a path and drop the levels left empty", () => {
    expect(cleanDeckPath(["\u0000Bio", "  ", "\u202eCells"], "Default")).toEqual(["Bio", "Cells"]);
    expect(cleanDeckPath(["\u0000", ""], "Default")).toEqual(["Default"]);
  });
});
