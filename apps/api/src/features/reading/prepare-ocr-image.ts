import sharp, { type Sharp } from "sharp";
import type { TInputKind } from "./document.ts";
import { estimateXHeight, greyHistogram } from "./estimate-x-height.ts";
import { corruptFileError, tooComplexError } from "./file-errors.ts";
import { findOcrCut, type TOcrCut } from "./find-ocr-cut.ts";

/** Decoded pixels, as unpdf's extractImages returns a PDF's embedded images. */
export type TRawImage = { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** Refuse decompression bombs (a tiny PNG claiming 50,000 x 50,000 pixels) before decoding them. */
export const MAX_INPUT_PIXELS = 100_000_000;
/**
 * The x-height (as estimateXHeight measures it: blurred text reads a little
 * high) text is brought to. Tesseract's time goes into its LSTM, which scales
 * every word to 36 px high, and larger text only costs time: at 9 px the bench
 * page (A4, 45 lines, 500 words, x-height 13 px) is recognised ~20% faster
 * with the same words, a 300 dpi scan (x-height 24 px) ~50% faster. From 8 px
 * down, small print (footnotes at 0.7x the body) starts to lose words.
 */
export const TARGET_X_HEIGHT = 9;
// Resampling text that is already about the right size only blurs it.
const KEEP_SCALE = { min: 0.9, max: 1.25 };
const MIN_SCALE = 0.125;
// Upscaling makes Tesseract slower; only small pictures (screenshots, crops) get it.
const MAX_UPSCALE = 3;
const MAX_UPSCALED_PIXELS = 4_000_000;
// Without a measurable text size: the old rule, by width.
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2500;
const MAX_OUTPUT_PIXELS = 30_000_000;
// The text size is measured on at most this many pixels (a 300 dpi A4 scan is 8.7 MP).
const ESTIMATE_MAX_PIXELS = 4_000_000;

/**
 * A greyscale, contrast-stretched PNG at a size Tesseract reads well and fast
 * (the text's x-height brought to about TARGET_X_HEIGHT), upright as the
 * camera's EXIF orientation says, transparency flattened onto white.
 * With `split`, a page with room for a clean cut (see findOcrCut) comes back
 * as two PNGs in reading order, for two engines to read at once.
 */
export async function prepareOcrImage({
  image,
  kind,
  split = false,
}: {
  image: Uint8Array | TRawImage;
  kind: TInputKind;
  split?: boolean;
}): Promise<Uint8Array[]> {
  try {
    const input =
      image instanceof Uint8Array
        ? sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
        : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
    const { width = 0, height = 0, orientation = 1 } = await input.metadata();
    // EXIF orientations 5-8 turn the picture a quarter: width and height swap.
    const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
    if (uprightWidth <= 0 || uprightHeight <= 0) throw new Error("The image has no pixels");

    // One decode to grey pixels, shrunk if huge, to measure the text on.
    const sampleScale = Math.min(1, Math.sqrt(ESTIMATE_MAX_PIXELS / (uprightWidth * uprightHeight)));
    const sampleWidth = Math.max(1, Math.round(uprightWidth * sampleScale));
    const decoded = upright(input.clone());
    const sample = await (sampleScale < 1 ? decoded.resize({ width: sampleWidth }) : decoded)
      .greyscale()
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const grey = new Uint8Array(sample.data.buffer, sample.data.byteOffset, sample.data.byteLength);
    const xHeight = estimateXHeight(grey, sample.info.width, sample.info.height);
    const scale = chooseScale(uprightWidth, uprightHeight, xHeight === undefined ? undefined : xHeight / sampleScale);

    // The sample is reused when the output is no larger; otherwise decode again at the chosen size.
    const fromSample = scale <= sampleScale;
    const source = fromSample
      ? sharp(sample.data, { raw: { width: sample.info.width, height: sample.info.height, channels: 1 } })
      : upright(input.clone()).greyscale();
    const [sourceWidth, factor] = fromSample ? [sample.info.width, scale / sampleScale] : [uprightWidth, scale];
    const { multiply, add } = contrastStretch(grey);
    const page = await (
      factor === 1
        ? source
        : source.resize({ width: Math.max(1, Math.round(sourceWidth * factor)), kernel: factor > 1 ? "cubic" : "lanczos3" })
    )
      .linear(multiply, add)
      .toColourspace("b-w")
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8Array(page.data.buffer, page.data.byteOffset, page.data.byteLength);
    const { width: pageWidth, height: pageHeight } = page.info;
    const cut = split ? findOcrCut(pixels, pageWidth, pageHeight) : undefined;
    const parts = cut ? cutParts(cut, pageWidth, pageHeight) : [{ left: 0, top: 0, width: pageWidth, height: pageHeight, pad: {} }];
    return await Promise.all(
      parts.map(async ({ pad, ...box }) => {
        const raw = sharp(page.data, { raw: { width: pageWidth, height: pageHeight, channels: 1 } });
        const part = cut
          ? raw.extract(box).extend({ ...pad, background: { r: cut.background, g: cut.background, b: cut.background } })
          : raw;
        const png = await part.toColourspace("b-w").png({ compressionLevel: 1 }).toBuffer();
        return new Uint8Array(png.buffer, png.byteOffset, png.byteLength);
      }),
    );
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooComplexError(kind, { maxPixels: MAX_INPUT_PIXELS });
    }
    throw corruptFileError(kind, error);
  }
}

/** A margin of paper around each part: Tesseract misreads text that touches the edge. */
const PART_MARGIN = 10;

type TPart = {
  left: number;
  top: number;
  width: number;
  height: number;
  pad: { top?: number; bottom?: number; left?: number; right?: number };
};

/** The two boxes either side of a cut, each padded with paper on the cut side. */
export function cutParts({ axis, at }: Pick<TOcrCut, "axis" | "at">, width: number, height: number): [TPart, TPart] {
  if (axis === "row") {
    return [
      { left: 0, top: 0, width, height: at, pad: { bottom: PART_MARGIN } },
      { left: 0, top: at, width, height: height - at, pad: { top: PART_MARGIN } },
    ];
  }
  return [
    { left: 0, top: 0, width: at, height, pad: { right: PART_MARGIN } },
    { left: at, top: 0, width: width - at, height, pad: { left: PART_MARGIN } },
  ];
}

/**
 * A linear stretch of the 1st-99th percentile grey levels to 0-255, what
 * sharp's normalise() does, from the histogram already in hand (normalise()
 * measures its own, which cost 100 ms on an A4 page).
 */
export function contrastStretch(grey: Uint8Array): { multiply: number; add: number } {
  const histogram = greyHistogram(grey);
  const tail = grey.length * 0.01;
  let low = 0;
  for (let seen = histogram[0]!; seen < tail && low < 255; seen += histogram[++low]!);
  let high = 255;
  for (let seen = histogram[255]!; seen < tail && high > 0; seen += histogram[--high]!);
  if (high - low < 1) return { multiply: 1, add: 0 };
  const multiply = 255 / (high - low);
  return { multiply, add: -low * multiply };
}

/** Upright as the EXIF orientation says, transparency flattened onto white. */
function upright(image: Sharp): Sharp {
  return image.rotate().flatten({ background: "#ffffff" });
}

/**
 * The resize factor for an upright image of this size whose text has this
 * x-height (undefined: no text was measurable, e.g. a photo or a blank page).
 */
export function chooseScale(width: number, height: number, xHeight?: number): number {
  if (width <= 0 || height <= 0) return 1;
  let scale: number;
  if (xHeight !== undefined && xHeight > 0) {
    scale = Math.max(MIN_SCALE, TARGET_X_HEIGHT / xHeight);
    if (scale > 1) {
      scale = Math.min(scale, MAX_UPSCALE, Math.sqrt(MAX_UPSCALED_PIXELS / (width * height)));
      scale = Math.max(1, scale);
    }
    if (scale >= KEEP_SCALE.min && scale <= KEEP_SCALE.max) scale = 1;
  } else {
    scale = width < MIN_WIDTH ? Math.min(MAX_UPSCALE, MIN_WIDTH / width) : Math.min(1, MAX_WIDTH / width);
  }
  const pixels = width * height * scale * scale;
  if (pixels > MAX_OUTPUT_PIXELS) scale *= Math.sqrt(MAX_OUTPUT_PIXELS / pixels);
  return scale;
}
