import type { TDiagramEdge, TDiagramGraph } from "@mnemo/api-contract";
import { freshEdgeId, handNode, refuse, roomProblem, swapped, type TGraphEdit } from "./edit-parts.ts";

/*
 * Editing a flowchart as the ordered list of its steps (the order of
 * `graph.nodes`). A `next` edge from a step to the step right after it in the
 * list is a link of the list itself: it follows the positions when steps move.
 * Every other link (a decision's yes/no branches, a jump back or ahead) stays
 * with the steps it joins. Inserting or deleting a step keeps the flow going
 * through: a → b becomes a → new → b, and deleting b of a → b → c joins a → c.
 */

function stepIndex(graph: TDiagramGraph, id: string): number {
  return graph.nodes.findIndex((node) => node.id === id);
}

function hasEdge(edges: readonly TDiagramEdge[], from: string, to: string): boolean {
  return edges.some((edge) => edge.from === from && edge.to === to);
}

/** A new step just after `id`, in the flow as well as in the list. */
export function insertStepAfter(graph: TDiagramGraph, id: string, label?: string): TGraphEdit {
  const problem = roomProblem(graph, 1);
  if (problem) return refuse(graph, id, problem);
  const at = stepIndex(graph, id);
  const following = graph.nodes[at + 1]?.id;
  const usesShapes = graph.nodes.some((node) => node.shape !== undefined);
  const node = { ...handNode(graph, label), ...(usesShapes ? { shape: "step" as const } : {}) };
  const outgoing = graph.edges.filter((edge) => edge.from === id);
  // The link to split: the one into the step below, else the step's own `next`.
  const split = outgoing.find((edge) => edge.to === following) ?? outgoing.find((edge) => edge.kind === "next");
  const from = graph.nodes[at];
  let edges = graph.edges;
  if (split) {
    edges = graph.edges.map((edge) => (edge === split ? { ...edge, to: node.id } : edge));
    edges = [...edges, { id: freshEdgeId(graph), from: node.id, to: split.to, kind: "next" }];
  } else if (outgoing.length === 0 && from?.shape !== "end") {
    edges = [...edges, { id: freshEdgeId(graph), from: id, to: node.id, kind: "next" }];
  }
  const nodes = [...graph.nodes.slice(0, at + 1), node, ...graph.nodes.slice(at + 1)];
  return { graph: { ...graph, nodes, edges }, selectedId: node.id };
}

/** Deletes a step; the links into it go on to where it led (its one link, else the link to the step below it). */
export function deleteStep(graph: TDiagramGraph, id: string): TGraphEdit {
  if (graph.nodes.length <= 1) return refuse(graph, id, "A diagram keeps at least one node.");
  const at = stepIndex(graph, id);
  const following = graph.nodes[at + 1]?.id;
  const outgoing = graph.edges.filter((edge) => edge.from === id);
  const onward = outgoing.length === 1 ? outgoing[0] : (outgoing.find((edge) => edge.to === following) ?? outgoing[0]);
  const kept = graph.edges.filter((edge) => edge.from !== id && edge.to !== id);
  const rejoined: TDiagramEdge[] = [];
  for (const edge of graph.edges) {
    if (edge.to !== id || edge.from === id || onward === undefined) continue;
    const to = onward.to;
    if (edge.from === to || hasEdge(kept, edge.from, to) || hasEdge(rejoined, edge.from, to)) continue;
    rejoined.push({ ...edge, to });
  }
  // Rejoined links keep their place in the edge list, so a decision's branches keep their order.
  const edges = graph.edges.flatMap((edge) => {
    if (edge.from !== id && edge.to !== id) return [edge];
    return rejoined.filter((each) => each.id === edge.id);
  });
  const nodes = graph.nodes.filter((node) => node.id !== id);
  const selectedId = (graph.nodes[at - 1] ?? graph.nodes[at + 1])?.id as string;
  return { graph: { ...graph, nodes, edges }, selectedId };
}

/** Swaps a step with the one above or below; the list's own `next` links follow the positions. */
export function moveStep(graph: TDiagramGraph, id: string, direction: "up" | "down"): TGraphEdit {
  const at = stepIndex(graph, id);
  const other = direction === "up" ? at - 1 : at + 1;
  if (other < 0 || other >= graph.nodes.length) {
    return refuse(graph, id, direction === "up" ? "It is already the first step." : "It is already the last step.");
  }
  const first = Math.min(at, other);
  const before = graph.nodes.map((node) => node.id);
  const nodes = swapped(graph.nodes, at, other);
  const after = nodes.map((node) => node.id);
  // The list links around the swapped pair: into it, inside it, out of it.
  const gaps = [first - 1, first, first + 1].filter((gap) => gap >= 0 && gap + 1 < before.length);
  const positional = new Map<string, number>();
  for (const gap of gaps) {
    const link = graph.edges.find((edge) => edge.kind === "next" && edge.from === before[gap] && edge.to === before[gap + 1]);
    if (link) positional.set(link.id, gap);
  }
  const others = graph.edges.filter((edge) => !positional.has(edge.id));
  const edges: TDiagramEdge[] = [];
  for (const edge of graph.edges) {
    const gap = positional.get(edge.id);
    if (gap === undefined) {
      edges.push(edge);
      continue;
    }
    const from = after[gap] as string;
    const to = after[gap + 1] as string;
    if (!hasEdge(others, from, to) && !hasEdge(edges, from, to)) edges.push({ ...edge, from, to });
  }
  return { graph: { ...graph, nodes, edges }, selectedId: id };
}
