import {
  DIAGRAM_ERRORS,
  DIAGRAM_SPLIT_NODES,
  ZDiagramGraphSchema,
  type TDiagramGraph,
  type TDiagramKind,
  type TOutline,
  type TSourceSection,
} from "@mnemo/api-contract";
import { applyDefaultCollapse } from "@mnemo/diagrams";
import { AppError } from "../../../lib/app-error.ts";
import { buildConceptMap, CONCEPT_MIN_TERMS } from "./build-concept-map.ts";
import { buildFlowchart } from "./build-flowchart.ts";
import { buildMindMap } from "./build-mind-map.ts";
import { buildTimeline, TIMELINE_MIN_EVENTS } from "./build-timeline.ts";
import type { TBuiltDiagram, TBuiltPart } from "./built-diagram.ts";
import { diagramTitle } from "./graph-draft.ts";
import { overviewOf } from "./overview-graph.ts";
import type { TOutlinePiece } from "./outline-parts.ts";
import { sourceTexts, type TSourceTexts } from "./source-texts.ts";
import { splitOutline } from "./split-outline.ts";

export type TOfflineDiagramInput = { kind: TDiagramKind; title: string; outline: TOutline; sections: readonly TSourceSection[] };

/**
 * A diagram of a source drawn from its outline by rules alone (no model):
 * mind map, timeline, flowchart or concept map (each builder says how). Above
 * DIAGRAM_SPLIT_NODES nodes it is one diagram per top-level section and an
 * overview with one node per part, never a silent cut. Each graph starts
 * with the default collapse (applyDefaultCollapse: at most 7 children and 4
 * levels shown, the rest collapsed, nothing dropped) and is checked against
 * the contract. Throws DIAGRAM_NOTHING_TO_DRAW (422), saying why and what to
 * try, when the outline holds nothing of the kind asked for.
 */
export function buildOfflineDiagram(input: TOfflineDiagramInput): TBuiltDiagram {
  const texts = sourceTexts(input.sections);
  const whole: TOutlinePiece = { title: diagramTitle(input.title), sections: input.outline.sections, terms: input.outline.terms };
  const graph = buildPiece(input.kind, whole, texts);
  if (!graph) throw nothingToDraw(input.kind, input.outline);
  if (graph.nodes.length <= DIAGRAM_SPLIT_NODES) return { graph: finish(graph), parts: [] };
  const graphs = splitPiece(input.kind, whole, graph, texts);
  const overview = overviewOf(input.kind, whole.title, graphs);
  return {
    graph: finish(overview.graph),
    parts: graphs.map((part, at): TBuiltPart => ({ overviewNodeId: overview.nodeIds[at]!, graph: finish(part) })),
  };
}

/**
 * The piece's diagram. A part of a split source draws whatever it holds: the
 * least a whole source needs (two dated events, two terms) would drop a
 * part's single event or term.
 */
function buildPiece(kind: TDiagramKind, piece: TOutlinePiece, texts: TSourceTexts, isPart = false): TDiagramGraph | undefined {
  switch (kind) {
    case "mind_map":
      return buildMindMap(piece, texts);
    case "timeline":
      return buildTimeline(piece, isPart ? 1 : TIMELINE_MIN_EVENTS);
    case "flowchart":
      return buildFlowchart(piece, texts);
    case "concept_map":
      return buildConceptMap(piece, isPart ? 1 : CONCEPT_MIN_TERMS);
  }
}

/** The piece's diagram, or the diagrams of its smaller pieces while it is too big (pieces with nothing to draw give none). */
function splitPiece(kind: TDiagramKind, piece: TOutlinePiece, graph: TDiagramGraph, texts: TSourceTexts): TDiagramGraph[] {
  if (graph.nodes.length <= DIAGRAM_SPLIT_NODES) return [graph];
  const pieces = splitOutline(piece, graph.nodes.length);
  // A piece that cannot be cut smaller (a single point) stays whole: the contract's own limit then speaks.
  if (pieces.length <= 1) return [graph];
  return pieces.flatMap((part) => {
    const drawn = buildPiece(kind, part, texts, true);
    return drawn ? splitPiece(kind, part, drawn, texts) : [];
  });
}

/**
 * The graph as first shown: the default collapse (depth), plus the nodes the
 * builder collapsed itself (a paragraph's sentences under its first one).
 */
function finish(graph: TDiagramGraph): TDiagramGraph {
  const collapsed = new Set(graph.nodes.filter((node) => node.collapsed).map((node) => node.id));
  const shown = applyDefaultCollapse(graph);
  return ZDiagramGraphSchema.parse({
    ...shown,
    nodes: shown.nodes.map((node) => (collapsed.has(node.id) && !node.collapsed ? { ...node, collapsed: true } : node)),
  });
}

function nothingToDraw(kind: TDiagramKind, outline: TOutline): AppError {
  const points = outline.sections.reduce((total, section) => total + section.points.length, 0);
  const message =
    points === 0 && outline.terms.length === 0
      ? "Nothing to learn was found in this source, so there is nothing to draw. Try a source with more text, or start a blank diagram."
      : NOTHING_OF_KIND[kind];
  return new AppError(DIAGRAM_ERRORS.nothingToDraw, { message });
}

const NOTHING_OF_KIND: Record<TDiagramKind, string> = {
  mind_map: "This source has no key points to put on a mind map. Try a source with more text, or start a blank diagram.",
  timeline: `This source has no dated events to put on a timeline (a timeline needs at least ${TIMELINE_MIN_EVENTS} points with a date such as "1789" or "44 BC"). Try a mind map.`,
  flowchart:
    'This source describes no process to draw as a flowchart (steps in order: "First…", "Then…", "Finally…", or a numbered list). Try a mind map.',
  concept_map: `This source defines too few key terms for a concept map (it needs at least ${CONCEPT_MIN_TERMS} terms it defines, such as "X is a …"). Try a mind map.`,
};
