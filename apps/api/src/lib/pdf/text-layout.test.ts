import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { loadPdfFonts, registerPdfFonts } from "./pdf-fonts.ts";
import { breakLines, clipLines, createMeasure, prepareText, type TLine, type TMeasure } from "./text-layout.ts";

async function measureFor(): Promise<TMeasure> {
  const fonts = await loadPdfFonts();
  const doc = new PDFDocument({ autoFirstPage: false });
  registerPdfFonts(doc, fonts);
  return createMeasure(doc, fonts);
}

const lineText = (line: TLine) => line.pieces.map((piece) => piece.text).join("");

describe("text layout", () => {
  it("breaks between words, never wider than asked, keeping line breaks and blank lines", async () => {
    const measure = await measureFor();
    const text = "one two three four five six seven eight nine ten\n\nafter a blank line";
    const maxWidth = measure.width("one two three", "sans") + 0.01;
    const lines = breakLines(measure, prepareText(measure, [{ text }]), maxWidth);
    expect(lines.map(lineText)).toEqual(["one two three", "four five six", "seven eight", "nine ten", "", "after a blank", "line"]);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(maxWidth);
  });

  it("keeps a word that changes style or font midway in one piece of a line", async () => {
    const measure = await measureFor();
    const lines = breakLines(measure, prepareText(measure, [{ text: "x" }, { text: "Paris", style: "bold" }, { text: "'s ≤ ∞" }]), 1000);
    expect(lines.map(lineText)).toEqual(["xParis's ≤ ∞"]);
    expect(lines[0]!.pieces.map((piece) => piece.font)).toEqual(["sans", "sans-bold", "sans", "sans", "math", "sans", "math"]);
  });

  it("cuts a word longer than a line between characters", async () => {
    const measure = await measureFor();
    const word = "a".repeat(50);
    const maxWidth = measure.width("a".repeat(20), "sans") + 0.01;
    const lines = breakLines(measure, prepareText(measure, [{ text: `go ${word}` }]), maxWidth);
    expect(lines.map(lineText)).toEqual(["go", "a".repeat(20), "a".repeat(20), "a".repeat(10)]);
  });

  it("clips to a number of lines, ending the last in an ellipsis that fits", async () => {
    const measure = await measureFor();
    const maxWidth = measure.width("alpha beta gamma", "sans");
    const lines = breakLines(
      measure,
      prepareText(measure, [{ text: "alpha beta gamma delta epsilon zeta eta theta iota kappa" }]),
      maxWidth,
    );
    const clipped = clipLines(measure, lines, 2, maxWidth);
    expect(clipped).toHaveLength(2);
    expect(lineText(clipped[1]!)).toMatch(/…$/);
    expect(clipped[1]!.width).toBeLessThanOrEqual(maxWidth + 1e-9);
    expect(clipLines(measure, lines, 10, maxWidth)).toEqual(lines);
  });
});
