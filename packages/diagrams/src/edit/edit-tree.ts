import type { TDiagramEdge, TDiagramGraph } from "@mnemo/api-contract";
import { branchIds, diagramTree, type TDiagramTree } from "../tree.ts";
import { freshEdgeId, handNode, refuse, roomProblem, swapped, type TGraphEdit } from "./edit-parts.ts";

/*
 * Editing a mind map or a concept map as a tree of `child` edges. A node's
 * children are in the order of their edges in `graph.edges`, so moving a node
 * among its siblings moves its edge. A concept map may have several tops
 * (terms nobody's child), in the order of `graph.nodes`; a mind map has one,
 * its root, which is never moved, outdented under nothing or deleted.
 */

/** The nodes at the top of the outline: a mind map's root; a concept map's terms that are nobody's child. */
export function outlineTops(graph: TDiagramGraph, tree: TDiagramTree = diagramTree(graph)): string[] {
  if (graph.kind === "mind_map") return graph.root === undefined ? [] : [graph.root];
  const tops = graph.nodes.filter((node) => !tree.parent.has(node.id)).map((node) => node.id);
  // The central term leads, wherever it sits in the node list.
  return graph.root !== undefined && tops.includes(graph.root) ? [graph.root, ...tops.filter((id) => id !== graph.root)] : tops;
}

function siblingsOf(graph: TDiagramGraph, tree: TDiagramTree, id: string): string[] {
  const parent = tree.parent.get(id);
  return parent === undefined ? outlineTops(graph, tree) : (tree.children.get(parent) ?? []);
}

function childEdgeIndex(graph: TDiagramGraph, from: string, to: string): number {
  return graph.edges.findIndex((edge) => edge.kind === "child" && edge.from === from && edge.to === to);
}

function expand(graph: TDiagramGraph, id: string): TDiagramGraph["nodes"] {
  return graph.nodes.map((node) => (node.id === id && node.collapsed ? { ...node, collapsed: false } : node));
}

export function addTreeChild(graph: TDiagramGraph, parentId: string, label?: string): TGraphEdit {
  const problem = roomProblem(graph, 1);
  if (problem) return refuse(graph, parentId, problem);
  const node = handNode(graph, label);
  const edge: TDiagramEdge = { id: freshEdgeId(graph), from: parentId, to: node.id, kind: "child" };
  // The parent opens, so the new child is seen in the drawing and the outline.
  return { graph: { ...graph, nodes: [...expand(graph, parentId), node], edges: [...graph.edges, edge] }, selectedId: node.id };
}

export function addTreeSibling(graph: TDiagramGraph, id: string, label?: string): TGraphEdit {
  const tree = diagramTree(graph);
  const parent = tree.parent.get(id);
  if (parent === undefined) {
    // A mind map's root has no siblings: Enter there adds a child, which is what a learner on the root means.
    if (graph.kind === "mind_map") return addTreeChild(graph, id, label);
    const problem = roomProblem(graph, 0);
    if (problem) return refuse(graph, id, problem);
    const node = handNode(graph, label);
    const at = graph.nodes.findIndex((each) => each.id === id);
    return { graph: { ...graph, nodes: [...graph.nodes.slice(0, at + 1), node, ...graph.nodes.slice(at + 1)] }, selectedId: node.id };
  }
  const problem = roomProblem(graph, 1);
  if (problem) return refuse(graph, id, problem);
  const node = handNode(graph, label);
  const edge: TDiagramEdge = { id: freshEdgeId(graph), from: parent, to: node.id, kind: "child" };
  const at = childEdgeIndex(graph, parent, id);
  const edges = [...graph.edges.slice(0, at + 1), edge, ...graph.edges.slice(at + 1)];
  return { graph: { ...graph, nodes: [...graph.nodes, node], edges }, selectedId: node.id };
}

export function moveTreeNode(graph: TDiagramGraph, id: string, direction: "up" | "down" | "indent" | "outdent"): TGraphEdit {
  if (graph.kind === "mind_map" && id === graph.root) return refuse(graph, id, "The root cannot move.");
  const tree = diagramTree(graph);
  const siblings = siblingsOf(graph, tree, id);
  const index = siblings.indexOf(id);
  const parent = tree.parent.get(id);
  if (direction === "up" || direction === "down") {
    const other = siblings[direction === "up" ? index - 1 : index + 1];
    if (other === undefined) return refuse(graph, id, direction === "up" ? "It is already the first." : "It is already the last.");
    if (parent === undefined) {
      const a = graph.nodes.findIndex((node) => node.id === id);
      const b = graph.nodes.findIndex((node) => node.id === other);
      return { graph: { ...graph, nodes: swapped(graph.nodes, a, b) }, selectedId: id };
    }
    const edges = swapped(graph.edges, childEdgeIndex(graph, parent, id), childEdgeIndex(graph, parent, other));
    return { graph: { ...graph, edges }, selectedId: id };
  }
  if (direction === "indent") {
    const above = siblings[index - 1];
    if (above === undefined) return refuse(graph, id, "There is nothing above it to move it under.");
    // It becomes the last child of the sibling above, which opens to show it.
    const edges = graph.edges.filter((edge) => !(edge.kind === "child" && edge.to === id));
    const edge: TDiagramEdge = { id: freshEdgeId(graph), from: above, to: id, kind: "child" };
    return { graph: { ...graph, nodes: expand(graph, above), edges: [...edges, edge] }, selectedId: id };
  }
  if (parent === undefined) return refuse(graph, id, "It is already at the top.");
  const grandparent = tree.parent.get(parent);
  const withoutEdge = graph.edges.filter((edge) => !(edge.kind === "child" && edge.to === id));
  if (grandparent === undefined) {
    if (graph.kind === "mind_map") return refuse(graph, id, "It is already at the top: only the root is above it.");
    // A concept map's term becomes a top term, just after its former parent.
    const nodes = graph.nodes.filter((node) => node.id !== id);
    const at = nodes.findIndex((node) => node.id === parent);
    const moved = graph.nodes.find((node) => node.id === id);
    if (!moved) return refuse(graph, id, "That node is not in the diagram.");
    return { graph: { ...graph, nodes: [...nodes.slice(0, at + 1), moved, ...nodes.slice(at + 1)], edges: withoutEdge }, selectedId: id };
  }
  // It follows its former parent among the grandparent's children.
  const edge: TDiagramEdge = { id: freshEdgeId(graph), from: grandparent, to: id, kind: "child" };
  const at = withoutEdge.findIndex((each) => each.kind === "child" && each.from === grandparent && each.to === parent);
  return { graph: { ...graph, edges: [...withoutEdge.slice(0, at + 1), edge, ...withoutEdge.slice(at + 1)] }, selectedId: id };
}

/** Deletes the node with its branch; the selection goes to the sibling above, else below, else the parent. */
export function deleteTreeNode(graph: TDiagramGraph, id: string): TGraphEdit {
  const tree = diagramTree(graph);
  const gone = new Set(branchIds(tree, id));
  if (graph.root !== undefined && gone.has(graph.root)) return refuse(graph, id, "The root cannot be deleted.");
  if (gone.size >= graph.nodes.length) return refuse(graph, id, "A diagram keeps at least one node.");
  const siblings = siblingsOf(graph, tree, id);
  const index = siblings.indexOf(id);
  const nodes = graph.nodes.filter((node) => !gone.has(node.id));
  const edges = graph.edges.filter((edge) => !gone.has(edge.from) && !gone.has(edge.to));
  const selectedId = siblings[index - 1] ?? siblings[index + 1] ?? tree.parent.get(id) ?? (nodes[0]?.id as string);
  return { graph: { ...graph, nodes, edges }, selectedId };
}
