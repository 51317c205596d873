import type { TDiagramGraph } from "@mnemo/api-contract";
import type { TLayoutOptions } from "@mnemo/diagrams";

/** An export shows the whole diagram: nothing collapsed, every child of every node (nothing is left out of a file). */
export function exportLayoutOptions(graph: TDiagramGraph): TLayoutOptions {
  return { collapsed: new Set(), showAllChildren: new Set(graph.nodes.map((node) => node.id)) };
}
