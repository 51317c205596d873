import type * as NapiCanvas from "@napi-rs/canvas";
import { getResolvedPDFJS, renderPageAsImage } from "unpdf";
import type { TPdfDocument } from "./open-pdf.ts";

/**
 * Pages are rendered at 150 dpi: body text (10-12 pt) then has an x-height of
 * 10-12 px, a little above what prepareOcrImage brings text to, so footnotes
 * keep enough pixels. On a paper (A4, 1240 x 1754 px) 100 dpi lost words and
 * 200 dpi read the same words as 150 with renders 40% slower.
 */
export const RENDER_DPI = 150;
// A poster-sized page would otherwise need a canvas of hundreds of MB (4 bytes a pixel).
const MAX_RENDER_PIXELS = 8_000_000;
const PDF_POINTS_PER_INCH = 72;

/** How the native canvas is loaded: @napi-rs/canvas, or a stand-in in tests. */
export type TCanvasImport = () => Promise<typeof NapiCanvas>;

export const importCanvas: TCanvasImport = () => import("@napi-rs/canvas");

/** The canvas library could not be loaded: no page of this process can be rendered. */
export class CanvasUnavailableError extends Error {
  override name = "CanvasUnavailableError";
}

/**
 * One page as a PNG (transparent where nothing is drawn; prepareOcrImage
 * flattens it onto white). The canvas is released before this returns, and
 * the page's parsed resources after: one page's pixels at a time.
 */
export async function renderPdfPage({
  pdf,
  pageNumber,
  canvasImport = importCanvas,
}: {
  pdf: TPdfDocument;
  pageNumber: number;
  canvasImport?: TCanvasImport;
}): Promise<Uint8Array> {
  let canvas: typeof NapiCanvas;
  try {
    canvas = await canvasImport();
  } catch (error) {
    throw new CanvasUnavailableError("The canvas library could not be loaded", { cause: error });
  }
  const page = await pdf.getPage(pageNumber);
  try {
    const { width, height } = page.getViewport({ scale: 1 });
    const dpiScale = RENDER_DPI / PDF_POINTS_PER_INCH;
    const scale = Math.min(dpiScale, Math.sqrt(MAX_RENDER_PIXELS / Math.max(1, width * height)));
    const png = await renderPageAsImage(pdf, pageNumber, {
      // unpdf keeps the first canvas module it is given for the whole process.
      canvasImport: () => Promise.resolve(canvas),
      scale,
    });
    return new Uint8Array(png);
  } finally {
    page.cleanup();
  }
}

/**
 * Fewer glyphs, and fewer path values (coordinates and drawing codes, ~13 a
 * rectangle, hundreds a letter's outline), are a page number, a rule or a
 * frame: not worth an OCR pass.
 */
const MIN_GLYPHS = 20;
const MIN_PATH_VALUES = 1_000;
// Anything but control, format, unassigned and space characters.
const VISIBLE = /[^\p{C}\p{Z}\s]/u;

/**
 * Whether a page draws enough to be worth rendering when its text layer is
 * (almost) empty and it holds no pictures: glyphs without a character in the
 * text layer (a font mapping them to nothing or to control characters), or
 * text drawn as vector outlines. A slide's short title in a normal font is
 * not enough: its text layer already holds all it draws. Reads the operator
 * list extractImages has just built.
 */
export async function hasDrawnContent({ pdf, pageNumber }: { pdf: TPdfDocument; pageNumber: number }): Promise<boolean> {
  const page = await pdf.getPage(pageNumber);
  const { OPS } = await getResolvedPDFJS();
  const { fnArray, argsArray } = await page.getOperatorList();
  let glyphs = 0;
  let pathValues = 0;
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    const args: unknown = argsArray[i];
    if (!Array.isArray(args)) continue;
    if (op === OPS.showText || op === OPS.showSpacedText) {
      const run: unknown = args[0];
      if (Array.isArray(run)) glyphs += run.filter(isUnreadableGlyph).length;
    } else if (op === OPS.constructPath) {
      // pdfjs 5 passes [paint operator, [coordinates and drawing codes], bounding box].
      const path: unknown = Array.isArray(args[1]) ? args[1][0] : undefined;
      pathValues += ArrayBuffer.isView(path) || Array.isArray(path) ? (path as ArrayLike<number>).length : 1;
    }
    if (glyphs >= MIN_GLYPHS || pathValues >= MIN_PATH_VALUES) return true;
  }
  return false;
}

/** Glyphs are objects (numbers in the same array are spacing); `unicode` is what the text layer gets. */
function isUnreadableGlyph(glyph: unknown): boolean {
  if (typeof glyph !== "object" || glyph === null) return false;
  const { unicode, isSpace } = glyph as { unicode?: unknown; isSpace?: unknown };
  return isSpace !== true && (typeof unicode !== "string" || !VISIBLE.test(unicode));
}
