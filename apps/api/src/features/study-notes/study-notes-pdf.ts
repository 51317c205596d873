import type { TPdfOptions } from "@mnemo/api-contract";
import { createPageFlow, drawFlowing, drawSectionHeading, layoutBlock, linesHeight } from "../../lib/pdf/page-flow.ts";
import { ACCENT, GREY, INK, type TPdfContext } from "../../lib/pdf/pdf-document.ts";
import { drawLines } from "../../lib/pdf/text-layout.ts";
import { writePagedPdf } from "../../lib/pdf/write-paged-pdf.ts";
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
  const elements = notesPdfElements(markdown);
  return writePagedPdf({ title, now, paper, draw: (ctx) => drawNotes(ctx, title, elements) });
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
