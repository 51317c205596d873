import type { TDiagramGraph } from "@mnemo/api-contract";
import type { TDiagramLayout, TLayoutOptions } from "../types.ts";
import { layoutLayered } from "./layout-layered.ts";
import { layoutTimeline } from "./layout-timeline.ts";
import { layoutTree } from "./layout-tree.ts";

export { BADGE_HEIGHT, DATE_FONT_SIZE, EDGE_LABEL_FONT_SIZE, LAYOUT_MARGIN } from "./layout-shared.ts";
export { timelineOrder } from "./layout-timeline.ts";

/**
 * Where every drawn node and edge goes, in one coordinate space starting at
 * (0, 0) with a margin; the same graph and options always give the same layout.
 * Mind map: a sideways tidy tree with curved edges. Flowchart and concept map:
 * dagre's layered layout, top to bottom. Timeline: a dated list (for the SVG
 * export). Collapse, the child limit and focus apply to mind maps and concept
 * maps (layout/visible-nodes.ts).
 */
export function layoutDiagram(graph: TDiagramGraph, options: TLayoutOptions = {}): TDiagramLayout {
  switch (graph.kind) {
    case "mind_map":
      return layoutTree(graph, options);
    case "flowchart":
    case "concept_map":
      return layoutLayered(graph, options);
    case "timeline":
      return layoutTimeline(graph);
  }
}
