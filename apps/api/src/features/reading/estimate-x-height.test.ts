import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { loadTextPng } from "../generation/testing/make-fixtures.ts";
import { estimateXHeight, otsuThreshold } from "./estimate-x-height.ts";

/** The fixture (DejaVu Sans 44 px: x-height 24 px) as grey pixels, resized and/or inverted. */
async function fixtureGrey({ scale = 1, invert = false } = {}) {
  let image = sharp(loadTextPng()).greyscale();
  if (scale !== 1) image = image.resize({ width: Math.round(900 * scale) });
  if (invert) image = image.negate();
  const { data, info } = await image.toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  return { grey: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

describe("estimateXHeight", () => {
  it("measures the x-height of printed text, within the few percent that anti-aliasing adds", async () => {
    const { grey, width, height } = await fixtureGrey();
    expect(estimateXHeight(grey, width, height)).toBeGreaterThan(23);
    expect(estimateXHeight(grey, width, height)).toBeLessThan(28);
    const half = await fixtureGrey({ scale: 0.5 });
    expect(estimateXHeight(half.grey, half.width, half.height)).toBeGreaterThan(11.5);
    expect(estimateXHeight(half.grey, half.width, half.height)).toBeLessThan(14.5);
  });

  it("reads light text on a dark background the same way", async () => {
    const dark = await fixtureGrey({ invert: true });
    const light = await fixtureGrey();
    expect(estimateXHeight(dark.grey, dark.width, dark.height)).toBeCloseTo(estimateXHeight(light.grey, light.width, light.height)!, 0);
  });

  it("gives no estimate for a blank picture or a few big shapes", () => {
    expect(estimateXHeight(new Uint8Array(200 * 100).fill(255), 200, 100)).toBeUndefined();
    const blocks = new Uint8Array(200 * 100).fill(255);
    for (let y = 20; y < 80; y++) for (let x = 20; x < 180; x += 1) if (x % 40 < 20) blocks[y * 200 + x] = 0;
    expect(estimateXHeight(blocks, 200, 100)).toBeUndefined();
  });
});

describe("otsuThreshold", () => {
  it("splits two grey levels between them", () => {
    const grey = new Uint8Array(1000).map((_, i) => (i % 4 === 0 ? 30 : 220));
    const threshold = otsuThreshold(grey);
    expect(threshold).toBeGreaterThanOrEqual(30);
    expect(threshold).toBeLessThan(220);
  });
});
