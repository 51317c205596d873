import { describe, expect, it } from "vitest";
import { loadWordFrequency } from "../../lib/word-frequency.ts";
import { blocksFromTsv, hasReadableText, joinOcrParts, toOcrResult, type TOcrBlock } from "./ocr-text.ts";

const line = (text: string, confidence = 90) => ({ words: text.split(" ").map((word) => ({ text: word, confidence })) });
const block = (...paragraphs: string[][]): TOcrBlock => ({
  paragraphs: paragraphs.map((lines) => ({ lines: lines.map((text) => line(text)) })),
});

describe("toOcrResult", () => {
  it("rejoins a sentence Tesseract split into two paragraphs, keeps real paragraph breaks and block breaks", () => {
    const blocks = [
      block(["The cell membrane is"], ["a thin barrier.", "It controls entry."], ["Plants also have walls."]),
      block(["Figure 1"]),
    ];
    expect(toOcrResult(blocks).text).toBe("The cell membrane is a thin barrier. It controls entry.\n\nPlants also have walls.\n\nFigure 1");
  });

  it("keeps a heading apart from the paragraph under it: one short line before a line that opens with a capital", () => {
    const blocks = [
      block(["Related studies on reaction rates"], ["Earlier work showed that heat speeds", "up most reactions"], ["in water."]),
    ];
    expect(toOcrResult(blocks).text).toBe(
      "Related studies on reaction rates\n\nEarlier work showed that heat speeds up most reactions in water.",
    );
    // Two lines without a full stop are a paragraph running on, not a heading.
    const running = [block(["The cell membrane is a thin barrier", "that surrounds"], ["The cell and controls entry."])];
    expect(toOcrResult(running).text).toBe("The cell membrane is a thin barrier that surrounds The cell and controls entry.");
  });

  it("keeps the hyphen of a compound broken at a line end and rejoins a word split mid-syllable", async () => {
    const blocks = [block(["Bisulfite sequencing gives single-", "nucleotide resolution of methyla-", "tion on the X-", "chromosome."])];
    expect(toOcrResult(blocks, await loadWordFrequency()).text).toBe(
      "Bisulfite sequencing gives single-nucleotide resolution of methylation on the X-chromosome.",
    );
  });

  it("drops guessed words and counts only confident words with letters or digits as readable", () => {
    const blocks: TOcrBlock[] = [
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: "Krebs", confidence: 91 },
                  { text: "~~", confidence: 88 },
                  { text: "c@#", confidence: 20 },
                  { text: "cycle", confidence: 55 },
                ],
              },
            ],
          },
        ],
      },
    ];
    const result = toOcrResult(blocks);
    expect(result.text).toBe("Krebs ~~ cycle");
    expect(result.readableWords).toBe(1);
    expect(hasReadableText(result)).toBe(false);
    expect(toOcrResult(null)).toEqual({ text: "", readableWords: 0, confidence: 0 });
  });
});

describe("blocksFromTsv", () => {
  it("rebuilds blocks, paragraphs and lines from Tesseract's TSV rows", () => {
    const rows = [
      [1, 1, 0, 0, 0, 0, -1, ""],
      [2, 1, 1, 0, 0, 0, -1, ""],
      [3, 1, 1, 1, 0, 0, -1, ""],
      [4, 1, 1, 1, 1, 0, -1, ""],
      [5, 1, 1, 1, 1, 1, 96.5, "The"],
      [5, 1, 1, 1, 1, 2, 91, "cell"],
      [4, 1, 1, 1, 2, 0, -1, ""],
      [5, 1, 1, 1, 2, 1, 88, "membrane."],
      [3, 1, 1, 2, 0, 0, -1, ""],
      [4, 1, 1, 2, 1, 0, -1, ""],
      [5, 1, 1, 2, 1, 1, 30, "~~"],
      [2, 1, 2, 0, 0, 0, -1, ""],
      [3, 1, 2, 1, 0, 0, -1, ""],
      [4, 1, 2, 1, 1, 0, -1, ""],
      [5, 1, 2, 1, 1, 1, 90, "Figure"],
    ];
    const tsv = rows
      .map(([level, page, block, par, line, word, conf, text]) =>
        [level, page, block, par, line, word, 10, 20, 30, 40, conf, text].join("\t"),
      )
      .join("\n");
    const blocks = blocksFromTsv(tsv);
    expect(blocks).toEqual([
      {
        paragraphs: [
          {
            lines: [
              {
                words: [
                  { text: "The", confidence: 96.5 },
                  { text: "cell", confidence: 91 },
                ],
              },
              { words: [{ text: "membrane.", confidence: 88 }] },
            ],
          },
          { lines: [{ words: [{ text: "~~", confidence: 30 }] }] },
        ],
      },
      { paragraphs: [{ lines: [{ words: [{ text: "Figure", confidence: 90 }] }] }] },
    ]);
    expect(toOcrResult(blocks).text).toBe("The cell membrane.\n\nFigure");
    expect(blocksFromTsv("")).toEqual([]);
    expect(blocksFromTsv(null)).toEqual([]);
  });
});

describe("joinOcrParts", () => {
  it("reads a paragraph on across the cut and keeps one that ended before it apart", () => {
    const top = [block(["Cells need energy."]), block(["The mitochondria is the"])];
    const bottom = [block(["powerhouse of the cell."], ["Plants make sugar."]), block(["Figure 2"])];
    expect(toOcrResult(joinOcrParts([top, bottom])).text).toBe(
      "Cells need energy.\n\nThe mitochondria is the powerhouse of the cell.\n\nPlants make sugar.\n\nFigure 2",
    );
    const ended = [block(["The mitochondria is the powerhouse."])];
    expect(toOcrResult(joinOcrParts([ended, [block(["Plants make sugar."])]])).text).toBe(
      "The mitochondria is the powerhouse.\n\nPlants make sugar.",
    );
  });

  it("skips a part with nothing read and leaves the parts' blocks untouched", () => {
    const top = [block(["The mitochondria is the"])];
    const bottom = [block(["powerhouse of the cell."])];
    expect(toOcrResult(joinOcrParts([[], top, [], bottom])).text).toBe("The mitochondria is the powerhouse of the cell.");
    expect(top[0]!.paragraphs).toHaveLength(1);
    expect(joinOcrParts([])).toEqual([]);
  });
});
