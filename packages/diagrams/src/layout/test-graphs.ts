import type { TDiagramEdge, TDiagramGraph, TDiagramKind, TDiagramNode } from "@mnemo/api-contract";

// Graph builders for this package's tests (not exported from the package).

export function testNode(id: string, label = `Node ${id}`, extra: Partial<TDiagramNode> = {}): TDiagramNode {
  return { id, label, sources: [], note_ids: [], collapsed: false, origin: "hand", ...extra };
}

export function testGraph(kind: TDiagramKind, nodes: TDiagramNode[], edges: TDiagramEdge[], root?: string): TDiagramGraph {
  return { schema_version: 1, kind, title: "Test diagram", generator: "hand", root, nodes, edges };
}

/** A mind map from a parent list: `parents[i]` is node `n{i}`'s parent index (-1 for the root n0). */
export function testTree(parents: number[], label = (index: number) => `Node ${index}`): TDiagramGraph {
  const nodes = parents.map((_, index) => testNode(`n${index}`, label(index)));
  const edges: TDiagramEdge[] = [];
  parents.forEach((parent, index) => {
    if (parent >= 0) edges.push({ id: `e${index}`, from: `n${parent}`, to: `n${index}`, kind: "child" });
  });
  return testGraph("mind_map", nodes, edges, "n0");
}

/** A root with `count` children. */
export function wideTree(count: number): TDiagramGraph {
  return testTree([-1, ...Array.from({ length: count }, () => 0)]);
}

/** A chain of `length` nodes, each the child of the one before. */
export function chainTree(length: number): TDiagramGraph {
  return testTree(Array.from({ length }, (_, index) => index - 1));
}
