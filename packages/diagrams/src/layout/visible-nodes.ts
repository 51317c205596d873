import { DIAGRAM_VISIBLE_CHILDREN, DIAGRAM_VISIBLE_DEPTH, type TDiagramGraph } from "@mnemo/api-contract";
import { branchIds, depthOf, diagramTree, type TDiagramTree } from "../tree.ts";
import type { TLayoutOptions } from "../types.ts";

/**
 * Which nodes are drawn (docs/diagrams.md, "What is shown at first"). Two rules,
 * for mind maps and concept maps only (flowcharts and timelines show every node):
 *
 * - A collapsed node (its stored `collapsed`, or `options.collapsed`) hides all
 *   its children, and their branches; it carries a "+n" badge (n = its children).
 * - An open node shows its first DIAGRAM_VISIBLE_CHILDREN children (in edge
 *   order); the others wait behind a "+n" badge until the node is in
 *   `options.showAllChildren`. This limit is a view rule, not a stored flag, so
 *   collapsing a wide node still hides it whole and "expand to level N" keeps
 *   its meaning. Nothing is ever dropped from the graph.
 *
 * At first (applyDefaultCollapse) every node at depth DIAGRAM_VISIBLE_DEPTH - 1
 * or deeper that has children is collapsed: the root and three levels below it
 * are drawn, at most seven children per node.
 */

/** Nodes collapsed by a stored graph: the default of `TLayoutOptions.collapsed`. */
export function collapsedSet(graph: TDiagramGraph): Set<string> {
  return new Set(graph.nodes.filter((node) => node.collapsed).map((node) => node.id));
}

/** Whether a kind is a tree whose branches collapse (mind maps, concept maps). */
export function isCollapsibleKind(kind: TDiagramGraph["kind"]): boolean {
  return kind === "mind_map" || kind === "concept_map";
}

/**
 * The hierarchy that collapse and depth follow. Mind map: its child edges. Concept
 * map: its child edges if it has any, else a breadth-first tree over every edge
 * (either direction) from the root (or the first node); a node no edge reaches is
 * a top of its own. Flowcharts and timelines get the same breadth-first tree.
 */
export function diagramHierarchy(graph: TDiagramGraph): TDiagramTree {
  if (graph.kind === "mind_map" || graph.edges.some((edge) => edge.kind === "child")) return diagramTree(graph);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const neighbours = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (!byId.has(edge.from) || !byId.has(edge.to) || edge.from === edge.to) continue;
    neighbours.set(edge.from, [...(neighbours.get(edge.from) ?? []), edge.to]);
    neighbours.set(edge.to, [...(neighbours.get(edge.to) ?? []), edge.from]);
  }
  const root = graph.root !== undefined && byId.has(graph.root) ? graph.root : graph.nodes[0]?.id;
  const children = new Map<string, string[]>();
  const parent = new Map<string, string>();
  const reached = new Set<string>();
  const tops = root === undefined ? [] : [root, ...graph.nodes.map((node) => node.id).filter((id) => id !== root)];
  for (const top of tops) {
    if (reached.has(top)) continue;
    reached.add(top);
    const queue = [top];
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      for (const next of neighbours.get(at) ?? []) {
        if (reached.has(next)) continue;
        reached.add(next);
        parent.set(next, at);
        children.set(at, [...(children.get(at) ?? []), next]);
        queue.push(next);
      }
    }
  }
  return { root, byId, children, parent };
}

/** A copy of the graph where exactly the nodes at depth >= level with children are collapsed. */
export function expandToLevel(graph: TDiagramGraph, level: number): TDiagramGraph {
  if (!isCollapsibleKind(graph.kind)) return graph;
  const tree = diagramHierarchy(graph);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const collapsed = (tree.children.get(node.id)?.length ?? 0) > 0 && depthOf(tree, node.id) >= level;
      return node.collapsed === collapsed ? node : { ...node, collapsed };
    }),
  };
}

/** How a new mind map or concept map starts: see the rules at the top of this file. Builders call it. */
export function applyDefaultCollapse(graph: TDiagramGraph): TDiagramGraph {
  return expandToLevel(graph, DIAGRAM_VISIBLE_DEPTH - 1);
}

export type TDiagramVisibility = {
  /** The drawn nodes, in the graph's node order. */
  ids: Set<string>;
  /** For each drawn node with children not drawn: how many (its "+n" badge). */
  hiddenChildren: Map<string, number>;
  /** Drawn nodes whose hidden children are beyond the limit of an open node, not collapsed. */
  overLimit: Set<string>;
  tree: TDiagramTree;
};

/** The drawn nodes and their "+n" counts under the rules at the top of this file. */
export function diagramVisibility(graph: TDiagramGraph, options: TLayoutOptions = {}): TDiagramVisibility {
  const tree = diagramHierarchy(graph);
  const hiddenChildren = new Map<string, number>();
  const overLimit = new Set<string>();
  if (!isCollapsibleKind(graph.kind)) {
    return { ids: new Set(graph.nodes.map((node) => node.id)), hiddenChildren, overLimit, tree };
  }
  const collapsed = options.collapsed ?? collapsedSet(graph);
  const showAll = options.showAllChildren ?? new Set<string>();
  const focus = options.focus !== undefined && tree.byId.has(options.focus) ? options.focus : undefined;
  const candidates = focus === undefined ? graph.nodes.map((node) => node.id) : new Set(branchIds(tree, focus));
  const shown = new Map<string, boolean>();
  const isShown = (id: string, visiting: Set<string>): boolean => {
    const known = shown.get(id);
    if (known !== undefined) return known;
    const parent = tree.parent.get(id);
    let result = true;
    if (id !== focus && parent !== undefined && !visiting.has(parent)) {
      visiting.add(id);
      const index = (tree.children.get(parent) ?? []).indexOf(id);
      result = !collapsed.has(parent) && (showAll.has(parent) || index < DIAGRAM_VISIBLE_CHILDREN) && isShown(parent, visiting);
    }
    shown.set(id, result);
    return result;
  };
  const ids = new Set<string>();
  for (const id of candidates) if (isShown(id, new Set())) ids.add(id);
  for (const id of ids) {
    const kids = tree.children.get(id) ?? [];
    const hidden = kids.filter((kid) => !ids.has(kid)).length;
    if (hidden === 0) continue;
    hiddenChildren.set(id, hidden);
    if (!collapsed.has(id)) overLimit.add(id);
  }
  return { ids, hiddenChildren, overLimit, tree };
}

/** The ids of the nodes drawn (mind maps and concept maps: collapse, the child limit and focus applied). */
export function visibleNodeIds(graph: TDiagramGraph, options?: TLayoutOptions): Set<string> {
  return diagramVisibility(graph, options).ids;
}
