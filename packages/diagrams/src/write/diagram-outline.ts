import { diagramDateSortKey } from "@mnemo/api-contract";
import type { TDiagramDatePoint, TDiagramEdge, TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import { diagramTree } from "../tree.ts";

/**
 * Every text export (Markdown, OPML, FreeMind, mermaid) reads a diagram in the
 * same order: a mind map as its tree from the root, a flowchart as numbered
 * steps, a timeline by date, a concept map as its terms with their relations.
 * This is that one reading; each writer only spells it in its format.
 */
export type TOutlineLink = {
  /** The node it leads to. */
  to: string;
  /** One line of plain text: "If yes, go to step 4.", "Photosynthesis — makes → Glucose". */
  text: string;
};

export type TOutlineItem = {
  node: TDiagramNode;
  /** The label as one line (see plainLabel). */
  label: string;
  /** Flowcharts: the step's number, from 1. */
  step?: number;
  /** Timelines: how the source wrote the date ("44 BC"). */
  date?: string;
  links: TOutlineLink[];
  children: TOutlineItem[];
};

// eslint-disable-next-line no-control-regex -- control characters are what a one-line label cannot hold
const LINE_BREAKING = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

/**
 * A label on one line: control characters and line breaks become spaces,
 * runs of spaces one space, no space at either end. Every writer shows this
 * text, and mermaid's renderers collapse runs of spaces anyway.
 */
export function plainLabel(text: string): string {
  return text.replace(LINE_BREAKING, " ").replace(/ {2,}/g, " ").trim();
}

/** The one line an outliner shows for the item: a flowchart step keeps its number, an event its date. */
export function outlineItemText(item: TOutlineItem): string {
  if (item.step !== undefined) return `${item.step}. ${item.label}`;
  if (item.date !== undefined) return `${item.date}: ${item.label}`;
  return item.label;
}

export function diagramOutline(graph: TDiagramGraph): TOutlineItem[] {
  switch (graph.kind) {
    case "mind_map":
      return treeOutline(graph);
    case "flowchart":
      return flowchartOutline(graph);
    case "timeline":
      return timelineOutline(graph);
    case "concept_map":
      return conceptOutline(graph);
  }
}

function item(node: TDiagramNode, extra: Partial<TOutlineItem> = {}): TOutlineItem {
  return { node, label: plainLabel(node.label), links: [], children: [], ...extra };
}

/** The tree from the root; nodes the tree does not reach (a graph saved half-made, a loop) follow as tops of their own, never dropped. */
function treeOutline(graph: TDiagramGraph): TOutlineItem[] {
  const tree = diagramTree(graph);
  const placed = new Set<string>();
  const build = (id: string): TOutlineItem | undefined => {
    const node = tree.byId.get(id);
    if (!node || placed.has(id)) return undefined;
    placed.add(id);
    const children = (tree.children.get(id) ?? []).flatMap((child) => build(child) ?? []);
    return item(node, { children });
  };
  const tops = [graph.root, ...graph.nodes.filter((node) => !tree.parent.has(node.id)).map((node) => node.id), ...tree.byId.keys()];
  return tops.flatMap((id) => (id === undefined ? [] : (build(id) ?? [])));
}

const FLOW_EDGE_KINDS = new Set(["next", "yes", "no", "child", "relation"]);

/** The step order: from the start, each step's branches depth first ("next" and "yes" before "no"), then steps nothing leads to. */
export function flowchartOrder(graph: TDiagramGraph): { nodes: TDiagramNode[]; outgoing: Map<string, TDiagramEdge[]> } {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const outgoing = new Map<string, TDiagramEdge[]>();
  const incoming = new Set<string>();
  for (const edge of graph.edges) {
    if (!FLOW_EDGE_KINDS.has(edge.kind) || !byId.has(edge.from) || !byId.has(edge.to)) continue;
    outgoing.set(edge.from, [...(outgoing.get(edge.from) ?? []), edge]);
    incoming.add(edge.to);
  }
  const rank = (edge: TDiagramEdge) => (edge.kind === "no" ? 1 : 0);
  for (const list of outgoing.values()) list.sort((a, b) => rank(a) - rank(b));
  const start =
    graph.nodes.find((node) => node.shape === "start") ??
    (graph.root === undefined ? undefined : byId.get(graph.root)) ??
    graph.nodes.find((node) => !incoming.has(node.id));
  const order: TDiagramNode[] = [];
  const seen = new Set<string>();
  const visit = (first: TDiagramNode) => {
    const stack = [first];
    while (stack.length > 0) {
      const node = stack.pop() as TDiagramNode;
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      order.push(node);
      const next = (outgoing.get(node.id) ?? []).map((edge) => byId.get(edge.to) as TDiagramNode);
      for (let index = next.length - 1; index >= 0; index -= 1) stack.push(next[index] as TDiagramNode);
    }
  };
  if (start) visit(start);
  for (const node of graph.nodes) if (!seen.has(node.id) && !incoming.has(node.id)) visit(node);
  for (const node of graph.nodes) visit(node);
  return { nodes: order, outgoing };
}

function flowchartOutline(graph: TDiagramGraph): TOutlineItem[] {
  const { nodes, outgoing } = flowchartOrder(graph);
  const stepOf = new Map(nodes.map((node, index) => [node.id, index + 1]));
  return nodes.map((node, index) => {
    const links = (outgoing.get(node.id) ?? []).flatMap((edge): TOutlineLink[] => {
      const step = stepOf.get(edge.to) as number;
      const label = edge.label === undefined ? "" : plainLabel(edge.label);
      if (edge.kind === "yes" || edge.kind === "no" || label !== "") {
        return [{ to: edge.to, text: `If ${label || edge.kind}, go to step ${step}.` }];
      }
      return step === index + 2 ? [] : [{ to: edge.to, text: `Go to step ${step}.` }];
    });
    return item(node, { step: index + 1, links });
  });
}

/** Dated events, earliest first (BC before AD); equal dates keep the graph's order. The root is the title, not an event. */
export function timelineEvents(graph: TDiagramGraph): (TDiagramNode & { date: NonNullable<TDiagramNode["date"]> })[] {
  const dated = graph.nodes.filter((node): node is TDiagramNode & { date: NonNullable<TDiagramNode["date"]> } => node.date !== undefined);
  return dated
    .map((node, index) => ({ node, index, key: diagramDateSortKey(node.date) }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ node }) => node);
}

/** "19th century", "5th century BC": the sections of a timeline that spans more than one century. */
export function centuryName(date: TDiagramDatePoint): string {
  const century = Math.ceil(date.year / 100);
  const tens = century % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][century % 10] ?? "th");
  return `${century}${suffix} century${date.era === "BC" ? " BC" : ""}`;
}

function timelineOutline(graph: TDiagramGraph): TOutlineItem[] {
  return timelineEvents(graph).map((node) => item(node, { date: plainLabel(node.date.text) }));
}

/** The central term first, then the others in the graph's order, each with the relations it starts. */
function conceptOutline(graph: TDiagramGraph): TOutlineItem[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const central = graph.root === undefined ? undefined : byId.get(graph.root);
  const terms = central ? [central, ...graph.nodes.filter((node) => node !== central)] : graph.nodes;
  return terms.map((node) => {
    const links = graph.edges.flatMap((edge): TOutlineLink[] => {
      const to = byId.get(edge.to);
      if (edge.from !== node.id || !to) return [];
      const label = edge.label === undefined ? "" : plainLabel(edge.label);
      const relation = label === "" ? "→" : `— ${label} →`;
      const suggested = edge.suggested === true ? " (suggested)" : "";
      return [{ to: to.id, text: `${plainLabel(node.label)} ${relation} ${plainLabel(to.label)}${suggested}` }];
    });
    return item(node, { links });
  });
}
