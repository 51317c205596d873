import { describe, expect, it } from "vitest";
import { hasReadableText, toOcrResult, type TOcrBlock } from "./ocr-text.ts";

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
