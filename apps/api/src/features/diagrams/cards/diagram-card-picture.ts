import type { TDiagramCardBox, TDiagramEdge, TDiagramGraph } from "@mnemo/api-contract";
import { diagramTree, layoutDiagram, writeDiagramSvg } from "@mnemo/diagrams";

/** Siblings shown either side of the hidden node, and children under it: enough to place it, few enough to read in a card. */
const SIBLINGS_AROUND = 3;
const CHILDREN_SHOWN = 5;
/** Steps either way along a flowchart's or timeline's edges (a concept map's relations), and the most nodes so reached. */
const STEPS_AROUND = 2;
const MAX_NEAR = 9;
/** The hidden box a little larger than the node, so no stroke of the label shows around Anki's mask. */
const BOX_MARGIN = 3;

/**
 * The part of the map a diagram card shows (a whole map is unreadable at a card's size): for a tree, the node's
 * parent and the parent's own parent for context, up to three siblings either side and its first children; for
 * a flowchart, timeline or a node outside a concept map's tree, what is two steps away along the edges. Every
 * node shown is expanded, and the graph stays valid (a mind map is still one tree from its root).
 */
export function nodeNeighbourhood(graph: TDiagramGraph, nodeId: string): TDiagramGraph {
  const tree = diagramTree(graph);
  const isTree = (graph.kind === "mind_map" || graph.kind === "concept_map") && (tree.parent.has(nodeId) || tree.children.has(nodeId));
  const keep = isTree ? treeNeighbours(tree, nodeId) : nearNeighbours(graph.edges, nodeId);
  const root = isTree ? keep[0] : graph.root !== undefined && keep.includes(graph.root) ? graph.root : undefined;
  const kept = new Set(keep);
  const { root: _whole, ...rest } = graph;
  return {
    ...rest,
    ...(root !== undefined ? { root } : {}),
    nodes: graph.nodes.filter((node) => kept.has(node.id)).map((node) => ({ ...node, collapsed: false })),
    edges: graph.edges.filter((edge) => kept.has(edge.from) && kept.has(edge.to)),
  };
}

/** The node's context in its tree, topmost first. */
function treeNeighbours(tree: ReturnType<typeof diagramTree>, nodeId: string): string[] {
  const parent = tree.parent.get(nodeId);
  const children = (tree.children.get(nodeId) ?? []).slice(0, CHILDREN_SHOWN);
  if (parent === undefined) return [nodeId, ...children];
  const grandparent = tree.parent.get(parent);
  const siblings = tree.children.get(parent) ?? [nodeId];
  const at = siblings.indexOf(nodeId);
  const from = Math.max(0, Math.min(at - SIBLINGS_AROUND, siblings.length - 2 * SIBLINGS_AROUND - 1));
  return [
    ...(grandparent !== undefined ? [grandparent] : []),
    parent,
    ...siblings.slice(from, from + 2 * SIBLINGS_AROUND + 1),
    ...children,
  ];
}

/** Nodes within two steps of the node along any edge (either way), nearest first, at most MAX_NEAR. */
function nearNeighbours(edges: readonly TDiagramEdge[], nodeId: string): string[] {
  const near = new Map<string, string[]>();
  for (const edge of edges) {
    near.set(edge.from, [...(near.get(edge.from) ?? []), edge.to]);
    near.set(edge.to, [...(near.get(edge.to) ?? []), edge.from]);
  }
  const out = [nodeId];
  let ring = [nodeId];
  for (let step = 0; step < STEPS_AROUND && out.length < MAX_NEAR; step++) {
    const next: string[] = [];
    for (const id of ring)
      for (const other of near.get(id) ?? []) {
        if (out.includes(other) || out.length >= MAX_NEAR) continue;
        out.push(other);
        next.push(other);
      }
    ring = next;
  }
  return out;
}

export type TDiagramCardDrawing = {
  /** The neighbourhood with the node's label hidden ("?") and outlined: the card's front. */
  masked: string;
  /** The same picture with the label shown, outlined: the card's back. */
  shown: string;
  /** Where the node's box is on both pictures, in fractions of their size (an Anki image occlusion's rectangle). */
  box: TDiagramCardBox;
  /** The picture's size in SVG units. */
  width: number;
  height: number;
};

/** The two SVGs of a diagram card (drawn by @mnemo/diagrams, labels as text) and where the hidden label is on them. */
export function drawDiagramCard(graph: TDiagramGraph, nodeId: string): TDiagramCardDrawing {
  const part = nodeNeighbourhood(graph, nodeId);
  const layout = layoutDiagram(part, { collapsed: new Set() });
  const node = layout.nodes.find((candidate) => candidate.id === nodeId);
  if (!node) throw new Error(`the layout of node ${nodeId}'s neighbourhood does not draw it`);
  const fraction = (value: number, of: number) => Math.min(1, Math.max(0, of > 0 ? value / of : 0));
  const left = fraction(node.x - BOX_MARGIN, layout.width);
  const top = fraction(node.y - BOX_MARGIN, layout.height);
  return {
    masked: writeDiagramSvg(part, layout, { masked: new Set([nodeId]), highlight: nodeId }),
    shown: writeDiagramSvg(part, layout, { highlight: nodeId }),
    box: {
      left,
      top,
      width: Math.min(1 - left, fraction(node.width + 2 * BOX_MARGIN, layout.width)),
      height: Math.min(1 - top, fraction(node.height + 2 * BOX_MARGIN, layout.height)),
    },
    width: layout.width,
    height: layout.height,
  };
}

/** Twice the SVG's size: sharp 2x, as the browser's PNG export draws it. */
const PNG_DENSITY = 144;

/**
 * The SVG as a PNG at twice its size (Anki's image occlusion editor is surest with a PNG), drawn by sharp's
 * librsvg with the server's fonts; null when this server cannot draw one (the card then keeps its SVG).
 */
export async function svgToPng(svg: string): Promise<Uint8Array | null> {
  try {
    const { default: sharp } = await import("sharp");
    return new Uint8Array(await sharp(Buffer.from(svg), { density: PNG_DENSITY }).png({ compressionLevel: 9 }).toBuffer());
  } catch {
    return null;
  }
}
