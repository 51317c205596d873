import { DIAGRAM_DETAIL_MAX, type TDiagramDate, type TDiagramGraph } from "@mnemo/api-contract";
import { cleanLabel, refuse, updateNode, type TGraphEdit } from "./edit-parts.ts";
import { deleteStep, insertStepAfter, moveStep } from "./edit-flow.ts";
import { addTimelineSibling, deleteTimelineEvent, moveTimelineEvent, orderTimeline } from "./edit-timeline.ts";
import { addTreeChild, addTreeSibling, deleteTreeNode, moveTreeNode } from "./edit-tree.ts";

/*
 * Editing a diagram by hand (the outline twin's keys and buttons): pure
 * functions from a graph to a graph, each result still a valid stored graph
 * (ZDiagramGraphSchema), new nodes with fresh ids and origin "hand". Mind maps
 * and concept maps are edited as trees, flowcharts and timelines as ordered
 * lists (edit-tree.ts, edit-flow.ts, edit-timeline.ts). The package's entry
 * exports this file and history.ts, so the pieces the outline needs from the
 * others are named here too.
 */
export { NEW_NODE_LABELS, type TGraphEdit } from "./edit-parts.ts";
export { outlineTops } from "./edit-tree.ts";
export { addTimelineEvent, timelineEvents } from "./edit-timeline.ts";
export { DIAGRAM_DATE_FORMS, parseDiagramDate } from "./diagram-date-text.ts";

export type TMoveDirection = "up" | "down" | "indent" | "outdent";

const NO_LEVELS = "Steps of a flowchart have no levels: Enter adds the next step.";
const TIMELINE_FLAT = "A timeline's events have no levels: Enter adds another event.";

function isListKind(graph: TDiagramGraph): boolean {
  return graph.kind === "flowchart" || graph.kind === "timeline";
}

function hasNode(graph: TDiagramGraph, id: string): boolean {
  return graph.nodes.some((node) => node.id === id);
}

const MISSING = "That node is not in the diagram any more.";

/** A new node under `id` (Tab). Flowcharts and timelines have no levels and refuse it. */
export function addChild(graph: TDiagramGraph, id: string, label?: string): TGraphEdit {
  if (!hasNode(graph, id)) return refuse(graph, id, MISSING);
  if (graph.kind === "flowchart") return refuse(graph, id, NO_LEVELS);
  if (graph.kind === "timeline") return refuse(graph, id, TIMELINE_FLAT);
  return addTreeChild(graph, id, label);
}

/** A new node just after `id` at its level (Enter): the next step, an event of the same date, a sibling. */
export function addSibling(graph: TDiagramGraph, id: string, label?: string): TGraphEdit {
  if (!hasNode(graph, id)) return refuse(graph, id, MISSING);
  if (graph.kind === "flowchart") return insertStepAfter(graph, id, label);
  if (graph.kind === "timeline") return addTimelineSibling(graph, id, label);
  return addTreeSibling(graph, id, label);
}

/** Up or down among its siblings (Alt+ArrowUp/Down); indent under the sibling above or outdent (Alt+ArrowRight/Left). */
export function moveNode(graph: TDiagramGraph, id: string, direction: TMoveDirection): TGraphEdit {
  if (!hasNode(graph, id)) return refuse(graph, id, MISSING);
  if (isListKind(graph) && (direction === "indent" || direction === "outdent")) {
    return refuse(graph, id, graph.kind === "flowchart" ? NO_LEVELS : TIMELINE_FLAT);
  }
  const vertical = direction === "up" ? "up" : "down";
  if (graph.kind === "flowchart") return moveStep(graph, id, vertical);
  if (graph.kind === "timeline") return moveTimelineEvent(graph, id, vertical);
  return moveTreeNode(graph, id, direction);
}

/** Deletes the node, with its branch in a tree. The root is never deleted. */
export function deleteNode(graph: TDiagramGraph, id: string): TGraphEdit {
  if (!hasNode(graph, id)) return refuse(graph, id, MISSING);
  if (id === graph.root) return refuse(graph, id, "The root cannot be deleted.");
  if (graph.kind === "flowchart") return deleteStep(graph, id);
  if (graph.kind === "timeline") return deleteTimelineEvent(graph, id);
  return deleteTreeNode(graph, id);
}

/** The node's new label (trimmed, cut to the longest allowed); a blank label changes nothing. */
export function renameNode(graph: TDiagramGraph, id: string, label: string): TDiagramGraph {
  const clean = cleanLabel(label);
  if (clean === undefined) return graph;
  return updateNode(graph, id, (node) => (node.label === clean ? node : { ...node, label: clean }));
}

/** The node's detail (longer text than a label); blank removes it. */
export function setNodeDetail(graph: TDiagramGraph, id: string, detail: string): TDiagramGraph {
  const clean = detail.trim().slice(0, DIAGRAM_DETAIL_MAX);
  return updateNode(graph, id, (node) => {
    if ((node.detail ?? "") === clean) return node;
    const { detail: _old, ...rest } = node;
    return clean === "" ? rest : { ...rest, detail: clean };
  });
}

/** A timeline event's date (read with parseDiagramDate); the timeline takes its new place in date order. */
export function setNodeDate(graph: TDiagramGraph, id: string, date: TDiagramDate): TDiagramGraph {
  const changed = updateNode(graph, id, (node) => ({ ...node, date }));
  return changed.kind === "timeline" && id !== graph.root ? orderTimeline(changed) : changed;
}

export function toggleCollapsed(graph: TDiagramGraph, id: string): TDiagramGraph {
  return updateNode(graph, id, (node) => ({ ...node, collapsed: !node.collapsed }));
}

/** The graph with exactly these nodes collapsed (the drawing's and outline's collapse state, stored with the diagram). */
export function withCollapsed(graph: TDiagramGraph, collapsed: ReadonlySet<string>): TDiagramGraph {
  let changed = false;
  const nodes = graph.nodes.map((node) => {
    if (node.collapsed === collapsed.has(node.id)) return node;
    changed = true;
    return { ...node, collapsed: !node.collapsed };
  });
  return changed ? { ...graph, nodes } : graph;
}

/** A suggested relation (concept maps) the learner confirms: no longer a suggestion. */
export function confirmRelation(graph: TDiagramGraph, edgeId: string): TDiagramGraph {
  if (!graph.edges.some((edge) => edge.id === edgeId && edge.suggested)) return graph;
  return {
    ...graph,
    edges: graph.edges.map((edge) => {
      if (edge.id !== edgeId) return edge;
      const { suggested: _suggested, ...rest } = edge;
      return rest;
    }),
  };
}

/**
 * Removes a concept map's relation (a suggested one the learner does not want).
 * Only relations: tree, flow and timeline connections go with their nodes, so
 * removing one alone would break the diagram; for those it changes nothing.
 */
export function removeEdge(graph: TDiagramGraph, edgeId: string): TDiagramGraph {
  if (!graph.edges.some((edge) => edge.id === edgeId && edge.kind === "relation")) return graph;
  return { ...graph, edges: graph.edges.filter((edge) => edge.id !== edgeId) };
}
