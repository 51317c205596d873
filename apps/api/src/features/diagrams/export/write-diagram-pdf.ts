import type { TDiagramGraph, TPdfOptions } from "@mnemo/api-contract";
import { diagramOutline, layoutDiagram, type TDiagramOutlineItem } from "@mnemo/diagrams";
import { createPageFlow, drawFlowing, drawSectionHeading, layoutBlock, linesHeight } from "../../../lib/pdf/page-flow.ts";
import { ACCENT, GREY, INK, type TPdfContext } from "../../../lib/pdf/pdf-document.ts";
import { drawLines } from "../../../lib/pdf/text-layout.ts";
import { writePagedPdf } from "../../../lib/pdf/write-paged-pdf.ts";
import { drawDiagramPage } from "./draw-diagram-page.ts";
import { exportLayoutOptions } from "./export-layout.ts";

const TEXT_SIZE = 10.5;
const DETAIL_SIZE = 9;
const INDENT = 14;
const MARKER_WIDTH = 14;
/** A flowchart's step number ("12.") needs more room than a bullet. */
const STEP_WIDTH = 22;

/**
 * A diagram as a PDF: the drawing on a first page sized to fit it, then its
 * outline (the text exports' reading: a tree, numbered steps with their
 * branches, dated events, terms with their relations) as a nested list on pages
 * of the chosen paper, with the exports' fonts and page furniture, so the text
 * reads and prints even when the drawing is large.
 */
export async function writeDiagramPdf({
  graph,
  now,
  paper = "a4",
}: {
  graph: TDiagramGraph;
  now: Date;
  paper?: TPdfOptions["paper"];
}): Promise<Uint8Array> {
  const layout = layoutDiagram(graph, exportLayoutOptions(graph));
  const items = diagramOutline(graph);
  return writePagedPdf({
    title: graph.title,
    now,
    paper,
    draw: (ctx) => {
      drawDiagramPage(ctx, graph.title, layout);
      drawOutline(ctx, graph.title, items);
    },
  });
}

function drawOutline(ctx: TPdfContext, title: string, items: readonly TDiagramOutlineItem[]): void {
  const flow = createPageFlow(ctx);
  flow.newPage(title);
  drawSectionHeading(ctx, flow, "Outline");
  const drawItem = (item: TDiagramOutlineItem, depth: number) => {
    const x = flow.left + Math.min(depth, 8) * INDENT;
    const markerWidth = item.step === undefined ? MARKER_WIDTH : STEP_WIDTH;
    const width = flow.left + flow.width - x - markerWidth;
    const label = item.date ? `${item.date}: ${item.label}` : item.label;
    const lines = layoutBlock(
      ctx,
      [{ text: label, style: depth === 0 && item.children.length > 0 ? "bold" : "regular" }],
      width,
      TEXT_SIZE,
    );
    flow.ensure(linesHeight(lines.slice(0, 1), TEXT_SIZE));
    const marker = layoutBlock(ctx, [{ text: item.step === undefined ? "•" : `${item.step}.` }], markerWidth, TEXT_SIZE);
    drawLines(ctx.doc, marker, { x, y: flow.y, width: markerWidth, size: TEXT_SIZE, color: ACCENT });
    drawFlowing(ctx, flow, lines, { x: x + markerWidth, size: TEXT_SIZE, color: INK });
    for (const text of [item.node.detail, ...item.links.map((link) => link.text)]) {
      if (!text) continue;
      drawFlowing(ctx, flow, layoutBlock(ctx, [{ text }], width, DETAIL_SIZE), { x: x + markerWidth, size: DETAIL_SIZE, color: GREY });
    }
    flow.y += 2.5;
    for (const child of item.children) drawItem(child, depth + 1);
  };
  for (const item of items) drawItem(item, 0);
}
