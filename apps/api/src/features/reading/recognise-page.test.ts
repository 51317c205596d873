import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { makeTextPagePng, TEXT_PNG_SENTENCES } from "../generation/testing/make-fixtures.ts";
import { createOcrPool, type OcrPool } from "./ocr-pool.ts";
import type { TOcrBlock } from "./ocr-text.ts";
import { prepareOcrImage } from "./prepare-ocr-image.ts";
import { recognisePage } from "./recognise-page.ts";

/** The words of a text, without punctuation (at this size Tesseract sometimes drops a full stop). */
const words = (text: string) =>
  text
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean);
/** How many words of `expected`, in order, `text` misses (OCR may slip on a letter). */
function missedInOrder(text: string, expected: string): number {
  const read = words(text);
  let at = 0;
  let missed = 0;
  for (const word of words(expected)) {
    const found = read.indexOf(word, at);
    if (found < 0) missed += 1;
    else at = found + 1;
  }
  return missed;
}

describe("recognisePage (real tesseract.js engines)", { timeout: 120_000 }, () => {
  const two = createOcrPool({ size: 2 });
  const one = createOcrPool({ size: 1 });
  afterAll(() => Promise.all([two.close(), one.close()]));

  it("reads a tall page in two halves at once, the same words as one engine reading it whole", async () => {
    const sentences = ["first", "second", "first", "second", "first", "second"] as const;
    const image = await makeTextPagePng({ columns: [[...sentences]] });
    const parts = await prepareOcrImage({ image, kind: "image", split: true });
    expect(parts).toHaveLength(2);

    const [split, whole] = await Promise.all([
      recognisePage({ image, kind: "image", ocr: two }),
      recognisePage({ image, kind: "image", ocr: one }),
    ]);
    const expected = sentences.map((sentence) => TEXT_PNG_SENTENCES[sentence]).join(" ");
    expect(missedInOrder(split.text, expected)).toBeLessThanOrEqual(1);
    expect(missedInOrder(whole.text, expected)).toBeLessThanOrEqual(1);
    expect(words(split.text).length).toBe(words(whole.text).length);
    // No paragraph break inside a sentence at the cut: each paragraph ends one.
    for (const paragraph of split.text.split("\n\n")) expect(paragraph).toMatch(/plants\.$/);
  });

  it("reads two columns one after the other, the left first", async () => {
    const image = await makeTextPagePng({
      columns: [
        ["first", "first", "first", "first"],
        ["second", "second", "second", "second"],
      ],
    });
    const parts = await prepareOcrImage({ image, kind: "image", split: true });
    const [whole] = await prepareOcrImage({ image, kind: "image" });
    const [page, left] = await Promise.all([sharp(whole!).metadata(), sharp(parts[0]!).metadata()]);
    expect(parts).toHaveLength(2);
    expect(left.width).toBeLessThan(page.width * 0.6);
    expect(left.height).toBeGreaterThanOrEqual(page.height);

    // One engine reading the whole page interleaves these lines (their baselines align across the gutter).
    const { text } = await recognisePage({ image, kind: "image", ocr: two });
    const expected = [...Array(4).fill(TEXT_PNG_SENTENCES.first), ...Array(4).fill(TEXT_PNG_SENTENCES.second)].join(" ");
    expect(missedInOrder(text, expected)).toBeLessThanOrEqual(1);
    expect(text.lastIndexOf("mitochondria")).toBeLessThan(text.indexOf("Photosynthesis"));
  });
});

describe("recognisePage", () => {
  it("hands both halves to the pool at once, and a short text as one piece", async () => {
    let running = 0;
    let mostAtOnce = 0;
    const calls: number[] = [];
    const pool: OcrPool = {
      size: 2,
      async recognize(png) {
        calls.push(png.length);
        const part = calls.length;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        running -= 1;
        const block: TOcrBlock = { paragraphs: [{ lines: [{ words: [{ text: `part${part}.`, confidence: 90 }] }] }] };
        return [block];
      },
      close: async () => {},
    };
    const tall = await makeTextPagePng({ columns: [["first", "second", "first", "second"]] });
    expect((await recognisePage({ image: tall, kind: "image", ocr: pool })).text).toBe("part1.\n\npart2.");
    expect(mostAtOnce).toBe(2);

    calls.length = 0;
    const short = await makeTextPagePng({ columns: [["first", "second"]] });
    await recognisePage({ image: short, kind: "image", ocr: pool });
    expect(calls).toHaveLength(1);
  });
});
