import type { TPdfOptions } from "@mnemo/api-contract";
import PDFDocument from "pdfkit";
import type { TExportInput } from "../../exchange-model.ts";
import { bytesOf, type TFileChunks } from "../file-chunks.ts";
import { wellFormed } from "@mnemo/api-contract";
import { drawCards } from "./layout-cards.ts";
import { drawSheet } from "./layout-sheet.ts";
import { drawSideBySide } from "./layout-side-by-side.ts";
import { pdfDecks, type TPdfDeck } from "./pdf-cards.ts";
import { createProgress, PAPER_SIZES, type TPdfContext, type TProgressHook } from "../../../../lib/pdf/pdf-document.ts";
import { loadPdfFonts, registerPdfFonts, type TPdfFonts } from "../../../../lib/pdf/pdf-fonts.ts";
import { createMeasure } from "../../../../lib/pdf/text-layout.ts";

type TLayout = (ctx: TPdfContext, decks: readonly TPdfDeck[]) => Promise<void>;

const LAYOUTS: Record<TPdfOptions["layout"], TLayout> = {
  sheet: drawSheet,
  "side-by-side": drawSideBySide,
  cards: drawCards,
};

/** Pages holding page numbers ("Page 3 of 12") are laid out twice: once to count them, once to draw them. */
const IS_COUNTED: Record<TPdfOptions["layout"], boolean> = { sheet: true, "side-by-side": true, cards: false };

/** Bytes drawn but not yet taken by the file being written, beyond which drawing waits. */
const UNWRITTEN_LIMIT = 4 * 1024 * 1024;

/** Cards laid out between two emptyings of pdfkit's word layouts (see forgetLayouts). */
const LAYOUTS_KEPT_FOR_CARDS = 2000;

/**
 * The decks as a printable PDF (docs/exchange.md): a study sheet, a
 * side-by-side table, or cut-out cards for double-sided printing, on A4 or
 * US Letter. Fonts are Noto Sans and Noto Sans Math, subset into the file.
 * `onProgress` counts cards (done, total) for the export job's progress bar.
 *
 * Bounded memory: each page is written out as soon as the next one begins
 * (pdfkit without `bufferPages`), and cards are read a deck page at a time,
 * never all at once. Footers say "Page 3 of 12", so the sheet and the table
 * are first laid out without drawing any text, to count their pages (the
 * price of streaming them: they are laid out twice); the cut-out cards number
 * their sheets from the card count alone.
 */
export async function* pdfChunks(input: TExportInput, options: TPdfOptions, hooks: { onProgress?: TProgressHook } = {}): TFileChunks {
  const fonts = await loadPdfFonts();
  const decks = await pdfDecks(input.decks);
  const total = decks.reduce((count, deck) => count + deck.cardCount, 0);
  const paper = PAPER_SIZES[options.paper];
  const layout = LAYOUTS[options.layout];
  const isCounted = IS_COUNTED[options.layout];
  // The sheet goes through its cards twice (questions, then answers); counting doubles the passes.
  const passes = (options.layout === "sheet" ? 2 : 1) * (isCounted ? 2 : 1);
  const progress = createProgress({ total, passes }, hooks.onProgress);
  const doc = newDocument(input, decks, paper, fonts);
  // Words are measured in the document that draws them (its fonts are read once), for both passes.
  const measure = createMeasure(doc, fonts);
  const pages: TPdfContext["pages"] = { count: 0, total: null };
  let steps = 0;
  const step = async () => {
    if (doc.destroyed) throw new Error("the PDF's file was closed while it was being drawn");
    // Both passes measure words in `doc`, whose fonts keep every word's layout.
    if (++steps % LAYOUTS_KEPT_FOR_CARDS === 0) forgetLayouts(doc);
    await progress.step();
    // The file is written more slowly than pages are drawn only on a slow disk; then drawing waits.
    while (doc.readableLength > UNWRITTEN_LIMIT && !doc.destroyed) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  if (isCounted) {
    const counting = newDocument(input, decks, paper, fonts);
    // Laid out in full, but no font is loaded, no text shaped and nothing kept: only the pages are counted.
    counting.font = (() => counting) as typeof counting.font;
    counting.text = (() => counting) as typeof counting.text;
    counting.on("data", () => {});
    await layout({ doc: counting, fonts, measure, paper, step, pages }, decks);
    counting.end();
    pages.total = pages.count;
    pages.count = 0;
  }

  const drawing = layout({ doc, fonts, measure, paper, step, pages }, decks).then(
    () => void doc.end(),
    (error: unknown) => void doc.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  for await (const chunk of doc as AsyncIterable<Buffer>) yield chunk;
  await drawing;
  progress.finish();
}

/** The whole PDF in memory (tests; exports stream `pdfChunks` to a file). */
export function writePdf(input: TExportInput, options: TPdfOptions, hooks: { onProgress?: TProgressHook } = {}): Promise<Uint8Array> {
  return bytesOf(pdfChunks(input, options, hooks));
}

function newDocument(input: TExportInput, decks: readonly TPdfDeck[], paper: { width: number; height: number }, fonts: TPdfFonts) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    // Each page is written out when the next begins: a PDF of thousands of pages is never in memory.
    bufferPages: false,
    size: [paper.width, paper.height],
    margin: 0,
    lang: "en",
    info: { Title: pdfTitle(decks), Creator: "Mnemo", Producer: "Mnemo", CreationDate: input.now, ModDate: input.now },
  });
  registerPdfFonts(doc, fonts);
  return doc;
}

/**
 * pdfkit shapes each word once per font and keeps the result for the document's life
 * (`layoutCache`, glyphs and positions): a word list that grows with the deck, some 200 MB for
 * 50,000 cards of numbered questions. Without it drawing takes seven times as long, so it is
 * emptied now and then instead. An option-free internal of pdfkit 0.20's EmbeddedFont: if a
 * later version has no such cache, this does nothing.
 */
function forgetLayouts(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as { _fontFamilies?: Record<string, { layoutCache?: object }> })._fontFamilies ?? {};
  for (const font of Object.values(fonts)) if (font.layoutCache) font.layoutCache = Object.create(null) as object;
}

function pdfTitle(decks: readonly TPdfDeck[]): string {
  if (decks.length === 1) return wellFormed(decks[0]!.title);
  return `Mnemo: ${decks.length} decks`;
}
