import { describe, expect, it } from "vitest";
import { findOcrCut } from "./find-ocr-cut.ts";

const LINE = 10; // ink rows per line (ascender to descender)
const PITCH = 16; // line to line

/** A synthetic page: white paper, each text line a row of dark "words" (ink boxes with word spaces). */
function page(width: number, height: number) {
  const grey = new Uint8Array(width * height).fill(255);
  const fill = (x0: number, x1: number, y0: number, y1: number, value = 0) => {
    for (let y = y0; y < y1; y++) grey.fill(value, y * width + x0, y * width + x1);
  };
  /** A line of words 18 px wide with 5 px spaces, from x0 to x1, its top at y. */
  const line = (y: number, x0: number, x1: number) => {
    for (let x = x0; x < x1; x += 23) fill(x, Math.min(x + 18, x1), y, y + LINE);
  };
  return { grey, width, height, fill, line };
}

/** Whether row y holds no ink. */
function rowIsBlank(grey: Uint8Array, width: number, y: number) {
  return grey.subarray(y * width, (y + 1) * width).every((value) => value >= 128);
}

describe("findOcrCut", () => {
  it("cuts a single-column page between two lines near the middle of its ink", () => {
    const { grey, width, height, line } = page(400, 20 + 30 * PITCH);
    for (let i = 0; i < 30; i++) line(10 + i * PITCH, 20, 380);
    const cut = findOcrCut(grey, width, height);
    expect(cut).toMatchObject({ axis: "row", background: 255 });
    expect(rowIsBlank(grey, width, cut!.at)).toBe(true);
    // 15 lines either side.
    expect(cut!.at).toBeGreaterThan(10 + 14 * PITCH + LINE);
    expect(cut!.at).toBeLessThan(10 + 15 * PITCH);
  });

  it("cuts two columns down the gutter, so the left one is read first", () => {
    const { grey, width, height, line } = page(420, 20 + 30 * PITCH);
    for (let i = 0; i < 30; i++) {
      line(10 + i * PITCH, 20, 190);
      line(10 + i * PITCH, 230, 400);
    }
    const cut = findOcrCut(grey, width, height);
    expect(cut).toMatchObject({ axis: "column" });
    expect(cut!.at).toBeGreaterThanOrEqual(190);
    expect(cut!.at).toBeLessThan(230);
  });

  it("never cuts across a two-column passage, where the halves would interleave", () => {
    // A full-width title and intro, then two columns: no gutter runs the full height,
    // and every gap inside the passage has a two-column line next to it.
    const { grey, width, height, line } = page(420, 20 + 30 * PITCH);
    for (let i = 0; i < 3; i++) line(10 + i * PITCH, 20, 400);
    for (let i = 3; i < 30; i++) {
      line(10 + i * PITCH, 20, 190);
      line(10 + i * PITCH, 230, 400);
    }
    expect(findOcrCut(grey, width, height)).toBeUndefined();
  });

  it("cuts below a two-column passage when full-width text follows it", () => {
    const { grey, width, height, line } = page(420, 20 + 30 * PITCH);
    for (let i = 0; i < 12; i++) {
      line(10 + i * PITCH, 20, 190);
      line(10 + i * PITCH, 230, 400);
    }
    for (let i = 12; i < 30; i++) line(10 + i * PITCH, 20, 400);
    const cut = findOcrCut(grey, width, height);
    expect(cut?.axis).toBe("row");
    // Not inside the columns, nor between their last line and the first full one.
    expect(cut!.at).toBeGreaterThan(10 + 12 * PITCH + LINE);
  });

  it("leaves a short text whole", () => {
    const { grey, width, height, line } = page(400, 120);
    for (let i = 0; i < 5; i++) line(10 + i * PITCH, 20, 380);
    expect(findOcrCut(grey, width, height)).toBeUndefined();
  });

  it("reads light text on dark paper, and pads with the dark", () => {
    const { grey, width, height, fill } = page(400, 20 + 20 * PITCH);
    fill(0, width, 0, height, 0);
    for (let i = 0; i < 20; i++) for (let x = 20; x < 380; x += 23) fill(x, x + 18, 10 + i * PITCH, 10 + i * PITCH + LINE, 255);
    expect(findOcrCut(grey, width, height)).toMatchObject({ axis: "row", background: 0 });
  });

  it("tolerates specks on the paper between lines", () => {
    const { grey, width, height, line, fill } = page(2400, 20 + 20 * PITCH);
    for (let i = 0; i < 20; i++) line(10 + i * PITCH, 20, 2380);
    // A speck in every gap: 2 px of ink in a 2400 px row is dirt, not text.
    for (let i = 0; i < 19; i++) fill(1000, 1002, 10 + i * PITCH + LINE + 2, 10 + i * PITCH + LINE + 3);
    expect(findOcrCut(grey, width, height)?.axis).toBe("row");
  });

  it("does not cut next to a sliver of a line (the dots over a row of i's)", () => {
    // The middle line is a row of i's: a 2 px dot row, a 2 px blank, the stems. The
    // gap between dots and stems sits closest to the middle of the ink, but a cut
    // there would split letters.
    const { grey, width, height, fill, line } = page(400, 20 + 29 * PITCH);
    const middle = 10 + 14 * PITCH;
    for (let i = 0; i < 29; i++) if (i !== 14) line(10 + i * PITCH, 20, 380);
    for (let x = 20; x < 380; x += 8) {
      fill(x, x + 3, middle, middle + 2);
      fill(x, x + 3, middle + 4, middle + LINE);
    }
    const cut = findOcrCut(grey, width, height);
    expect(cut?.axis).toBe("row");
    expect(cut!.at).toBeGreaterThanOrEqual(middle + LINE);
  });
});
