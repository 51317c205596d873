import type { TDiagramEdge, TDiagramGraph } from "@mnemo/api-contract";

/** A link from a step to another, said the way the list reads it: "If yes, go to step 4". */
export type TFlowLink = { edgeId: string; text: string; targetId: string; targetLabel: string };

function condition(edge: TDiagramEdge, plain: string): string {
  const label = edge.label?.trim();
  return label && label.toLowerCase() !== plain ? label : plain;
}

/**
 * Each step's links, in edge order. A decision's branches say their answer
 * ("If yes, go to step 4"); a step that leads somewhere other than the step
 * below says so ("Then go to step 7"); the plain "next" to the step below goes
 * without saying (the list's order says it).
 */
export function flowLinks(graph: TDiagramGraph): Map<string, TFlowLink[]> {
  const number = new Map(graph.nodes.map((node, index) => [node.id, index + 1]));
  const labels = new Map(graph.nodes.map((node) => [node.id, node.label]));
  const links = new Map<string, TFlowLink[]>();
  for (const edge of graph.edges) {
    const from = number.get(edge.from);
    const to = number.get(edge.to);
    if (from === undefined || to === undefined) continue;
    let text: string;
    if (edge.kind === "yes" || edge.kind === "no") text = `If ${condition(edge, edge.kind)}, go to step ${to}`;
    else if (to === from + 1 && !edge.label?.trim()) continue;
    else text = edge.label?.trim() ? `${edge.label.trim()}: go to step ${to}` : `Then go to step ${to}`;
    const link = { edgeId: edge.id, text, targetId: edge.to, targetLabel: labels.get(edge.to) ?? "" };
    links.set(edge.from, [...(links.get(edge.from) ?? []), link]);
  }
  return links;
}
