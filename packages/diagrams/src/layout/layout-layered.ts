import { Graph, layout as dagreLayout, type EdgeLabel, type NodeLabel, type OrderConstraint } from "@dagrejs/dagre";
import type { TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import { depthOf } from "../tree.ts";
import type { TDiagramLayout, TLaidOutEdge, TLaidOutNode, TLayoutOptions } from "../types.ts";
import { badgeBox, edgeLabelBox, edgeLabelText, nodeBox, placeAtOrigin, type TBox } from "./layout-shared.ts";
import { diagramVisibility, type TDiagramVisibility } from "./visible-nodes.ts";

const NODE_GAP = 32;
const RANK_GAP = 52;
const EDGE_GAP = 16;

type TPoint = { x: number; y: number };

function flowShape(node: TDiagramNode, graph: TDiagramGraph): TLaidOutNode["shape"] {
  if (graph.kind === "concept_map") return node.id === graph.root ? "pill" : "box";
  if (node.shape === "decision") return "diamond";
  if (node.shape === "start") return "start";
  if (node.shape === "end") return "end";
  return "box";
}

/**
 * Flowcharts and concept maps: dagre's layered layout, ranks top to bottom in
 * edge direction, each edge label a box dagre places between ranks. Concept
 * maps obey collapse and focus (layout/visible-nodes.ts); flowcharts draw every node.
 */
export function layoutLayered(graph: TDiagramGraph, options: TLayoutOptions): TDiagramLayout {
  const visibility = diagramVisibility(graph, options);
  const layered = new Graph<object, NodeLabel, EdgeLabel>({ multigraph: true });
  layered.setGraph({ rankdir: "TB", nodesep: NODE_GAP, ranksep: RANK_GAP, edgesep: EDGE_GAP, marginx: 0, marginy: 0 });
  const boxes = new Map<string, TBox>();
  for (const node of graph.nodes) {
    if (!visibility.ids.has(node.id)) continue;
    const box = nodeBox(node, flowShape(node, graph));
    boxes.set(node.id, box);
    layered.setNode(node.id, { width: box.width, height: box.height });
  }
  const labels = new Map<string, { text: string; lines: string[]; width: number; height: number }>();
  const drawn = graph.edges.filter((edge) => boxes.has(edge.from) && boxes.has(edge.to) && edge.from !== edge.to);
  for (const edge of drawn) {
    const text = edgeLabelText(edge);
    const label = text === undefined ? undefined : { text, ...edgeLabelBox(text) };
    if (label) labels.set(edge.id, label);
    const size = label ?? { width: 0, height: 0 };
    layered.setEdge({ v: edge.from, w: edge.to, name: edge.id }, { width: size.width, height: size.height, labelpos: "c", minlen: 1 });
  }
  dagreLayout(layered, { constraints: siblingOrder(graph, visibility) });

  const nodes: TLaidOutNode[] = [];
  for (const node of graph.nodes) {
    const box = boxes.get(node.id);
    const placed = layered.node(node.id);
    if (!box || placed.x === undefined || placed.y === undefined) continue;
    const laid: TLaidOutNode = {
      id: node.id,
      x: placed.x - box.width / 2,
      y: placed.y - box.height / 2,
      width: box.width,
      height: box.height,
      lines: box.lines,
      depth: depthOf(visibility.tree, node.id),
      shape: box.shape,
      hiddenChildren: visibility.hiddenChildren.get(node.id) ?? 0,
      ...(visibility.overLimit.has(node.id) ? { overLimit: true } : {}),
    };
    const badge = badgeBox(laid, "below");
    nodes.push(badge ? { ...laid, badge } : laid);
  }
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const edges: TLaidOutEdge[] = drawn.map((edge) => {
    const placed = layered.edge({ v: edge.from, w: edge.to, name: edge.id });
    const points = [...(placed.points ?? [])];
    onDiamond(points, byId.get(edge.from), "start");
    onDiamond(points, byId.get(edge.to), "end");
    const label = labels.get(edge.id);
    return {
      id: edge.id,
      from: edge.from,
      to: edge.to,
      kind: edge.kind,
      points,
      ...(label
        ? {
            label: label.text,
            labelLines: label.lines,
            labelSize: { width: label.width, height: label.height },
            ...(placed.x !== undefined && placed.y !== undefined ? { labelAt: { x: placed.x, y: placed.y } } : {}),
          }
        : {}),
      ...(edge.suggested ? { suggested: true } : {}),
    };
  });
  return placeAtOrigin(graph.kind, nodes, edges);
}

/**
 * A concept map's children left to right in the outline's order: dagre's
 * crossing reduction keeps the order it starts with only while that costs no
 * crossing, and with none to gain its later sweeps (biased right) hand back
 * the siblings reversed. Each drawn child is held left of its next drawn
 * sibling; dagre still orders everything else (relations across branches).
 */
function siblingOrder(graph: TDiagramGraph, visibility: TDiagramVisibility): OrderConstraint[] {
  if (graph.kind !== "concept_map") return [];
  const constraints: OrderConstraint[] = [];
  for (const kids of visibility.tree.children.values()) {
    const drawn = kids.filter((id) => visibility.ids.has(id));
    for (let index = 1; index < drawn.length; index += 1) constraints.push({ left: drawn[index - 1]!, right: drawn[index]! });
  }
  return constraints;
}

/**
 * dagre ends an edge on its node's bounding box; a diamond's corner areas are
 * empty, so the end moves in along the same line to the diamond's outline.
 */
function onDiamond(points: TPoint[], node: TLaidOutNode | undefined, which: "start" | "end"): void {
  if (!node || node.shape !== "diamond" || points.length < 2) return;
  const index = which === "start" ? 0 : points.length - 1;
  const end = points[index] as TPoint;
  const centre = { x: node.x + node.width / 2, y: node.y + node.height / 2 };
  const dx = end.x - centre.x;
  const dy = end.y - centre.y;
  const reach = Math.abs(dx) / (node.width / 2) + Math.abs(dy) / (node.height / 2);
  if (reach === 0) return;
  points[index] = { x: centre.x + dx / reach, y: centre.y + dy / reach };
}
