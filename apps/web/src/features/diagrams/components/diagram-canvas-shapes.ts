import { LABEL_FONT_SIZE, LABEL_LINE_HEIGHT, type TDiagramLayout, type TLaidOutEdge, type TLaidOutNode } from "@mnemo/diagrams";

/* Geometry of what the drawing shows beyond the layout: edge paths, label lines, the collapse toggle. */

export const TOGGLE_SIZE = 18;
const TOGGLE_GAP = 4;

/** A mind map's edge is a cubic curve through its four points; every other edge a polyline. */
export function edgePath(edge: TLaidOutEdge, kind: TDiagramLayout["kind"]): string {
  const [first, ...rest] = edge.points;
  if (!first) return "";
  const point = (at: { x: number; y: number }) => `${Math.round(at.x * 10) / 10},${Math.round(at.y * 10) / 10}`;
  if (kind === "mind_map" && rest.length === 3) return `M${point(first)}C${rest.map(point).join(" ")}`;
  return `M${point(first)}${rest.map((at) => `L${point(at)}`).join("")}`;
}

/** The baseline of each of `count` lines centred on `centreY` (the SVG writer's rule, so both drawings agree). */
export function lineBaselines(count: number, centreY: number, fontSize = LABEL_FONT_SIZE): number[] {
  const lineHeight = fontSize * LABEL_LINE_HEIGHT;
  const top = centreY - (count * lineHeight) / 2;
  return Array.from({ length: count }, (_, index) => top + index * lineHeight + (lineHeight + fontSize * 0.7) / 2);
}

/**
 * Where a node's collapse toggle ("+n" when its children are hidden, "−" when
 * they are shown) goes: the layout's badge box when it has one; else beside the
 * node on the side its children grow (a mind map's left half grows left), or
 * across its bottom edge in layered layouts.
 */
export function toggleBox(
  node: TLaidOutNode,
  kind: TDiagramLayout["kind"],
  rootCentreX: number | undefined,
): { x: number; y: number; width: number; height: number } {
  if (node.badge) return node.badge;
  const width = node.hiddenChildren > 0 ? 12 + String(node.hiddenChildren).length * 7 + 7 : TOGGLE_SIZE;
  if (kind !== "mind_map") {
    return { x: node.x + node.width / 2 - width / 2, y: node.y + node.height - TOGGLE_SIZE / 3, width, height: TOGGLE_SIZE };
  }
  const leftward = rootCentreX !== undefined && node.depth > 0 && node.x + node.width / 2 < rootCentreX;
  return {
    x: leftward ? node.x - TOGGLE_GAP - width : node.x + node.width + TOGGLE_GAP,
    y: node.y + node.height / 2 - TOGGLE_SIZE / 2,
    width,
    height: TOGGLE_SIZE,
  };
}
