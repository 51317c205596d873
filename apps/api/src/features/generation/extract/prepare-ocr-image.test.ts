import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadTextPng, makeBlankPng } from "../testing/make-fixtures.ts";
import { chooseScale, contrastStretch, prepareOcrImage, TARGET_X_HEIGHT } from "./prepare-ocr-image.ts";

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
    const png = await prepareOcrImage({ image: loadTextPng(), kind: "image" });
    const { width, channels } = await sharp(png).metadata();
    expect(channels).toBe(1);
    expect(width).toBeGreaterThan(900 * (TARGET_X_HEIGHT / 28));
    expect(width).toBeLessThan(900 * (TARGET_X_HEIGHT / 23));
  });

  it("reads a PDF's decoded pixels and keeps a blank picture's size rule", async () => {
    const { data, info } = await sharp(loadTextPng()).raw().toBuffer({ resolveWithObject: true });
    const fromRaw = await prepareOcrImage({
      image: { data, width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 },
      kind: "pdf",
    });
    expect((await sharp(fromRaw).metadata()).width).toBeLessThan(450);
    const blank = await prepareOcrImage({ image: await makeBlankPng(), kind: "image" });
    expect((await sharp(blank).metadata()).width).toBe(1200);
  });
});
