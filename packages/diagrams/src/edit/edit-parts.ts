import {
  DIAGRAM_LABEL_MAX,
  DIAGRAM_MAX_EDGES,
  DIAGRAM_MAX_NODES,
  type TDiagramEdge,
  type TDiagramGraph,
  type TDiagramKind,
  type TDiagramNode,
} from "@mnemo/api-contract";

/**
 * What a structural edit answers: the new graph and the node to select, or,
 * when the edit cannot be made, the same graph and `refused` saying why in
 * words the learner reads (the outline announces it).
 */
export type TGraphEdit = { graph: TDiagramGraph; selectedId: string; refused?: string };

/** The label a node made by hand starts with, per kind (the outline opens it for renaming at once). */
export const NEW_NODE_LABELS: Record<TDiagramKind, string> = {
  mind_map: "New idea",
  concept_map: "New term",
  flowchart: "New step",
  timeline: "New event",
};

export const TOO_MANY_NODES = `A diagram holds at most ${DIAGRAM_MAX_NODES} nodes.`;
export const TOO_MANY_CONNECTIONS = `A diagram holds at most ${DIAGRAM_MAX_EDGES} connections.`;

export function refuse(graph: TDiagramGraph, selectedId: string, refused: string): TGraphEdit {
  return { graph, selectedId, refused };
}

/** The label as stored: trimmed, cut to the longest label allowed; undefined when nothing is left. */
export function cleanLabel(label: string): string | undefined {
  const trimmed = label.replace(/\s+/g, " ").trim();
  if (trimmed === "") return undefined;
  return trimmed.length <= DIAGRAM_LABEL_MAX ? trimmed : trimmed.slice(0, DIAGRAM_LABEL_MAX).trimEnd();
}

/** An id of the form `<prefix><n>` that none of `taken` has: one more than the highest such number. */
function freshId(prefix: string, taken: Iterable<string>): string {
  const pattern = new RegExp(`^${prefix}(\\d+)$`);
  const ids = new Set(taken);
  let highest = 0;
  for (const id of ids) {
    const match = pattern.exec(id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  let next = highest + 1;
  while (ids.has(`${prefix}${next}`)) next += 1;
  return `${prefix}${next}`;
}

export function freshNodeId(graph: TDiagramGraph): string {
  return freshId(
    "n",
    graph.nodes.map((node) => node.id),
  );
}

export function freshEdgeId(graph: Pick<TDiagramGraph, "edges">, extra: readonly TDiagramEdge[] = []): string {
  return freshId(
    "e",
    [...graph.edges, ...extra].map((edge) => edge.id),
  );
}

/** A node made by hand: no sources, no cards, shown open. */
export function handNode(graph: TDiagramGraph, label: string | undefined): TDiagramNode {
  return {
    id: freshNodeId(graph),
    label: cleanLabel(label ?? "") ?? NEW_NODE_LABELS[graph.kind],
    sources: [],
    note_ids: [],
    collapsed: false,
    origin: "hand",
  };
}

/** Why one more node (and `edges` more connections) would not fit, or undefined when it fits. */
export function roomProblem(graph: TDiagramGraph, edges: number): string | undefined {
  if (graph.nodes.length >= DIAGRAM_MAX_NODES) return TOO_MANY_NODES;
  if (graph.edges.length + edges > DIAGRAM_MAX_EDGES) return TOO_MANY_CONNECTIONS;
  return undefined;
}

export function updateNode(graph: TDiagramGraph, id: string, change: (node: TDiagramNode) => TDiagramNode): TDiagramGraph {
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    if (node.id !== id) return node;
    const next = change(node);
    if (next !== node) changed = true;
    return next;
  });
  return changed ? { ...graph, nodes } : graph;
}

/** `items` with the entries at `a` and `b` swapped (a new array). */
export function swapped<T>(items: readonly T[], a: number, b: number): T[] {
  const out = items.slice();
  const first = out[a] as T;
  out[a] = out[b] as T;
  out[b] = first;
  return out;
}
