import { describe, expect, it } from "vitest";
import { loadWordFrequency } from "../../lib/word-frequency.ts";
import { layoutPageText, type TPdfTextItem } from "./pdf-page-text.ts";

/** A run of text at (x, y) in 12 pt, about 6 pt per character wide. */
const run = (str: string, x: number, y: number, hasEOL = false, size = 12): TPdfTextItem => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
  hasEOL,
});

describe("layoutPageText", () => {
  it("puts a space between runs separated by a visible gap, and none inside a word split into runs", () => {
    const items = [run("Photo", 50, 700), run("synthesis", 80, 700), run("needs", 140, 700), run("light.", 172, 700)];
    expect(layoutPageText(items)).toBe("Photosynthesis needs light.");
  });

  it("rejoins the lines of a paragraph and separates paragraphs at a larger drop", () => {
    const items = [
      run("Cells are the basic", 50, 700, true),
      run("unit of life.", 50, 686, true),
      run("", 50, 672, true),
      run("Tissues are groups", 50, 658, true),
      run("of cells.", 50, 644),
    ];
    expect(layoutPageText(items)).toBe("Cells are the basic unit of life.\n\nTissues are groups of cells.");
  });

  it("keeps list items on their own lines", () => {
    const items = [run("Organelles:", 50, 700, true), run("• Nucleus", 60, 686, true), run("• Ribosome", 60, 672)];
    expect(layoutPageText(items)).toBe("Organelles:\n• Nucleus\n• Ribosome");
  });

  it("separates a heading in a bigger font from the body text under it", () => {
    const items = [run("Chapter 2", 50, 720, true, 20), run("The cell membrane.", 50, 700)];
    expect(layoutPageText(items)).toBe("Chapter 2\n\nThe cell membrane.");
  });

  it("puts a numbered heading in the body's size on a line of its own, but not a numbered list item", () => {
    const items = [
      run("Cells divide.", 50, 700, true),
      run("2.3 Transport across membranes", 50, 686, true),
      run("Water crosses by osmosis.", 50, 672, true),
      run("1. Collect the samples", 50, 658, true),
    ];
    expect(layoutPageText(items)).toBe(
      "Cells divide.\n\n2.3 Transport across membranes\n\nWater crosses by osmosis.\n1. Collect the samples",
    );
  });

  it("keeps space runs as spaces", () => {
    const items = [run("Hello", 50, 700), run(" ", 80, 700), run("world", 83, 700)];
    expect(layoutPageText(items)).toBe("Hello world");
  });
});

describe("layoutPageText: a hyphen at a line end", () => {
  it("rejoins a word split mid-syllable and keeps the hyphen of a compound broken at it", async () => {
    const words = await loadWordFrequency();
    const items = [
      run("Reads are aligned by a technology-", 50, 700, true),
      run("based method; the informa-", 50, 686, true),
      run("tion covers X-", 50, 672, true),
      run("chromosome loci at single-", 50, 658, true),
      run("nucleotide resolution near the hypothal-", 50, 644, true),
      run("amus.", 50, 630),
    ];
    expect(layoutPageText(items, words)).toBe(
      "Reads are aligned by a technology-based method; the information covers X-chromosome loci at single-nucleotide resolution near the hypothalamus.",
    );
  });
});
