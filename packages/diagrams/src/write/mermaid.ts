import type { TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import { centuryName, diagramOutline, flowchartOrder, plainLabel, timelineEvents } from "./diagram-outline.ts";
import type { TOutlineItem } from "./diagram-outline.ts";
import { mermaidLabel, mermaidTimelinePeriod, mermaidTimelineText } from "./mermaid-text.ts";

/**
 * A diagram as mermaid text: a mind map as `mindmap`, a flowchart or concept
 * map as `flowchart TD`, a timeline as `timeline`. Node ids are ours (n1, n2…),
 * never the label, and every label is quoted and escaped so mermaid shows
 * exactly its text (write/mermaid.property.test.ts parses thousands of random
 * labels with mermaid and compares what it would show with the original).
 */
export function diagramToMermaid(graph: TDiagramGraph): string {
  switch (graph.kind) {
    case "mind_map":
      return mindMapMermaid(graph);
    case "timeline":
      return timelineMermaid(graph);
    case "flowchart":
    case "concept_map":
      return flowchartMermaid(graph);
  }
}

function quoted(text: string): string {
  return `"${mermaidLabel(text)}"`;
}

function mindMapMermaid(graph: TDiagramGraph): string {
  const lines = ["mindmap"];
  const ids = new Map<string, string>();
  const write = (item: TOutlineItem, depth: number) => {
    const id = `n${ids.size + 1}`;
    ids.set(item.node.id, id);
    lines.push(`${"  ".repeat(depth + 1)}${id}[${quoted(item.node.label)}]`);
    for (const child of item.children) write(child, depth + 1);
  };
  // A mind map has one root; nodes a half-made graph leaves outside the tree hang under it.
  const [root, ...others] = diagramOutline(graph);
  if (root) write({ ...root, children: [...root.children, ...others] }, 0);
  return `${lines.join("\n")}\n`;
}

const NODE_SHAPES: Record<NonNullable<TDiagramNode["shape"]> | "none", [string, string]> = {
  start: ["([", "])"],
  end: ["([", "])"],
  step: ["[", "]"],
  decision: ["{", "}"],
  none: ["[", "]"],
};

function flowchartMermaid(graph: TDiagramGraph): string {
  const nodes = graph.kind === "flowchart" ? flowchartOrder(graph).nodes : graph.nodes;
  const ids = new Map(nodes.map((node, index) => [node.id, `n${index + 1}`]));
  const lines = ["flowchart TD"];
  for (const node of nodes) {
    const [open, close] = NODE_SHAPES[node.shape ?? "none"];
    lines.push(`  ${ids.get(node.id) ?? ""}${open}${quoted(node.label)}${close}`);
  }
  for (const edge of graph.edges) {
    const from = ids.get(edge.from);
    const to = ids.get(edge.to);
    if (from === undefined || to === undefined) continue;
    const arrow = edge.suggested === true ? "-.->" : "-->";
    const label = edge.label ?? (edge.kind === "yes" ? "Yes" : edge.kind === "no" ? "No" : undefined);
    lines.push(label === undefined || plainLabel(label) === "" ? `  ${from} ${arrow} ${to}` : `  ${from} ${arrow}|${quoted(label)}| ${to}`);
  }
  return `${lines.join("\n")}\n`;
}

function timelineMermaid(graph: TDiagramGraph): string {
  const lines = ["timeline", `  title ${mermaidTimelineText(graph.title)}`];
  const events = timelineEvents(graph);
  const centuries = new Set(events.map((node) => centuryName(node.date)));
  let section: string | undefined;
  let period: string | undefined;
  for (const node of events) {
    const century = centuryName(node.date);
    if (centuries.size > 1 && century !== section) {
      section = century;
      period = undefined;
      lines.push(`  section ${mermaidTimelineText(century)}`);
    }
    const event = mermaidTimelineText(node.label);
    const date = plainLabel(node.date.text);
    if (date === period) {
      lines[lines.length - 1] += `: ${event}`;
      continue;
    }
    period = date;
    lines.push(`    ${mermaidTimelinePeriod(date)}: ${event}`);
  }
  return `${lines.join("\n")}\n`;
}
