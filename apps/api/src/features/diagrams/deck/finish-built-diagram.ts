import {
  DIAGRAM_SPLIT_NODES,
  DIAGRAM_TITLE_MAX,
  ZDiagramGraphSchema,
  type TDiagramEdge,
  type TDiagramGraph,
  type TDiagramNode,
} from "@mnemo/api-contract";
import { applyDefaultCollapse, branchIds, diagramTree, type TDiagramTree } from "@mnemo/diagrams";
import { AppError } from "../../../lib/app-error.ts";
import type { TBuiltDiagram, TBuiltPart } from "../build/built-diagram.ts";
import { labelOf } from "../build/label-text.ts";
import { overviewOf } from "../build/overview-graph.ts";

/**
 * A built graph made ready to store: above DIAGRAM_SPLIT_NODES nodes it
 * becomes an overview and its parts (never a silent cut), each graph starts
 * with its default collapse (at most 7 children and 4 levels shown), and each
 * is checked against the contract, so a builder's mistake fails here, named,
 * rather than as a diagram the browser cannot draw.
 */
export function finishBuiltDiagram(graph: TDiagramGraph): TBuiltDiagram {
  const built = graph.nodes.length > DIAGRAM_SPLIT_NODES ? splitBigGraph(graph) : { graph, parts: [] };
  return {
    graph: checked(applyDefaultCollapse(built.graph)),
    parts: built.parts.map((part) => ({ ...part, graph: checked(applyDefaultCollapse(part.graph)) })),
  };
}

function checked(graph: TDiagramGraph): TDiagramGraph {
  const result = ZDiagramGraphSchema.safeParse(graph);
  if (result.success) return result.data;
  throw new AppError("INTERNAL", {
    message: `A built ${graph.kind} "${graph.title}" is not a valid diagram: ${result.error.issues.map((issue) => issue.message).join(" ")}`,
  });
}

/** A piece of a branch: its head node and the branches under it that fit with it (`of`: which of how many pieces). */
type TPiece = { head: string; kids: string[]; of?: { at: number; count: number } };

/** One part before it is a graph: its root's label, and the nodes it holds (a mind map's: whole branches under one root). */
type TPartPlan = { label: string; nodes: TDiagramNode[]; edges: TDiagramEdge[]; root?: string };

/**
 * An overview and its parts. A mind map splits along its branches: whole
 * branches are packed in order into parts of at most DIAGRAM_SPLIT_NODES
 * nodes, a branch too big for one part is split along its own children
 * ("Chapter one (2 of 3)"). Other kinds split in their node order (a timeline
 * by date, a flowchart by step). The overview is the offline builders' one
 * (overview-graph.ts), its nodes of the same origin as the diagram's.
 */
export function splitBigGraph(graph: TDiagramGraph): TBuiltDiagram {
  const plans = graph.kind === "mind_map" && graph.root !== undefined ? planTreeParts(graph, diagramTree(graph)) : planSliceParts(graph);
  const { root: _root, ...shape } = graph;
  const parts = plans.map((plan): TDiagramGraph => ({
    ...shape,
    title: labelOf(plan.label, DIAGRAM_TITLE_MAX),
    ...(plan.root !== undefined && { root: plan.root }),
    nodes: plan.nodes,
    edges: plan.edges,
  }));
  const overview = overviewOf(graph.kind, graph.title, parts);
  const origin = graph.nodes[0]?.origin ?? "hand";
  return {
    graph: { ...overview.graph, generator: graph.generator, nodes: overview.graph.nodes.map((node) => ({ ...node, origin })) },
    parts: parts.map((part, at): TBuiltPart => ({ overviewNodeId: overview.nodeIds[at]!, graph: part })),
  };
}

/** The branches under the root packed into parts; a branch over the limit is cut along its children, its node heading each piece. */
function planTreeParts(graph: TDiagramGraph, tree: TDiagramTree): TPartPlan[] {
  const limit = DIAGRAM_SPLIT_NODES;
  const size = (id: string) => branchIds(tree, id).length;
  /** Pieces of at most `limit` nodes: each a head node and the branches under it that fit with it. */
  const pieces: TPiece[] = [];
  const cut = (head: string) => {
    const bins: string[][] = [];
    let used = limit;
    for (const kid of tree.children.get(head) ?? []) {
      const kidSize = size(kid);
      if (kidSize + 1 > limit) {
        cut(kid);
        continue;
      }
      if (used + kidSize > limit - 1) {
        bins.push([]);
        used = 0;
      }
      bins.at(-1)!.push(kid);
      used += kidSize;
    }
    bins.forEach((kids, at) => pieces.push({ head, kids, ...(bins.length > 1 && { of: { at: at + 1, count: bins.length } }) }));
  };
  // Whole branches under the root pack together; one too big is cut.
  const plans: TPartPlan[] = [];
  let bundle: string[] = [];
  let bundleSize = 0;
  const flush = () => {
    if (bundle.length > 0) plans.push(bundlePlan(graph, tree, bundle));
    bundle = [];
    bundleSize = 0;
  };
  for (const top of tree.children.get(graph.root!) ?? []) {
    const topSize = size(top);
    if (topSize > limit) {
      flush();
      pieces.length = 0;
      cut(top);
      for (const piece of pieces) plans.push(piecePlan(graph, tree, piece));
      continue;
    }
    if (bundleSize + topSize > limit - 1) flush();
    bundle.push(top);
    bundleSize += topSize;
  }
  flush();
  return plans;
}

/** One or more whole branches: a single one is its own root; several hang under a root named after the first and the last. */
function bundlePlan(graph: TDiagramGraph, tree: TDiagramTree, tops: string[]): TPartPlan {
  const first = tree.byId.get(tops[0]!)!;
  if (tops.length === 1) return { label: first.label, root: first.id, ...subgraph(graph, branchIds(tree, first.id)) };
  const last = tree.byId.get(tops.at(-1)!)!;
  const label = labelOf(`${first.label} … ${last.label}`);
  const root: TDiagramNode = { id: "part", label, sources: [], note_ids: [], collapsed: false, origin: first.origin };
  const { nodes, edges } = subgraph(
    graph,
    tops.flatMap((top) => branchIds(tree, top)),
  );
  const joins = tops.map((top, at): TDiagramEdge => ({ id: `part-e${at + 1}`, from: root.id, to: top, kind: "child" }));
  return { label, root: root.id, nodes: [root, ...nodes], edges: [...joins, ...edges] };
}

/** A piece of a branch too big for one part: a copy of its head ("Cell biology (2)") over the branches it holds. */
function piecePlan(graph: TDiagramGraph, tree: TDiagramTree, piece: TPiece): TPartPlan {
  const head = tree.byId.get(piece.head)!;
  const label = piece.of === undefined ? head.label : labelOf(`${head.label} (${piece.of.at} of ${piece.of.count})`);
  const { nodes, edges } = subgraph(
    graph,
    piece.kids.flatMap((kid) => branchIds(tree, kid)),
  );
  const joins = piece.kids.map((kid, at): TDiagramEdge => ({ id: `part-e${at + 1}`, from: head.id, to: kid, kind: "child" }));
  return { label, root: head.id, nodes: [{ ...head, label }, ...nodes], edges: [...joins, ...edges] };
}

/** Consecutive slices of the node list (its order is the diagram's), each keeping the edges inside it. */
function planSliceParts(graph: TDiagramGraph): TPartPlan[] {
  const plans: TPartPlan[] = [];
  const count = Math.ceil(graph.nodes.length / DIAGRAM_SPLIT_NODES);
  const size = Math.ceil(graph.nodes.length / count);
  for (let start = 0; start < graph.nodes.length; start += size) {
    const slice = graph.nodes.slice(start, start + size);
    const ids = new Set(slice.map((node) => node.id));
    const first = slice[0]!;
    const last = slice.at(-1)!;
    const label =
      graph.kind === "timeline" && first.date && last.date
        ? labelOf(`${first.date.text} – ${last.date.text}`)
        : labelOf(`${graph.kind === "flowchart" ? "Steps" : "Concepts"} ${start + 1}–${start + slice.length}`);
    plans.push({
      label,
      ...(graph.root !== undefined && ids.has(graph.root) ? { root: graph.root } : {}),
      nodes: slice,
      edges: graph.edges.filter((edge) => ids.has(edge.from) && ids.has(edge.to)),
    });
  }
  return plans;
}

function subgraph(graph: TDiagramGraph, ids: string[]): { nodes: TDiagramNode[]; edges: TDiagramEdge[] } {
  const wanted = new Set(ids);
  return {
    nodes: graph.nodes.filter((node) => wanted.has(node.id)),
    edges: graph.edges.filter((edge) => wanted.has(edge.from) && wanted.has(edge.to)),
  };
}
