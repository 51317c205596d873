import { seededRandom, type TDiagramGraph, type TDiagramNode } from "@mnemo/api-contract";
import { branchIds, depthOf, diagramHierarchy, timelineOrder, type TDiagramTree } from "@mnemo/diagrams";

/**
 * Which labels "Hide and recall" and the skeleton map hide (docs/diagrams.md, "Studying a diagram"): a level of
 * the tree, the branch under a node, or k nodes drawn at random (the same seed, the same nodes). The nodes are
 * asked in reading order (the tree depth first, a timeline by date, a flowchart by its steps' order).
 */
export type TRecallChoice =
  { mode: "level"; level: number } | { mode: "branch"; nodeId: string } | { mode: "random"; count: number; seed: number };

export type TRecallMode = TRecallChoice["mode"];

/** The most nodes one session asks (a level of a big map can hold hundreds). */
export const RECALL_MAX_NODES = 60;

/** The nodes a learner can be asked, in reading order: every node but a mind map's, concept map's or timeline's root (its title). */
export function recallableNodes(graph: TDiagramGraph): TDiagramNode[] {
  const ordered = readingOrder(graph);
  return graph.kind === "flowchart" ? ordered : ordered.filter((node) => node.id !== graph.root);
}

/** Nodes in reading order: a timeline by date, the rest depth first from the root, then what the root does not reach. */
export function readingOrder(graph: TDiagramGraph): TDiagramNode[] {
  if (graph.kind === "timeline") {
    const events = timelineOrder(graph);
    const root = graph.nodes.filter((node) => node.id === graph.root);
    return [...root, ...events.filter((node) => node.id !== graph.root)];
  }
  const tree = diagramHierarchy(graph);
  const seen = new Set<string>();
  const out: TDiagramNode[] = [];
  const tops = [...(tree.root !== undefined ? [tree.root] : []), ...graph.nodes.map((node) => node.id)];
  for (const top of tops) {
    if (seen.has(top)) continue;
    for (const id of branchIds(tree, top)) {
      if (seen.has(id)) continue;
      seen.add(id);
      const node = tree.byId.get(id);
      if (node) out.push(node);
    }
  }
  return out;
}

/** The modes a diagram offers: levels only where the map is a tree more than one level deep. */
export function recallModes(graph: TDiagramGraph): TRecallMode[] {
  return recallLevels(graph).length > 1 ? ["level", "branch", "random"] : ["branch", "random"];
}

/** The levels that hold nodes to ask (1: the root's children). */
export function recallLevels(graph: TDiagramGraph): number[] {
  if (graph.kind !== "mind_map" && graph.kind !== "concept_map") return [];
  const tree = diagramHierarchy(graph);
  const levels = new Set(recallableNodes(graph).map((node) => depthOf(tree, node.id)));
  return [...levels].filter((level) => level > 0).sort((a, b) => a - b);
}

/** Nodes whose branch has something below them to hide, in reading order. */
export function branchStarts(graph: TDiagramGraph): TDiagramNode[] {
  const tree = diagramHierarchy(graph);
  return readingOrder(graph).filter((node) => (tree.children.get(node.id)?.length ?? 0) > 0);
}

/** The nodes to hide for a choice, in reading order, at most RECALL_MAX_NODES. */
export function selectRecallNodes(graph: TDiagramGraph, choice: TRecallChoice): string[] {
  const candidates = recallableNodes(graph);
  const tree: TDiagramTree = diagramHierarchy(graph);
  let chosen: Set<string>;
  switch (choice.mode) {
    case "level":
      chosen = new Set(candidates.filter((node) => depthOf(tree, node.id) === choice.level).map((node) => node.id));
      break;
    case "branch":
      // The branch's own node stays: it is what the hidden labels are recalled from.
      chosen = new Set(branchIds(tree, choice.nodeId).filter((id) => id !== choice.nodeId));
      break;
    case "random": {
      const count = Math.max(1, Math.min(Math.floor(choice.count), candidates.length));
      chosen = new Set(
        seededRandom(choice.seed)
          .shuffle(candidates.map((node) => node.id))
          .slice(0, count),
      );
      break;
    }
  }
  return candidates
    .filter((node) => chosen.has(node.id))
    .map((node) => node.id)
    .slice(0, RECALL_MAX_NODES);
}

/** What the learner is asked about a hidden node: its place in the map, in the map's own terms. */
export function recallPrompt(graph: TDiagramGraph, nodeId: string): string {
  const node = graph.nodes.find((candidate) => candidate.id === nodeId);
  const labelOf = (id: string) => graph.nodes.find((candidate) => candidate.id === id)?.label ?? "";
  if (graph.kind === "timeline") return node?.date ? `What happened in ${node.date.text}?` : "What is the hidden event?";
  if (graph.kind === "flowchart") {
    const into = graph.edges.find((edge) => edge.to === nodeId && edge.kind !== "relation");
    if (!into) return "What is the first step?";
    const branch = into.kind === "yes" || into.kind === "no" ? `, if ${(into.label ?? into.kind).toLowerCase()}` : "";
    return `What comes after “${labelOf(into.from)}”${branch}?`;
  }
  const parent = diagramHierarchy(graph).parent.get(nodeId);
  return parent === undefined ? "What is the hidden label?" : `What is the hidden label under “${labelOf(parent)}”?`;
}
