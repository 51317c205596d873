import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadTextPng, makeBlankPng, makeTextPagePng } from "../generation/testing/make-fixtures.ts";
import { chooseScale, contrastStretch, cutParts, prepareOcrImage, TARGET_X_HEIGHT } from "./prepare-ocr-image.ts";

describe("chooseScale", () => {
  it("brings measured text to the target x-height", () => {
    expect(chooseScale(1240, 1754, 13.5)).toBeCloseTo(TARGET_X_HEIGHT / 13.5);
    expect(chooseScale(2480, 3508, 24)).toBeCloseTo(TARGET_X_HEIGHT / 24);
  });

  it("leaves text of about the right size alone and upscales small pictures of tiny text only", () => {
    expect(chooseScale(1000, 1000, TARGET_X_HEIGHT * 0.95)).toBe(1);
    expect(chooseScale(1000, 1000, TARGET_X_HEIGHT * 1.05)).toBe(1);
    expect(chooseScale(600, 200, 4.5)).toBe(2);
    // A big photo is not upscaled past 4 MP, whatever its specks measure.
    expect(chooseScale(4000, 3000, 4)).toBe(1);
  });

  it("falls back to the width rule without a measurable text size", () => {
    expect(chooseScale(800, 600)).toBe(1.5);
    expect(chooseScale(1500, 2000)).toBe(1);
    expect(chooseScale(5000, 7000)).toBe(0.5);
  });
});

describe("contrastStretch", () => {
  it("maps the 1st-99th percentile grey levels onto 0-255", () => {
    const grey = new Uint8Array(10_000).map((_, i) => 50 + (i % 151));
    const { multiply, add } = contrastStretch(grey);
    expect(51 * multiply + add).toBeCloseTo(0, 0);
    expect(199 * multiply + add).toBeCloseTo(255, 0);
    expect(contrastStretch(new Uint8Array(100).fill(255))).toEqual({ multiply: 1, add: 0 });
  });
});

describe("prepareOcrImage", () => {
  it("shrinks large text to the target x-height, as one grey channel", async () => {
    // fixtures/text.png: DejaVu Sans 44 px, x-height 24 px (measured ~26).
    const [png, ...more] = await prepareOcrImage({ image: loadTextPng(), kind: "image", split: true });
    expect(more).toHaveLength(0); // four lines: too few to be worth two engines
    const { width, channels } = await sharp(png!).metadata();
    expect(channels).toBe(1);
    expect(width).toBeGreaterThan(900 * (TARGET_X_HEIGHT / 28));
    expect(width).toBeLessThan(900 * (TARGET_X_HEIGHT / 23));
  });

  it("reads a PDF's decoded pixels and keeps a blank picture's size rule", async () => {
    const { data, info } = await sharp(loadTextPng()).raw().toBuffer({ resolveWithObject: true });
    const [fromRaw] = await prepareOcrImage({
      image: { data, width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
      kind: "pdf",
    });
    expect((await sharp(fromRaw!).metadata()).width).toBeLessThan(450);
    const [blank] = await prepareOcrImage({ image: await makeBlankPng(), kind: "image" });
    expect((await sharp(blank!).metadata()).width).toBe(1200);
  });
});

describe("cutParts", () => {
  it("pads each part with paper on the side of the cut", () => {
    expect(cutParts({ axis: "row", at: 40 }, 100, 90)).toEqual([
      { left: 0, top: 0, width: 100, height: 40, pad: { bottom: 10 } },
      { left: 0, top: 40, width: 100, height: 50, pad: { top: 10 } },
    ]);
    expect(cutParts({ axis: "column", at: 30 }, 100, 90)).toEqual([
      { left: 0, top: 0, width: 30, height: 90, pad: { right: 10 } },
      { left: 30, top: 0, width: 70, height: 90, pad: { left: 10 } },
    ]);
  });

  it("splits a tall page into two grey PNGs that together hold every row", async () => {
    const image = await makeTextPagePng({ columns: [["first", "second", "first", "second", "first", "second"]] });
    const [whole] = await prepareOcrImage({ image, kind: "image" });
    const parts = await prepareOcrImage({ image, kind: "image", split: true });
    expect(parts).toHaveLength(2);
    const [page, ...halves] = await Promise.all([whole!, ...parts].map((png) => sharp(png).metadata()));
    for (const half of halves) {
      expect(half.width).toBe(page!.width);
      expect(half.channels).toBe(1);
      expect(half.height).toBeLessThan(page!.height * 0.75);
    }
    expect(halves[0]!.height + halves[1]!.height).toBe(page!.height + 20);
  });
});
