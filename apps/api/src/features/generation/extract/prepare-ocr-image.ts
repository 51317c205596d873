import sharp from "sharp";
import type { TInputKind } from "../types.ts";
import { corruptFileError, tooComplexError } from "./file-errors.ts";

/** Decoded pixels, as unpdf's extractImages returns a PDF's embedded images. */
export type TRawImage = { data: Uint8Array | Uint8ClampedArray; width: number; height: number; channels: 1 | 2 | 3 | 4 };

/** Refuse decompression bombs (a tiny PNG claiming 50,000 x 50,000 pixels) before decoding them. */
export const MAX_INPUT_PIXELS = 100_000_000;
// Tesseract reads best at roughly 300 dpi: text in screenshots and phone crops
// is too small, and past ~2500 px wide it only costs time and memory.
const MIN_WIDTH = 1200;
const MAX_WIDTH = 2500;
const MAX_UPSCALE = 3;
const MAX_OUTPUT_PIXELS = 30_000_000;

/**
 * A greyscale, contrast-stretched PNG at a size Tesseract reads well, upright
 * as the camera's EXIF orientation says, transparency flattened onto white.
 */
export async function prepareOcrImage({ image, kind }: { image: Uint8Array | TRawImage; kind: TInputKind }): Promise<Uint8Array> {
  try {
    const input =
      image instanceof Uint8Array
        ? sharp(image, { limitInputPixels: MAX_INPUT_PIXELS })
        : sharp(image.data, { raw: { width: image.width, height: image.height, channels: image.channels } });
    const { width = 0, height = 0, orientation = 1 } = await input.metadata();
    // EXIF orientations 5-8 turn the picture a quarter: width and height swap.
    const [uprightWidth, uprightHeight] = orientation >= 5 ? [height, width] : [width, height];
    const scale = chooseScale(uprightWidth, uprightHeight);
    const output = await input
      .rotate()
      .flatten({ background: "#ffffff" })
      .resize({ width: Math.max(1, Math.round(uprightWidth * scale)), kernel: scale > 1 ? "cubic" : "lanczos3" })
      .greyscale()
      .normalise()
      .png({ compressionLevel: 1 })
      .toBuffer();
    return new Uint8Array(output.buffer, output.byteOffset, output.byteLength);
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw tooComplexError(kind, { maxPixels: MAX_INPUT_PIXELS });
    }
    throw corruptFileError(kind, error);
  }
}

export function chooseScale(width: number, height: number): number {
  if (width <= 0 || height <= 0) return 1;
  let scale = width < MIN_WIDTH ? Math.min(MAX_UPSCALE, MIN_WIDTH / width) : Math.min(1, MAX_WIDTH / width);
  const pixels = width * height * scale * scale;
  if (pixels > MAX_OUTPUT_PIXELS) scale *= Math.sqrt(MAX_OUTPUT_PIXELS / pixels);
  return scale;
}
