import { extractImages } from "unpdf";
import { AppError } from "../../../lib/app-error.ts";
import type { TExtractCommon, TExtraction, TSectionDraft } from "./extraction.ts";
import { corruptFileError, emptyDocumentError, noTextFoundError } from "./file-errors.ts";
import { normaliseText } from "./normalise-text.ts";
import type { OcrPool } from "./ocr-pool.ts";
import { hasReadableText } from "./ocr-text.ts";
import { openPdf, type TPdfDocument } from "./open-pdf.ts";
import { layoutPageText, type TPdfTextItem } from "./pdf-page-text.ts";
import { recognisePage } from "./recognise-page.ts";

// A scanned page often still carries a little real text (a page number, a
// scanner app's stamp), so "no text layer" means "almost none".
const SCANNED_PAGE_MAX_CHARS = 50;
// Smaller images are bullets, icons and rules, not pictures of text.
const MIN_IMAGE_SIDE = 48;
const MIN_IMAGE_PIXELS = 40_000;

/**
 * One section per page with text. Pages without a text layer are OCR'd from
 * their embedded images (what a scanner puts in a PDF): rendering a page needs
 * a native canvas (@napi-rs/canvas) that this stack does not ship.
 */
export async function extractPdf({
  bytes,
  ocr,
  signal,
  onProgress,
}: { bytes: Uint8Array; ocr: OcrPool } & TExtractCommon): Promise<TExtraction> {
  const pdf = await openPdf({ bytes });
  try {
    const total = pdf.numPages;
    const sections: TSectionDraft[] = [];
    let hadPictures = false;
    // One page at a time, so only one page's decoded images are ever in memory.
    for (let page = 1; page <= total; page++) {
      signal?.throwIfAborted();
      const text = await readPage(() => readPageText(pdf, page));
      let recognised = "";
      if (text.replace(/\s/g, "").length < SCANNED_PAGE_MAX_CHARS) {
        const images = await readPage(() => readPictures(pdf, page));
        hadPictures ||= images.length > 0;
        if (images.length > 0) onProgress?.({ stage: "ocr", done: page - 1, total });
        recognised = await recognisePictures({ images, ocr, signal });
      }
      const combined = normaliseText([text, recognised].join("\n\n"));
      if (combined) sections.push({ page, ...(recognised ? { ocr: true } : {}), text: combined });
      onProgress?.({ stage: recognised ? "ocr" : "extracting", done: page, total });
    }
    if (sections.length === 0) throw hadPictures ? noTextFoundError("pdf") : emptyDocumentError("pdf");
    return { pageCount: total, sections };
  } finally {
    await pdf.destroy();
  }
}

/** A page pdfjs cannot parse means a damaged file, whatever pdfjs calls it. */
async function readPage<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error instanceof Error && error.name === "AbortError")) throw error;
    throw corruptFileError("pdf", error);
  }
}

async function readPageText(pdf: TPdfDocument, pageNumber: number): Promise<string> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  // Marked-content items (tags of tagged PDFs) carry no text.
  const items: TPdfTextItem[] = content.items.flatMap((item) => ("str" in item ? [item] : []));
  return normaliseText(layoutPageText(items));
}

async function readPictures(pdf: TPdfDocument, pageNumber: number) {
  const images = await extractImages(pdf, pageNumber);
  return images.filter((image) => Math.min(image.width, image.height) >= MIN_IMAGE_SIDE && image.width * image.height >= MIN_IMAGE_PIXELS);
}

async function recognisePictures({
  images,
  ocr,
  signal,
}: {
  images: Awaited<ReturnType<typeof readPictures>>;
  ocr: OcrPool;
  signal?: AbortSignal;
}): Promise<string> {
  const texts: string[] = [];
  for (const image of images) {
    const result = await recognisePage({ image, kind: "pdf", ocr, signal });
    if (hasReadableText(result)) texts.push(result.text);
  }
  return texts.join("\n\n");
}
