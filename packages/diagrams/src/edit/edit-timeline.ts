import { diagramDateSortKey, type TDiagramDate, type TDiagramEdge, type TDiagramGraph } from "@mnemo/api-contract";
import { freshEdgeId, handNode, refuse, roomProblem, swapped, type TGraphEdit } from "./edit-parts.ts";

/*
 * Editing a timeline: its events (every node but an undated root, the
 * timeline's title) are kept in date order, earliest first, in `graph.nodes`,
 * and `next` edges join each event to the one after it. Events of the same
 * date keep the order the learner gave them.
 */

/** The timeline's events in date order (stable among equal dates). */
export function timelineEvents(graph: TDiagramGraph): string[] {
  return graph.nodes
    .map((node, index) => ({ node, index }))
    .filter(({ node }) => node.id !== graph.root && node.date !== undefined)
    .sort((a, b) => sortKey(a.node.date) - sortKey(b.node.date) || a.index - b.index)
    .map(({ node }) => node.id);
}

function sortKey(date: TDiagramDate | undefined): number {
  return date ? diagramDateSortKey(date) : Number.NEGATIVE_INFINITY;
}

/** The nodes in date order and the `next` chain rebuilt along it (a link already there keeps its id). */
export function orderTimeline(graph: TDiagramGraph): TDiagramGraph {
  const events = timelineEvents(graph);
  const isEvent = new Set(events);
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const nodes = [...graph.nodes.filter((node) => !isEvent.has(node.id)), ...events.map((id) => byId.get(id)!)];
  const chain = (edge: TDiagramEdge) => edge.kind === "next" && isEvent.has(edge.from) && isEvent.has(edge.to);
  const edges = graph.edges.filter((edge) => !chain(edge));
  const old = graph.edges.filter(chain);
  for (let index = 0; index + 1 < events.length; index += 1) {
    const from = events[index] as string;
    const to = events[index + 1] as string;
    const link = old.find((edge) => edge.from === from && edge.to === to);
    edges.push(link ?? { id: freshEdgeId({ edges }, old), from, to, kind: "next" });
  }
  return { ...graph, nodes, edges };
}

/** A new event of this date, after `afterId` when it has the same date (else in its date's place). */
export function addTimelineEvent(graph: TDiagramGraph, date: TDiagramDate, label?: string, afterId?: string): TGraphEdit {
  const selected = afterId ?? graph.root ?? (graph.nodes[0]?.id as string);
  const problem = roomProblem(graph, 2);
  if (problem) return refuse(graph, selected, problem);
  const node = { ...handNode(graph, label), date };
  const at = afterId === undefined ? graph.nodes.length - 1 : graph.nodes.findIndex((each) => each.id === afterId);
  const nodes = [...graph.nodes.slice(0, at + 1), node, ...graph.nodes.slice(at + 1)];
  // When the title hangs its events from itself, the new one hangs there too.
  const hangs =
    graph.root !== undefined && graph.edges.some((edge) => edge.kind === "child" && edge.from === graph.root && edge.to !== graph.root);
  const edges: TDiagramEdge[] = hangs
    ? [...graph.edges, { id: freshEdgeId(graph), from: graph.root as string, to: node.id, kind: "child" }]
    : graph.edges;
  return { graph: orderTimeline({ ...graph, nodes, edges }), selectedId: node.id };
}

/** Enter on an event: a new event of the same date just after it; on the title: after the last event. */
export function addTimelineSibling(graph: TDiagramGraph, id: string, label?: string): TGraphEdit {
  const events = timelineEvents(graph);
  const anchor = events.includes(id) ? id : events.at(-1);
  const date = graph.nodes.find((node) => node.id === anchor)?.date;
  if (anchor === undefined || date === undefined)
    return refuse(graph, id, "A timeline event needs a date: add the first one with its date.");
  return addTimelineEvent(graph, date, label, anchor);
}

export function deleteTimelineEvent(graph: TDiagramGraph, id: string): TGraphEdit {
  if (graph.nodes.length <= 1) return refuse(graph, id, "A diagram keeps at least one node.");
  const events = timelineEvents(graph);
  const index = events.indexOf(id);
  const nodes = graph.nodes.filter((node) => node.id !== id);
  const edges = graph.edges.filter((edge) => edge.from !== id && edge.to !== id);
  const selectedId = events[index - 1] ?? events[index + 1] ?? graph.root ?? (nodes[0]?.id as string);
  return { graph: orderTimeline({ ...graph, nodes, edges }), selectedId };
}

/** Events are in date order: only two of the same date can trade places. */
export function moveTimelineEvent(graph: TDiagramGraph, id: string, direction: "up" | "down"): TGraphEdit {
  const ordered = orderTimeline(graph);
  const events = timelineEvents(ordered);
  const index = events.indexOf(id);
  const other = events[direction === "up" ? index - 1 : index + 1];
  const byId = new Map(ordered.nodes.map((node) => [node.id, node]));
  if (index < 0 || other === undefined || sortKey(byId.get(other)?.date) !== sortKey(byId.get(id)?.date)) {
    return refuse(graph, id, "A timeline keeps its events in date order: change the date to move an event.");
  }
  const a = ordered.nodes.findIndex((node) => node.id === id);
  const b = ordered.nodes.findIndex((node) => node.id === other);
  return { graph: orderTimeline({ ...ordered, nodes: swapped(ordered.nodes, a, b) }), selectedId: id };
}
