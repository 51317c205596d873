import {
  LABEL_FONT_SIZE,
  LABEL_LINE_HEIGHT,
  LABEL_PADDING_X,
  type TDiagramLayout,
  type TLaidOutEdge,
  type TLaidOutNode,
} from "@mnemo/diagrams";
import { layoutBlock, linesHeight } from "../../../lib/pdf/page-flow.ts";
import { ACCENT, INK, type TPdfContext } from "../../../lib/pdf/pdf-document.ts";
import { breakLines, drawLines, prepareText, type TLine } from "../../../lib/pdf/text-layout.ts";

/** PDF viewers refuse pages over 200 inches (14,400 points) a side: a larger drawing is scaled down to fit. */
const MAX_PAGE_SIDE = 14_400;
const MARGIN = 36;
const TITLE_SIZE = 18;
const EDGE_LABEL_SIZE = 12;
const DATE_SIZE = 13;

// The SVG export's colours (packages/diagrams/src/svg/svg-style.ts), so both pictures look alike.
const NODE_FILL = "#ffffff";
const NODE_STROKE = "#868e96";
const ROOT_FILL = "#edf2ff";
const ROOT_STROKE = "#3b5bdb";
const DECISION_FILL = "#fff9db";
const DECISION_STROKE = "#e67700";
const EDGE_COLOURS: Record<string, string> = { yes: "#2b8a3e", no: "#c92a2a", suggested: "#5c7cfa" };
const EDGE_COLOUR = "#adb5bd";
const MUTED = "#495057";

/**
 * The drawing on a page of its own, sized to fit it (never smaller than the
 * paper), the title on top: the same layout the SVG export draws, in the PDF's
 * own vector shapes and embedded fonts, so every label is text a reader can
 * select and search.
 */
export function drawDiagramPage(ctx: TPdfContext, title: string, layout: TDiagramLayout): void {
  const { doc } = ctx;
  const titleWidth = Math.max(ctx.paper.width, layout.width + 2 * MARGIN) - 2 * MARGIN;
  const titleLines = layoutBlock(ctx, [{ text: title, style: "bold" }], Math.min(titleWidth, MAX_PAGE_SIDE - 2 * MARGIN), TITLE_SIZE);
  const titleHeight = linesHeight(titleLines, TITLE_SIZE) + 12;
  const scale = Math.min(
    1,
    (MAX_PAGE_SIDE - 2 * MARGIN) / Math.max(1, layout.width),
    (MAX_PAGE_SIDE - 2 * MARGIN - titleHeight) / Math.max(1, layout.height),
  );
  const width = Math.max(ctx.paper.width, layout.width * scale + 2 * MARGIN);
  const height = Math.max(ctx.paper.height, layout.height * scale + 2 * MARGIN + titleHeight);
  doc.addPage({ size: [width, height], margin: 0 });
  ctx.pages.count += 1;
  drawLines(doc, titleLines, { x: MARGIN, y: MARGIN, width: width - 2 * MARGIN, size: TITLE_SIZE, color: INK });
  doc.save();
  doc.translate(MARGIN + (width - 2 * MARGIN - layout.width * scale) / 2, MARGIN + titleHeight);
  doc.scale(scale);
  const arrows = layout.kind === "flowchart" || layout.kind === "concept_map";
  for (const edge of layout.edges) drawEdge(ctx, edge, { curved: layout.kind === "mind_map", arrow: arrows });
  for (const node of layout.nodes) drawNode(ctx, node);
  doc.restore();
}

function drawEdge(ctx: TPdfContext, edge: TLaidOutEdge, { curved, arrow }: { curved: boolean; arrow: boolean }): void {
  const { doc } = ctx;
  const [first, ...rest] = edge.points;
  if (!first || rest.length === 0) return;
  const colour = edge.suggested ? EDGE_COLOURS.suggested! : (EDGE_COLOURS[edge.kind] ?? EDGE_COLOUR);
  doc.save();
  doc.moveTo(first.x, first.y);
  const [c1, c2, end] = rest;
  if (curved && c1 && c2 && end && rest.length === 3) doc.bezierCurveTo(c1.x, c1.y, c2.x, c2.y, end.x, end.y);
  else for (const point of rest) doc.lineTo(point.x, point.y);
  if (edge.suggested) doc.dash(5, { space: 4 });
  doc.lineWidth(1.5).strokeColor(colour).stroke();
  doc.undash();
  const last = edge.points.at(-1)!;
  const before = edge.points.at(-2)!;
  if (arrow) drawArrowHead(doc, before, last, colour);
  if (edge.label && edge.labelAt) {
    const lines = centredLines(ctx, [edge.label], EDGE_LABEL_SIZE, 120);
    const boxWidth = Math.max(...lines.map((line) => line.width * EDGE_LABEL_SIZE)) + 8;
    const boxHeight = linesHeight(lines, EDGE_LABEL_SIZE) + 4;
    doc.rect(edge.labelAt.x - boxWidth / 2, edge.labelAt.y - boxHeight / 2, boxWidth, boxHeight).fill(NODE_FILL);
    drawLines(doc, lines, {
      x: edge.labelAt.x - boxWidth / 2,
      y: edge.labelAt.y - boxHeight / 2 + 2,
      width: boxWidth,
      size: EDGE_LABEL_SIZE,
      color: MUTED,
      align: "center",
    });
  }
  doc.restore();
}

function drawArrowHead(doc: PDFKit.PDFDocument, from: { x: number; y: number }, to: { x: number; y: number }, colour: string): void {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  const size = 8;
  const left = { x: to.x - size * Math.cos(angle - Math.PI / 7), y: to.y - size * Math.sin(angle - Math.PI / 7) };
  const right = { x: to.x - size * Math.cos(angle + Math.PI / 7), y: to.y - size * Math.sin(angle + Math.PI / 7) };
  doc.polygon([to.x, to.y], [left.x, left.y], [right.x, right.y]).fill(colour);
}

function drawNode(ctx: TPdfContext, node: TLaidOutNode): void {
  const { doc } = ctx;
  const emphasised = node.depth === 0 || node.shape === "start" || node.shape === "end";
  const [fill, stroke] =
    node.shape === "diamond" ? [DECISION_FILL, DECISION_STROKE] : emphasised ? [ROOT_FILL, ROOT_STROKE] : [NODE_FILL, NODE_STROKE];
  doc.save();
  if (node.shape === "diamond") {
    const cx = node.x + node.width / 2;
    const cy = node.y + node.height / 2;
    doc.polygon([cx, node.y], [node.x + node.width, cy], [cx, node.y + node.height], [node.x, cy]);
  } else {
    const round = node.shape === "box" ? 6 : node.height / 2;
    doc.roundedRect(node.x, node.y, node.width, node.height, Math.min(round, node.width / 2));
  }
  doc.lineWidth(emphasised ? 2 : 1.5).fillAndStroke(fill, stroke);
  doc.restore();
  // The layout wrapped the label by its own width table; the embedded font may run a little wider, so a line that
  // would overflow its box is drawn smaller rather than cut or wrapped again.
  const inner = node.shape === "diamond" ? node.width / 2 : node.width - 2 * LABEL_PADDING_X;
  const widest = Math.max(1e-6, ...node.lines.map((line) => measureLine(ctx, line)));
  const size = Math.min(LABEL_FONT_SIZE, inner / widest);
  const lineHeight = LABEL_FONT_SIZE * LABEL_LINE_HEIGHT;
  const lines = centredLines(ctx, node.lines, size);
  const top = node.y + (node.height - lines.length * lineHeight) / 2 + (lineHeight - size * 1.32) / 2;
  drawLines(doc, lines, { x: node.x, y: top, width: node.width, size, color: INK, align: "center", lineHeight });
  if (node.hiddenChildren > 0) {
    const badge = centredLines(ctx, [`+${node.hiddenChildren}`], 10);
    drawLines(doc, badge, { x: node.x + node.width - 24, y: node.y - 7, width: 24, size: 10, color: ACCENT, align: "center" });
  }
  if (node.date) {
    const dateLines = centredLines(ctx, node.date.lines, DATE_SIZE);
    dateLines.forEach((line, index) => {
      drawLines(doc, [line], {
        x: node.date!.x - line.width * DATE_SIZE,
        y: node.date!.y + index * DATE_SIZE * LABEL_LINE_HEIGHT,
        width: line.width * DATE_SIZE,
        size: DATE_SIZE,
        color: MUTED,
      });
    });
  }
}

/** Each of `texts` as one line (or wrapped to `maxWidth` points, for edge labels), measured in the embedded fonts. */
function centredLines(ctx: TPdfContext, texts: readonly string[], size: number, maxWidth = Infinity): TLine[] {
  return texts.flatMap((text) => breakLines(ctx.measure, prepareText(ctx.measure, [{ text }]), maxWidth / size));
}

/** A line's width at font size 1. */
function measureLine(ctx: TPdfContext, text: string): number {
  return centredLines(ctx, [text], 1)[0]?.width ?? 0;
}
