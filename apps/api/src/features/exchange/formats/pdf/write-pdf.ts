import type { TPdfOptions } from "@mnemo/api-contract";
import PDFDocument from "pdfkit";
import type { TExportInput } from "../../exchange-model.ts";
import { drawCards } from "./layout-cards.ts";
import { drawSheet } from "./layout-sheet.ts";
import { drawSideBySide } from "./layout-side-by-side.ts";
import { pdfDecks, type TPdfDeck } from "./pdf-cards.ts";
import { createProgress, PAPER_SIZES, type TPdfContext, type TProgressHook } from "./pdf-document.ts";
import { loadPdfFonts, registerPdfFonts } from "./pdf-fonts.ts";
import { createMeasure } from "./text-layout.ts";

const LAYOUTS: Record<TPdfOptions["layout"], (ctx: TPdfContext, decks: readonly TPdfDeck[]) => Promise<void>> = {
  sheet: drawSheet,
  "side-by-side": drawSideBySide,
  cards: drawCards,
};

/**
 * The decks as a printable PDF (docs/exchange.md): a study sheet, a
 * side-by-side table, or cut-out cards for double-sided printing, on A4 or
 * US Letter. Fonts are Noto Sans and Noto Sans Math, subset into the file.
 * `onProgress` counts cards (done, total) for the export job's progress bar.
 */
export async function writePdf(input: TExportInput, options: TPdfOptions, hooks: { onProgress?: TProgressHook } = {}): Promise<Uint8Array> {
  const fonts = await loadPdfFonts();
  const decks = pdfDecks(input.decks);
  const total = decks.reduce((count, deck) => count + deck.cards.length, 0);
  const paper = PAPER_SIZES[options.paper];
  const doc = new PDFDocument({
    autoFirstPage: false,
    // The page flow writes headers and "Page 3 of 12" footers once the page count is known.
    bufferPages: options.layout !== "cards",
    size: [paper.width, paper.height],
    margin: 0,
    lang: "en",
    info: { Title: pdfTitle(decks), Creator: "Mnemo", Producer: "Mnemo", CreationDate: input.now, ModDate: input.now },
  });
  const bytes = collect(doc);
  registerPdfFonts(doc, fonts);
  const progress = createProgress({ total, passes: options.layout === "sheet" ? 2 : 1 }, hooks.onProgress);
  const ctx: TPdfContext = { doc, fonts, measure: createMeasure(doc, fonts), paper, step: progress.step };
  try {
    await LAYOUTS[options.layout](ctx, decks);
  } finally {
    doc.end();
  }
  const result = await bytes;
  progress.finish();
  return result;
}

function pdfTitle(decks: readonly TPdfDeck[]): string {
  if (decks.length === 1) return decks[0]!.title;
  return `Mnemo: ${decks.length} decks`;
}

function collect(doc: PDFKit.PDFDocument): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });
}
