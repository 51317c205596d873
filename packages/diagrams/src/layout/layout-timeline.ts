import { diagramDateSortKey, type TDiagramGraph } from "@mnemo/api-contract";
import type { TDiagramLayout, TLaidOutEdge, TLaidOutNode } from "../types.ts";
import { DATE_FONT_SIZE, linesWidth, nodeBox, placeAtOrigin } from "./layout-shared.ts";
import { LABEL_LINE_HEIGHT, LABEL_PADDING_Y, wrapLabel } from "./wrap-label.ts";

const DATE_MAX_WIDTH = 140;
/** From the date column's right edge to the spine, and from the spine to the box. */
const SPINE_GAP = 14;
const ROW_GAP = 12;

/** A timeline's events in date order (undated ones, such as its title node, first; ties keep the graph's order). */
export function timelineOrder(graph: TDiagramGraph): TDiagramGraph["nodes"] {
  return graph.nodes
    .map((node, index) => ({ node, index, key: node.date ? diagramDateSortKey(node.date) : -Infinity }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((entry) => entry.node);
}

/**
 * A timeline for the SVG export (the web shows it as an HTML list): one row per
 * event, top to bottom in date order, the date right-aligned in a column on
 * the left, a spine, then the label's box. The spine's segments are the edges
 * (ids "spine-<n>", kind "next"), whatever edges the graph stores.
 */
export function layoutTimeline(graph: TDiagramGraph): TDiagramLayout {
  const order = timelineOrder(graph);
  const dates = order.map((node) => (node.date ? wrapLabel(node.date.text, DATE_MAX_WIDTH, DATE_FONT_SIZE) : []));
  const dateWidth = Math.max(0, ...dates.map((lines) => linesWidth(lines, DATE_FONT_SIZE)));
  const spineX = dateWidth + SPINE_GAP;
  const nodes: TLaidOutNode[] = [];
  let y = 0;
  order.forEach((node, index) => {
    const box = nodeBox(node, node.date ? "box" : "pill");
    const lines = dates[index] ?? [];
    const dateHeight = lines.length * DATE_FONT_SIZE * LABEL_LINE_HEIGHT;
    nodes.push({
      id: node.id,
      x: spineX + SPINE_GAP,
      y,
      width: box.width,
      height: box.height,
      lines: box.lines,
      depth: node.date ? 1 : 0,
      shape: box.shape,
      hiddenChildren: 0,
      ...(lines.length > 0 ? { date: { lines, x: dateWidth, y: y + LABEL_PADDING_Y } } : {}),
    });
    y += Math.max(box.height, dateHeight + LABEL_PADDING_Y) + ROW_GAP;
  });
  const edges: TLaidOutEdge[] = [];
  for (let index = 1; index < nodes.length; index += 1) {
    const from = nodes[index - 1] as TLaidOutNode;
    const to = nodes[index] as TLaidOutNode;
    edges.push({
      id: `spine-${index}`,
      from: from.id,
      to: to.id,
      kind: "next",
      points: [
        { x: spineX, y: from.y + from.height / 2 },
        { x: spineX, y: to.y + to.height / 2 },
      ],
    });
  }
  return placeAtOrigin(graph.kind, nodes, edges);
}
