import type { TInputKind } from "./document.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";
import type { OcrPool } from "./ocr-pool.ts";
import { joinOcrParts, toOcrResult, type TOcrResult } from "./ocr-text.ts";
import { prepareOcrImage, type TRawImage } from "./prepare-ocr-image.ts";

/**
 * OCR one page (a picture, or an image on a PDF page). With more than one
 * engine in the pool the page is cut in two where that changes nothing read
 * (between full-width lines, or down a column gutter) and both halves are read
 * at once: Tesseract's LSTM reads one line at a time on one core, so this is
 * what brings an A4 page under two seconds on a 2-core machine.
 */
export async function recognisePage({
  image,
  kind,
  ocr,
  signal,
}: {
  image: Uint8Array | TRawImage;
  kind: TInputKind;
  ocr: OcrPool;
  signal?: AbortSignal;
}): Promise<TOcrResult> {
  const parts = await prepareOcrImage({ image, kind, split: ocr.size > 1 });
  const [words, ...blocks] = await Promise.all([loadWordFrequency(), ...parts.map((png) => ocr.recognize(png, { signal }))]);
  return toOcrResult(joinOcrParts(blocks), words);
}
