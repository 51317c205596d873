import type { TOutlineSpan } from "@mnemo/api-contract";
import { locateQuote } from "../../analysis/locate-quote.ts";
import type { TChunk } from "../../analysis/split-into-chunks.ts";
import type { TAnswerEdge, TAnswerGraph, TAnswerNode } from "./parse-diagram-answer.ts";

/** A node of one chunk's graph, its quote looked for in the chunk: "model" when found, "model_only" (added by the model) when not. */
export type TLocatedNode = Omit<TAnswerNode, "quote"> & { sources: TOutlineSpan[]; origin: "model" | "model_only" };

export type TChunkDiagram = {
  nodes: TLocatedNode[];
  edges: TAnswerEdge[];
  /** Nodes kept although their quote was not found (they hold others up). */
  modelOnly: number;
  /** Nodes whose quote was not found and nothing hangs from: left out. */
  dropped: number;
  /** Nodes beyond what the chunk can hold. */
  capped: number;
};

/**
 * A node needs a sentence, a heading or a bullet of its own to quote, so a
 * chunk holds at most about one per CHARS_PER_NODE characters; an answer with
 * more is a model running away, and the excess is cut in answer order.
 */
const CHARS_PER_NODE = 100;
const MIN_NODES = 10;

/**
 * Ties one chunk's nodes to the source: every quote is located in the chunk's
 * text (exact, then loosely: locate-quote.ts). A node whose quote is not found
 * is left out when nothing hangs from it (a leaf: no child, next step,
 * branch or relation), over and over until none is left, since an invented
 * leaf is a claim the source does not make; one that holds others up stays,
 * marked as added by the model, so the diagram keeps its shape.
 */
export function locateDiagramChunk(chunk: TChunk, answer: TAnswerGraph): TChunkDiagram {
  const chars = chunk.pieces.reduce((sum, piece) => sum + piece.text.length, 0);
  const capacity = Math.max(MIN_NODES, Math.ceil(chars / CHARS_PER_NODE));
  let nodes: TLocatedNode[] = answer.nodes.map(({ quote, ...node }) => {
    const found = quote.trim() === "" ? undefined : locateQuote(chunk.pieces, quote);
    const sources = found ? [{ sectionIndex: found.sectionIndex, start: found.start, end: found.end, quote: found.quote }] : [];
    return { ...node, sources, origin: found ? "model" : "model_only" };
  });
  let edges = answer.edges;
  const before = nodes.length;
  for (;;) {
    const holding = new Set(edges.flatMap((edge) => (edge.kind === "relation" ? [edge.from, edge.to] : [edge.from])));
    const kept = nodes.filter((node) => node.origin === "model" || holding.has(node.id));
    if (kept.length === nodes.length) break;
    nodes = kept;
    edges = withinNodes(edges, nodes);
  }
  const dropped = before - nodes.length;
  const capped = Math.max(0, nodes.length - capacity);
  nodes = nodes.slice(0, capacity);
  edges = withinNodes(edges, nodes);
  return { nodes, edges, modelOnly: nodes.filter((node) => node.origin === "model_only").length, dropped, capped };
}

function withinNodes(edges: TAnswerEdge[], nodes: { id: string }[]): TAnswerEdge[] {
  const ids = new Set(nodes.map((node) => node.id));
  return edges.filter((edge) => ids.has(edge.from) && ids.has(edge.to));
}
