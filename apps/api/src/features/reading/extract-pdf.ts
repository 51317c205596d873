import { extractImages } from "unpdf";
import { AppError } from "../../lib/app-error.ts";
import { assessTextLayer } from "./assess-text-layer.ts";
import type { TExtractCommon, TExtraction } from "./extraction.ts";
import { corruptFileError, emptyDocumentError, noTextFoundError } from "./file-errors.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";
import { metadataTitle } from "./metadata-title.ts";
import { normaliseText } from "./normalise-text.ts";
import type { OcrPool } from "./ocr-pool.ts";
import { hasReadableText } from "./ocr-text.ts";
import { openPdf, type TPdfDocument } from "./open-pdf.ts";
import { pdfHeadingLevels, pdfPageSections, type TPdfSectionDraft } from "./pdf-heading-sections.ts";
import { layoutPageBlocks, type TPdfBlock, type TPdfTextItem } from "./pdf-page-text.ts";
import { recognisePage } from "./recognise-page.ts";
import { CanvasUnavailableError, hasDrawnContent, renderPdfPage, type TCanvasImport } from "./render-pdf-page.ts";

// A scanned page often still carries a little real text (a page number, a
// scanner app's stamp), so "no text layer" means "almost none".
const SCANNED_PAGE_MAX_CHARS = 50;
// Smaller images are bullets, icons and rules, not pictures of text.
const MIN_IMAGE_SIDE = 48;
const MIN_IMAGE_PIXELS = 40_000;

/**
 * Sections per page with text, in reading order: a page read from its text
 * layer starts a new section at each heading line (pdf-heading-sections.ts:
 * larger than the page's body text, or numbered), else the page is one
 * section. A page's text layer is used as it is, unless:
 * - it has (almost) no text but pictures: a scan; the pictures are OCR'd;
 * - it has (almost) no text and no pictures but draws glyphs without
 *   characters or vector outlines, or its text layer is broken
 *   (assessTextLayer: a font without a usable ToUnicode map gives symbol
 *   soup or words without spaces while the page looks right): the page is
 *   rendered at 150 dpi (@napi-rs/canvas) and OCR'd, and what OCR reads
 *   replaces the text layer. See docs/pdf-extraction.md.
 * Pages are read one at a time, so only one page's images or canvas are ever
 * in memory. When the canvas library cannot be loaded, pages keep their text
 * layer, as before rendering existed, rather than failing the job.
 */
export async function extractPdf({
  bytes,
  ocr,
  signal,
  onProgress,
  canvasImport,
}: { bytes: Uint8Array; ocr: OcrPool; canvasImport?: TCanvasImport } & TExtractCommon): Promise<TExtraction> {
  const pdf = await openPdf({ bytes });
  try {
    const total = pdf.numPages;
    const sections: TPdfSectionDraft[] = [];
    let hadOcr = false;
    // Cleared when the canvas library cannot be loaded: no page will render.
    let canRender = true;
    for (let page = 1; page <= total; page++) {
      signal?.throwIfAborted();
      const onOcr = () => onProgress?.({ stage: "ocr", done: page - 1, total });
      const read = await readPdfPage({ pdf, pageNumber: page, ocr, signal, canRender, canvasImport, onOcr });
      canRender &&= !read.isCanvasMissing;
      hadOcr ||= read.triedOcr;
      const text = normaliseText(read.text);
      if (read.blocks) sections.push(...pdfPageSections(read.blocks, page));
      else if (text) sections.push({ page, ...(read.isOcr ? { ocr: true } : {}), text });
      onProgress?.({ stage: read.isOcr ? "ocr" : "extracting", done: page, total });
    }
    if (sections.length === 0) throw hadOcr ? noTextFoundError("pdf") : emptyDocumentError("pdf");
    const title = await pdfTitle(pdf);
    return { pageCount: total, sections: pdfHeadingLevels(sections), ...(title ? { title } : {}) };
  } finally {
    await pdf.destroy();
  }
}

type TPageRead = {
  text: string;
  /** The text came from OCR. */
  isOcr: boolean;
  /** OCR ran, even if it found nothing: a document of only such pages has no text to find. */
  triedOcr: boolean;
  isCanvasMissing?: boolean;
  /** The text layer's paragraphs with their sizes, when the text is the text layer as it is. */
  blocks?: TPdfBlock[];
};

/** One page's text, from its text layer, its pictures or its rendering (see extractPdf). */
async function readPdfPage({
  pdf,
  pageNumber,
  ocr,
  signal,
  canRender,
  canvasImport,
  onOcr,
}: {
  pdf: TPdfDocument;
  pageNumber: number;
  ocr: OcrPool;
  signal?: AbortSignal;
  canRender: boolean;
  canvasImport?: TCanvasImport;
  onOcr: () => void;
}): Promise<TPageRead> {
  const { text: layer, blocks } = await readPage(() => readPageText(pdf, pageNumber));
  const asIs: TPageRead = { text: layer, isOcr: false, triedOcr: false };
  const asLaid: TPageRead = { ...asIs, blocks };
  const renderAndRead = async () => {
    onOcr();
    return await recogniseRenderedPage({ pdf, pageNumber, ocr, signal, canvasImport });
  };
  if (layer.replace(/\s/g, "").length >= SCANNED_PAGE_MAX_CHARS) {
    if (!canRender || !assessTextLayer({ text: layer }).isBroken) return asLaid;
    const rendered = await renderAndRead();
    if ("failure" in rendered) return { ...asIs, isCanvasMissing: rendered.failure === "no canvas" };
    // Even when OCR finds nothing behind it, a broken layer's symbols are no text to learn from.
    return { text: rendered.text, isOcr: rendered.text !== "", triedOcr: true };
  }
  const { images, isDrawn } = await readPage(() => inspectPage({ pdf, pageNumber, canRender }));
  if (images.length > 0) {
    onOcr();
    const recognised = await recognisePictures({ images, ocr, signal });
    return { text: [layer, recognised].join("\n\n"), isOcr: recognised !== "", triedOcr: true };
  }
  if (!isDrawn) return asLaid;
  const rendered = await renderAndRead();
  if ("failure" in rendered) return { ...asIs, isCanvasMissing: rendered.failure === "no canvas" };
  // OCR also reads what little text layer there is, so its text replaces it.
  return rendered.text ? { text: rendered.text, isOcr: true, triedOcr: true } : { ...asIs, triedOcr: true };
}

/** A page without a text layer: its pictures, else whether it draws something worth rendering. */
async function inspectPage({ pdf, pageNumber, canRender }: { pdf: TPdfDocument; pageNumber: number; canRender: boolean }) {
  try {
    const images = await readPictures(pdf, pageNumber);
    const isDrawn = images.length === 0 && canRender && (await hasDrawnContent({ pdf, pageNumber }));
    return { images, isDrawn };
  } finally {
    // Both read the page's operator list, which pdfjs keeps until this.
    (await pdf.getPage(pageNumber)).cleanup();
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

async function readPageText(pdf: TPdfDocument, pageNumber: number): Promise<{ text: string; blocks: TPdfBlock[] }> {
  const page = await pdf.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  // Marked-content items (tags of tagged PDFs) carry no text.
  const items: TPdfTextItem[] = content.items.flatMap((item) => ("str" in item ? [item] : []));
  const blocks = layoutPageBlocks(items, await loadWordFrequency());
  return { text: normaliseText(blocks.map((block) => block.text).join("\n\n")), blocks };
}

async function readPictures(pdf: TPdfDocument, pageNumber: number) {
  const images = await extractImages(pdf, pageNumber);
  return images.filter((image) => Math.min(image.width, image.height) >= MIN_IMAGE_SIDE && image.width * image.height >= MIN_IMAGE_PIXELS);
}

/**
 * The page rendered and OCR'd: its readable text ("" when OCR found none),
 * or why it could not be rendered: the canvas library cannot be loaded, or
 * this page alone failed to render. Neither is the user's doing: the page
 * keeps its text layer, the job goes on, and nothing about it is logged.
 */
async function recogniseRenderedPage({
  pdf,
  pageNumber,
  ocr,
  signal,
  canvasImport,
}: {
  pdf: TPdfDocument;
  pageNumber: number;
  ocr: OcrPool;
  signal?: AbortSignal;
  canvasImport?: TCanvasImport;
}): Promise<{ text: string } | { failure: "no canvas" | "page" }> {
  let png: Uint8Array;
  try {
    png = await renderPdfPage({ pdf, pageNumber, canvasImport });
  } catch (error) {
    return { failure: error instanceof CanvasUnavailableError ? "no canvas" : "page" };
  }
  const result = await recognisePage({ image: png, kind: "pdf", ocr, signal });
  return { text: hasReadableText(result) ? result.text : "" };
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

/** The PDF's Title (its document information), when it names something; a damaged info dictionary gives none. */
async function pdfTitle(pdf: TPdfDocument): Promise<string | undefined> {
  try {
    const { info } = await pdf.getMetadata();
    return metadataTitle((info as { Title?: unknown } | undefined)?.Title);
  } catch {
    return undefined;
  }
}
