import type { TExtractedDocument } from "./document.ts";
import { detectInputType } from "./detect-input-type.ts";
import { extractDocx } from "./extract-docx.ts";
import { extractImage } from "./extract-image.ts";
import { extractPdf } from "./extract-pdf.ts";
import { extractPptx } from "./extract-pptx.ts";
import { toExtractedDocument } from "./extract-text.ts";
import type { TExtractCommon, TExtraction } from "./extraction.ts";
import { emptyDocumentError } from "./file-errors.ts";
import { normaliseText } from "./normalise-text.ts";
import type { OcrPool } from "./ocr-pool.ts";
import type { TZipLimits } from "./zip-guard.ts";

export type TExtractDocumentOptions = {
  bytes: Uint8Array;
  /** Kept on the result for display only; the type comes from the bytes. */
  fileName?: string;
  ocr: OcrPool;
} & TExtractCommon &
  TZipLimits;

/**
 * Any supported upload -> sections in reading order, numbered from 0, with
 * words and characters counted. Runs in the job, not the request: PDFs with
 * scanned pages and images go through OCR, which takes seconds per page.
 */
export async function extractDocument({
  bytes,
  fileName,
  ocr,
  signal,
  onProgress,
  ...limits
}: TExtractDocumentOptions): Promise<TExtractedDocument> {
  const { kind, mime } = await detectInputType({ bytes });
  const common = { bytes, signal, onProgress };
  let extraction: TExtraction;
  switch (kind) {
    case "pdf":
      extraction = await extractPdf({ ...common, ocr });
      break;
    case "docx":
      extraction = await extractDocx({ bytes, ...limits });
      onProgress?.({ stage: "extracting", done: 1, total: 1 });
      break;
    case "pptx":
      extraction = await extractPptx({ ...common, ...limits });
      break;
    case "image":
      extraction = await extractImage({ ...common, ocr });
      break;
  }
  // Every extractor normalises already; this guarantees it for the shared shape.
  const drafts = extraction.sections
    .map((section) => ({ ...section, text: normaliseText(section.text) }))
    .filter((section) => section.text !== "");
  if (drafts.length === 0) throw emptyDocumentError(kind);
  return toExtractedDocument({
    kind,
    mime,
    ...(fileName ? { fileName } : {}),
    ...(extraction.title ? { title: extraction.title } : {}),
    pageCount: extraction.pageCount,
    drafts,
  });
}
