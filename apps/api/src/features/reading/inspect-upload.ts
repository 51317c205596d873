import sharp from "sharp";
import { detectInputType, type TDetectedInput } from "./detect-input-type.ts";
import { readDocxParts } from "./extract-docx.ts";
import { corruptFileError, tooComplexError } from "./file-errors.ts";
import { openPdf } from "./open-pdf.ts";
import { readPptxPackage } from "./pptx-package.ts";
import { MAX_INPUT_PIXELS } from "./prepare-ocr-image.ts";
import type { TZipLimits } from "./zip-guard.ts";

export type TUploadInspection = TDetectedInput & {
  /** What the plan's page limit counts; see TExtractedDocument.pageCount. */
  pageCount: number;
};

/**
 * The fast check run inside the upload request, before a job is queued:
 * type by magic bytes, page count, and the refusals that need no extraction
 * (encrypted, damaged, zip bomb, pixel bomb). Reads only headers, the zip
 * directory and small XML parts; no text extraction, no OCR.
 */
export async function inspectUpload({ bytes, ...limits }: { bytes: Uint8Array } & TZipLimits): Promise<TUploadInspection> {
  const detected = await detectInputType({ bytes });
  return { ...detected, pageCount: await countPages({ bytes, kind: detected.kind, limits }) };
}

async function countPages({
  bytes,
  kind,
  limits,
}: {
  bytes: Uint8Array;
  kind: TDetectedInput["kind"];
  limits: TZipLimits;
}): Promise<number> {
  switch (kind) {
    case "pdf": {
      const pdf = await openPdf({ bytes });
      const pages = pdf.numPages;
      await pdf.destroy();
      return pages;
    }
    case "docx":
      return readDocxParts({ bytes, ...limits }).pageCount;
    case "pptx":
      return readPptxPackage({ bytes, withNotes: false, ...limits }).slides.filter((slide) => !slide.isHidden).length;
    case "image":
      await checkImageHeader(bytes);
      return 1;
  }
}

/** sharp reads only the header here; a full decode (and its damage) waits for OCR. */
async function checkImageHeader(bytes: Uint8Array): Promise<void> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch((error: unknown) => {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw tooComplexError("image", { maxPixels: MAX_INPUT_PIXELS });
      throw corruptFileError("image", error);
    });
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_INPUT_PIXELS) throw tooComplexError("image", { maxPixels: MAX_INPUT_PIXELS });
}
