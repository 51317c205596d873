import { type TExtractCommon, type TExtraction } from "./extraction.ts";
import { noTextFoundError } from "./file-errors.ts";
import { normaliseText } from "./normalise-text.ts";
import type { OcrPool } from "./ocr-pool.ts";
import { hasReadableText } from "./ocr-text.ts";
import { recognisePage } from "./recognise-page.ts";

/** A photo or screenshot of text: one OCR'd section on page 1. */
export async function extractImage({
  bytes,
  ocr,
  signal,
  onProgress,
}: { bytes: Uint8Array; ocr: OcrPool } & TExtractCommon): Promise<TExtraction> {
  onProgress?.({ stage: "ocr", done: 0, total: 1 });
  const result = await recognisePage({ image: bytes, kind: "image", ocr, signal });
  onProgress?.({ stage: "ocr", done: 1, total: 1 });
  const text = normaliseText(result.text);
  if (!hasReadableText(result) || !text) throw noTextFoundError("image");
  return { pageCount: 1, sections: [{ page: 1, ocr: true, text }] };
}
