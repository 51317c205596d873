import type { TDiagramGraph } from "@mnemo/api-contract";
import { hierarchy, tree, type HierarchyPointNode } from "d3-hierarchy";
import type { TDiagramLayout, TLaidOutEdge, TLaidOutNode, TLayoutOptions } from "../types.ts";
import { depthOf } from "../tree.ts";
import { badgeBox, nodeBox, placeAtOrigin, type TBox } from "./layout-shared.ts";
import { diagramVisibility } from "./visible-nodes.ts";

/** Horizontal space between a parent's column and its children's. */
const LEVEL_GAP = 56;
const SIBLING_GAP = 10;
/** Between neighbours of different parents: a branch reads as one block. */
const COUSIN_GAP = 22;
/** Between separate trees (a broken graph's stray nodes), stacked below the first. */
const FOREST_GAP = 40;
/** With this many children or more, the root's branches go both ways (right, then left). */
const TWO_SIDED_FROM = 4;

type TSideNode = { id: string; children: TSideNode[] };

/**
 * A mind map as a tidy tree (d3-hierarchy's Reingold-Tilford `tree()`) growing
 * sideways: each depth is a column as wide as its widest box, so boxes of
 * different depths never share x; in a column, d3's separation keeps boxes of
 * different heights apart. A root with many branches sends the first half
 * (by leaves) right and the rest left.
 */
export function layoutTree(graph: TDiagramGraph, options: TLayoutOptions): TDiagramLayout {
  const visibility = diagramVisibility(graph, options);
  const { ids, tree: hierarchyTree } = visibility;
  const boxes = new Map<string, TBox>();
  for (const id of ids) {
    const node = hierarchyTree.byId.get(id);
    if (node) boxes.set(id, nodeBox(node, id === graph.root || id === options.focus ? "pill" : "box"));
  }
  const kids = (id: string) => (hierarchyTree.children.get(id) ?? []).filter((kid) => ids.has(kid));
  const build = (id: string, seen: Set<string>): TSideNode => {
    seen.add(id);
    return {
      id,
      children: kids(id)
        .filter((kid) => !seen.has(kid))
        .map((kid) => build(kid, seen)),
    };
  };
  const seen = new Set<string>();
  const tops = [...ids].filter((id) => !ids.has(hierarchyTree.parent.get(id) ?? ""));
  const nodes: TLaidOutNode[] = [];
  const edges: TLaidOutEdge[] = [];
  let offsetY = 0;
  for (const top of tops) {
    if (seen.has(top)) continue;
    const root = build(top, seen);
    const placed = placeTree(root, boxes);
    const minY = Math.min(...placed.map((entry) => entry.y));
    const shift = offsetY - minY;
    for (const entry of placed) {
      const box = boxes.get(entry.id) as TBox;
      const placedNode: TLaidOutNode = {
        id: entry.id,
        x: entry.x,
        y: entry.y + shift,
        width: box.width,
        height: box.height,
        lines: box.lines,
        depth: depthOf(hierarchyTree, entry.id),
        shape: box.shape,
        hiddenChildren: visibility.hiddenChildren.get(entry.id) ?? 0,
        ...(visibility.overLimit.has(entry.id) ? { overLimit: true } : {}),
      };
      // Each tree's root is centred on x = 0: a node left of it grows leftwards; the root's
      // own branches may leave both sides, so its badge goes below it.
      const side = entry.id === top ? "below" : entry.x + box.width / 2 < 0 ? "left" : "right";
      const badge = badgeBox(placedNode, side);
      nodes.push(badge ? { ...placedNode, badge } : placedNode);
    }
    offsetY = Math.max(...nodes.map((node) => node.y + node.height)) + FOREST_GAP;
  }
  const byId = new Map(nodes.map((node) => [node.id, node]));
  for (const edge of graph.edges) {
    if (edge.kind !== "child" || hierarchyTree.parent.get(edge.to) !== edge.from) continue;
    const from = byId.get(edge.from);
    const to = byId.get(edge.to);
    if (from && to) edges.push({ id: edge.id, from: edge.from, to: edge.to, kind: edge.kind, points: curve(from, to) });
  }
  return placeAtOrigin(graph.kind, nodes, edges);
}

type TPlaced = { id: string; x: number; y: number; depth: number };

/** Places one tree around its root's centre (0, 0); y is each box's top. */
function placeTree(root: TSideNode, boxes: Map<string, TBox>): TPlaced[] {
  const rootBox = boxes.get(root.id) as TBox;
  const [right, left] = splitSides(root);
  const placed: TPlaced[] = [{ id: root.id, x: -rootBox.width / 2, y: -rootBox.height / 2, depth: 0 }];
  for (const [children, direction] of [
    [right, 1],
    [left, -1],
  ] as const) {
    if (children.length === 0) continue;
    const laid = tree<TSideNode>()
      .nodeSize([1, 1])
      .separation((a, b) => {
        const gap = a.parent === b.parent ? SIBLING_GAP : COUSIN_GAP;
        return (heightOf(a, boxes) + heightOf(b, boxes)) / 2 + gap;
      })(hierarchy<TSideNode>({ id: root.id, children }));
    const columns: number[] = [];
    laid.each((entry) => {
      columns[entry.depth] = Math.max(columns[entry.depth] ?? 0, boxes.get(entry.data.id)?.width ?? 0);
    });
    // Where each column starts, measured outward from the root's centre.
    const starts: number[] = [0, rootBox.width / 2 + LEVEL_GAP];
    for (let depth = 2; depth < columns.length; depth += 1) {
      starts[depth] = (starts[depth - 1] ?? 0) + (columns[depth - 1] ?? 0) + LEVEL_GAP;
    }
    laid.each((entry) => {
      if (entry.depth === 0) return;
      const box = boxes.get(entry.data.id) as TBox;
      const start = starts[entry.depth] ?? 0;
      placed.push({
        id: entry.data.id,
        x: direction === 1 ? start : -start - box.width,
        y: entry.x - laid.x - box.height / 2,
        depth: entry.depth,
      });
    });
  }
  return placed;
}

function heightOf(entry: HierarchyPointNode<TSideNode>, boxes: Map<string, TBox>): number {
  return boxes.get(entry.data.id)?.height ?? 0;
}

/**
 * The root's children split in order: the first ones (about half of the
 * leaves) to the right, the rest to the left, so a wide map is half as tall.
 */
function splitSides(root: TSideNode): [TSideNode[], TSideNode[]] {
  if (root.children.length < TWO_SIDED_FROM) return [root.children, []];
  const weights = root.children.map(leafCount);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let taken = 0;
  let count = 0;
  while (count < root.children.length - 1 && taken + (weights[count] ?? 0) / 2 < total / 2) {
    taken += weights[count] ?? 0;
    count += 1;
  }
  return [root.children.slice(0, Math.max(1, count)), root.children.slice(Math.max(1, count))];
}

function leafCount(node: TSideNode): number {
  return node.children.length === 0 ? 1 : node.children.reduce((sum, child) => sum + leafCount(child), 0);
}

/** A cubic curve from the parent's side facing the child to the child's near side. */
function curve(from: TLaidOutNode, to: TLaidOutNode): TLaidOutEdge["points"] {
  const rightward = to.x + to.width / 2 >= from.x + from.width / 2;
  const start = { x: rightward ? from.x + from.width : from.x, y: from.y + from.height / 2 };
  const end = { x: rightward ? to.x : to.x + to.width, y: to.y + to.height / 2 };
  const middle = (start.x + end.x) / 2;
  return [start, { x: middle, y: start.y }, { x: middle, y: end.y }, end];
}
