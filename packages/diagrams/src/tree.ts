import type { TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";

/**
 * The tree a mind map's child edges make (or, for other kinds, the order their
 * "next" edges and the node list give): children in the order of the edges.
 */
export type TDiagramTree = {
  root: string | undefined;
  byId: Map<string, TDiagramNode>;
  children: Map<string, string[]>;
  parent: Map<string, string>;
};

export function diagramTree(graph: Pick<TDiagramGraph, "root" | "nodes" | "edges">): TDiagramTree {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const children = new Map<string, string[]>();
  const parent = new Map<string, string>();
  for (const edge of graph.edges) {
    if (edge.kind !== "child" || !byId.has(edge.from) || !byId.has(edge.to) || parent.has(edge.to)) continue;
    parent.set(edge.to, edge.from);
    const list = children.get(edge.from);
    if (list) list.push(edge.to);
    else children.set(edge.from, [edge.to]);
  }
  return { root: graph.root, byId, children, parent };
}

/** The node's depth below the root (0 for the root; unreachable nodes count from their own top). */
export function depthOf(tree: TDiagramTree, id: string): number {
  let depth = 0;
  let at = tree.parent.get(id);
  const seen = new Set<string>([id]);
  while (at !== undefined && !seen.has(at)) {
    seen.add(at);
    depth += 1;
    at = tree.parent.get(at);
  }
  return depth;
}

/** The ids of `id`'s branch, `id` first, depth first in child order. */
export function branchIds(tree: TDiagramTree, id: string): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const stack = [id];
  while (stack.length > 0) {
    const at = stack.pop() as string;
    if (seen.has(at)) continue;
    seen.add(at);
    out.push(at);
    const kids = tree.children.get(at) ?? [];
    for (let index = kids.length - 1; index >= 0; index -= 1) stack.push(kids[index] as string);
  }
  return out;
}
