import { diagramDateSortKey, type TDiagramGraph, type TDiagramNode, type TPdfOptions } from "@mnemo/api-contract";
import { diagramHierarchy, layoutDiagram } from "@mnemo/diagrams";
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

/**
 * A diagram as a PDF: the drawing on a first page sized to fit it, then its
 * outline as a nested list on pages of the chosen paper (the exports' fonts and
 * page furniture), so the text reads and prints even when the drawing is large.
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
  const items = outlineItems(graph);
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

type TOutlineItem = { depth: number; node: TDiagramNode };

/** Timelines by date (BC before AD); every other kind depth first along its hierarchy, every node once. */
export function outlineItems(graph: TDiagramGraph): TOutlineItem[] {
  if (graph.kind === "timeline") {
    const dated = graph.nodes.filter((node) => node.date).sort((a, b) => diagramDateSortKey(a.date!) - diagramDateSortKey(b.date!));
    const undated = graph.nodes.filter((node) => !node.date);
    return [...undated, ...dated].map((node) => ({ depth: 0, node }));
  }
  const tree = diagramHierarchy(graph);
  const items: TOutlineItem[] = [];
  const seen = new Set<string>();
  const visit = (id: string, depth: number) => {
    const node = tree.byId.get(id);
    if (!node || seen.has(id)) return;
    seen.add(id);
    items.push({ depth, node });
    for (const child of tree.children.get(id) ?? []) visit(child, depth + 1);
  };
  if (tree.root !== undefined) visit(tree.root, 0);
  for (const node of graph.nodes) if (!tree.parent.has(node.id)) visit(node.id, 0);
  return items;
}

function drawOutline(ctx: TPdfContext, title: string, items: readonly TOutlineItem[]): void {
  const flow = createPageFlow(ctx);
  flow.newPage(title);
  drawSectionHeading(ctx, flow, "Outline");
  for (const { depth, node } of items) {
    const x = flow.left + Math.min(depth, 8) * INDENT;
    const width = flow.left + flow.width - x - MARKER_WIDTH;
    const label = node.date ? `${node.date.text}: ${node.label}` : node.label;
    const lines = layoutBlock(ctx, [{ text: label, style: depth === 0 ? "bold" : "regular" }], width, TEXT_SIZE);
    flow.ensure(linesHeight(lines.slice(0, 1), TEXT_SIZE));
    const marker = layoutBlock(ctx, [{ text: depth === 0 ? "■" : "•" }], MARKER_WIDTH, TEXT_SIZE);
    drawLines(ctx.doc, marker, { x, y: flow.y, width: MARKER_WIDTH, size: TEXT_SIZE, color: ACCENT });
    drawFlowing(ctx, flow, lines, { x: x + MARKER_WIDTH, size: TEXT_SIZE, color: INK });
    if (node.detail) {
      const detail = layoutBlock(ctx, [{ text: node.detail }], width, DETAIL_SIZE);
      drawFlowing(ctx, flow, detail, { x: x + MARKER_WIDTH, size: DETAIL_SIZE, color: GREY });
    }
    flow.y += 2.5;
  }
}
