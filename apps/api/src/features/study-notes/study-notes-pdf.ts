import { wellFormed, type TPdfOptions } from "@mnemo/api-contract";
import PDFDocument from "pdfkit";
import { createPageFlow, drawSectionHeading, layoutBlock, linesHeight, type TPageFlow } from "../../lib/pdf/page-flow.ts";
import { ACCENT, GREY, INK, PAPER_SIZES, type TPdfContext } from "../../lib/pdf/pdf-document.ts";
import { loadPdfFonts, registerPdfFonts, type TPdfFonts } from "../../lib/pdf/pdf-fonts.ts";
import { createMeasure, drawLines, type TLine } from "../../lib/pdf/text-layout.ts";
import { notesPdfElements, type TNotesPdfElement } from "./notes-pdf-elements.ts";

const TEXT_SIZE = 10.5;
const NOTE_SIZE = 8.5;
const TITLE_SIZE = 18;
const INDENT = 14;
const MARKER_WIDTH = 14;
const GAP = 5;

/**
 * The study notes as a PDF (docs/study-notes.md, "Exports"), drawn from their
 * Markdown export with the PDF export's fonts and page furniture (Noto Sans
 * and Noto Sans Math, the title in each page's header, "Page 2 of 3" in its
 * footer): headings, paragraphs and bullets, citations as numbered notes
 * listed under "Sources" at the end. Notes are a few pages, so the whole file
 * is made in memory; it is laid out twice, once to count its pages.
 */
export async function writeStudyNotesPdf({
  title,
  markdown,
  now,
  paper = "a4",
}: {
  title: string;
  markdown: string;
  now: Date;
  paper?: TPdfOptions["paper"];
}): Promise<Uint8Array> {
  const fonts = await loadPdfFonts();
  const elements = notesPdfElements(markdown);
  const size = PAPER_SIZES[paper];
  const pages: TPdfContext["pages"] = { count: 0, total: null };
  const step = async () => {};
  const doc = newDocument(title, now, size, fonts);
  const chunks: Buffer[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  // Words are measured in the document that draws them, for both passes.
  const measure = createMeasure(doc, fonts);

  const counting = newDocument(title, now, size, fonts);
  // Laid out in full, but no text is shaped or kept: only the pages are counted.
  counting.font = (() => counting) as typeof counting.font;
  counting.text = (() => counting) as typeof counting.text;
  counting.on("data", () => {});
  drawNotes({ doc: counting, fonts, measure, paper: size, step, pages }, title, elements);
  counting.end();
  pages.total = pages.count;
  pages.count = 0;

  drawNotes({ doc, fonts, measure, paper: size, step, pages }, title, elements);
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

function newDocument(title: string, now: Date, paper: { width: number; height: number }, fonts: TPdfFonts) {
  const doc = new PDFDocument({
    autoFirstPage: false,
    size: [paper.width, paper.height],
    margin: 0,
    lang: "en",
    info: { Title: wellFormed(title), Creator: "Mnemo", Producer: "Mnemo", CreationDate: now, ModDate: now },
  });
  registerPdfFonts(doc, fonts);
  return doc;
}

function drawNotes(ctx: TPdfContext, title: string, elements: readonly TNotesPdfElement[]): void {
  const flow = createPageFlow(ctx);
  flow.newPage(title);
  let hasSources = false;
  for (const element of elements) {
    switch (element.kind) {
      case "title": {
        const lines = layoutBlock(
          ctx,
          element.text.map((span) => ({ ...span, style: "bold" as const })),
          flow.width,
          TITLE_SIZE,
        );
        flow.ensure(linesHeight(lines, TITLE_SIZE));
        flow.y += drawLines(ctx.doc, lines, { x: flow.left, y: flow.y, width: flow.width, size: TITLE_SIZE, color: INK }) + 8;
        break;
      }
      case "heading":
        // A heading stays with the first lines under it.
        flow.ensure(32 + 3 * linesHeight([{ pieces: [], width: 0 }], TEXT_SIZE));
        flow.y += 6;
        drawSectionHeading(ctx, flow, element.text.map((span) => span.text).join(""));
        break;
      case "paragraph":
        drawFlowing(ctx, flow, layoutBlock(ctx, element.text, flow.width, TEXT_SIZE), { x: flow.left, size: TEXT_SIZE, color: INK });
        flow.y += GAP;
        break;
      case "bullet": {
        const x = flow.left + element.depth * INDENT;
        const width = flow.width - element.depth * INDENT - MARKER_WIDTH;
        const lines = layoutBlock(ctx, element.text, width, TEXT_SIZE);
        flow.ensure(linesHeight(lines.slice(0, 1), TEXT_SIZE));
        const marker = layoutBlock(ctx, [{ text: element.marker }], MARKER_WIDTH, TEXT_SIZE);
        drawLines(ctx.doc, marker, { x, y: flow.y, width: MARKER_WIDTH, size: TEXT_SIZE, color: ACCENT });
        drawFlowing(ctx, flow, lines, { x: x + MARKER_WIDTH, size: TEXT_SIZE, color: INK });
        flow.y += GAP / 2;
        break;
      }
      case "footnote": {
        if (!hasSources) {
          flow.ensure(32 + linesHeight([{ pieces: [], width: 0 }], NOTE_SIZE) * 2);
          flow.y += 6;
          drawSectionHeading(ctx, flow, "Sources");
          hasSources = true;
        }
        const lines = layoutBlock(ctx, [{ text: `${element.number}. ` }, ...element.text], flow.width, NOTE_SIZE);
        drawFlowing(ctx, flow, lines, { x: flow.left, size: NOTE_SIZE, color: GREY });
        flow.y += 2;
        break;
      }
    }
  }
}

/** Lines drawn down the page, going on at the top of the next page where this one ends. */
function drawFlowing(ctx: TPdfContext, flow: TPageFlow, lines: readonly TLine[], style: { x: number; size: number; color: string }): void {
  let rest = lines;
  const width = flow.left + flow.width - style.x;
  while (rest.length > 0) {
    const lineHeight = linesHeight(rest.slice(0, 1), style.size);
    flow.ensure(lineHeight);
    const fit = Math.max(1, Math.floor((flow.bottom - flow.y) / lineHeight));
    flow.y += drawLines(ctx.doc, rest.slice(0, fit), { ...style, width, y: flow.y });
    rest = rest.slice(fit);
  }
}
