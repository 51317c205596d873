import type { TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import type { TDiagramLayout, TLaidOutEdge, TLaidOutNode } from "../types.ts";
import { LABEL_LINE_HEIGHT, labelBox, textWidth, wrapLabel, type TLabelBox } from "./wrap-label.ts";

/** Empty space around the drawing. */
export const LAYOUT_MARGIN = 24;
export const EDGE_LABEL_FONT_SIZE = 12;
/** A timeline's date column. */
export const DATE_FONT_SIZE = 13;
const EDGE_LABEL_MAX_WIDTH = 120;
const EDGE_LABEL_PADDING = 4;
const DIAMOND_TEXT_WIDTH = 120;

export const BADGE_HEIGHT = 18;
const BADGE_GAP = 4;

/**
 * The "+n" badge's box for a node with hidden children: outside the node on the
 * side its children grow (mind maps), or across its bottom edge (layered layouts).
 */
export function badgeBox(
  node: Pick<TLaidOutNode, "x" | "y" | "width" | "height" | "hiddenChildren">,
  side: "right" | "left" | "below",
): TLaidOutNode["badge"] {
  if (node.hiddenChildren <= 0) return undefined;
  const width = 12 + String(node.hiddenChildren).length * 7 + 7;
  if (side === "below") {
    return { x: node.x + node.width / 2 - width / 2, y: node.y + node.height - BADGE_HEIGHT / 3, width, height: BADGE_HEIGHT };
  }
  return {
    x: side === "right" ? node.x + node.width + BADGE_GAP : node.x - BADGE_GAP - width,
    y: node.y + node.height / 2 - BADGE_HEIGHT / 2,
    width,
    height: BADGE_HEIGHT,
  };
}

/** A node's box before it is placed. */
export type TBox = TLabelBox & { shape: TLaidOutNode["shape"] };

/** The box a node gets: a diamond holds its text in its inner half, so it is twice the text's size. */
export function nodeBox(node: TDiagramNode, shape: TLaidOutNode["shape"]): TBox {
  if (shape !== "diamond") return { ...labelBox(node.label), shape };
  const inner = labelBox(node.label, DIAMOND_TEXT_WIDTH);
  return { lines: inner.lines, width: inner.width * 2, height: Math.max(56, inner.height * 2 - 8), shape };
}

/** An edge label's lines and the box around them (smaller type than nodes). */
export function edgeLabelBox(label: string): TLabelBox {
  const lines = wrapLabel(label, EDGE_LABEL_MAX_WIDTH, EDGE_LABEL_FONT_SIZE);
  const widest = Math.max(0, ...lines.map((line) => textWidth(line, EDGE_LABEL_FONT_SIZE)));
  return {
    lines,
    width: Math.ceil(widest + 2 * EDGE_LABEL_PADDING),
    height: Math.ceil(lines.length * EDGE_LABEL_FONT_SIZE * LABEL_LINE_HEIGHT + 2 * EDGE_LABEL_PADDING),
  };
}

/** What a drawn edge says: its own label, or "Yes"/"No" for a decision's unlabelled branches. */
export function edgeLabelText(edge: TDiagramGraph["edges"][number]): string | undefined {
  const label = edge.label?.trim();
  if (label) return label;
  if (edge.kind === "yes") return "Yes";
  if (edge.kind === "no") return "No";
  return undefined;
}

/** The longest estimated width of `lines` (used for the boxes of dates and edge labels). */
export function linesWidth(lines: string[], fontSize: number): number {
  return Math.max(0, ...lines.map((line) => textWidth(line, fontSize)));
}

/**
 * Moves everything so the drawing's top-left corner is (LAYOUT_MARGIN, LAYOUT_MARGIN)
 * and sizes it to cover every box, edge point, edge label and date column.
 */
export function placeAtOrigin(kind: TDiagramGraph["kind"], nodes: TLaidOutNode[], edges: TLaidOutEdge[]): TDiagramLayout {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const cover = (x: number, y: number, width = 0, height = 0) => {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + width);
    maxY = Math.max(maxY, y + height);
  };
  for (const node of nodes) {
    cover(node.x, node.y, node.width, node.height);
    if (node.badge) cover(node.badge.x, node.badge.y, node.badge.width, node.badge.height);
    if (node.date) {
      const width = linesWidth(node.date.lines, DATE_FONT_SIZE);
      cover(node.date.x - width, node.date.y, width, node.date.lines.length * DATE_FONT_SIZE * LABEL_LINE_HEIGHT);
    }
  }
  for (const edge of edges) {
    for (const point of edge.points) cover(point.x, point.y);
    const size = edge.labelSize;
    if (edge.labelAt && size) cover(edge.labelAt.x - size.width / 2, edge.labelAt.y - size.height / 2, size.width, size.height);
  }
  if (nodes.length === 0) minX = minY = maxX = maxY = 0;
  const dx = LAYOUT_MARGIN - minX;
  const dy = LAYOUT_MARGIN - minY;
  const round = (value: number) => Math.round(value * 100) / 100;
  const move = (point: { x: number; y: number }) => ({ x: round(point.x + dx), y: round(point.y + dy) });
  return {
    kind,
    width: Math.ceil(maxX - minX + 2 * LAYOUT_MARGIN),
    height: Math.ceil(maxY - minY + 2 * LAYOUT_MARGIN),
    nodes: nodes.map((node) => ({
      ...node,
      ...move(node),
      ...(node.date ? { date: { ...node.date, ...move(node.date) } } : {}),
      ...(node.badge ? { badge: { ...node.badge, ...move(node.badge) } } : {}),
    })),
    edges: edges.map((edge) => ({
      ...edge,
      points: edge.points.map(move),
      ...(edge.labelAt ? { labelAt: move(edge.labelAt) } : {}),
    })),
  };
}
