import type { TDiagramGraph } from "@mnemo/api-contract";

/** One part of a big source's diagram: the overview's node `overviewNodeId` stands for it. */
export type TBuiltPart = { overviewNodeId: string; graph: TDiagramGraph };

/**
 * What a builder makes: one graph, or (above DIAGRAM_SPLIT_NODES) an overview
 * whose nodes `overviewNodeId` stand for the parts. The job stores the parts as
 * their own diagrams (overviewId = the overview) and sets the overview node's
 * link_file_key to the part's fileKey. `parts` is empty when nothing was split.
 */
export type TBuiltDiagram = { graph: TDiagramGraph; parts: TBuiltPart[] };
