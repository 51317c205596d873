import { z } from "zod";
import { ZSearchCursorSchema, type TExportFormat } from "./notes.ts";
import { ZOutlineSpanSchema } from "./outline.ts";
import { canExport } from "./plan-rules.ts";
import { cleanLine } from "./text.ts";
import type { TPlan } from "./plans.ts";

/**
 * Diagrams: mind maps, flowcharts, timelines and concept maps, all stored as
 * one graph of nodes and edges (docs/diagrams.md). Every node may point at the
 * spans of its source that say it; the graph is validated on every save.
 */

export const DIAGRAM_KINDS = ["mind_map", "flowchart", "timeline", "concept_map"] as const;
export type TDiagramKind = (typeof DIAGRAM_KINDS)[number];
export const DIAGRAM_KIND_LABELS: Record<TDiagramKind, string> = {
  mind_map: "Mind map",
  flowchart: "Flowchart",
  timeline: "Timeline",
  concept_map: "Concept map",
};

/** The version of the stored graph's shape; a stored graph of another version is upgraded when read. */
export const DIAGRAM_SCHEMA_VERSION = 1;
/** The longest node label; longer text goes in the node's detail. */
export const DIAGRAM_LABEL_MAX = 80;
export const DIAGRAM_DETAIL_MAX = 2_000;
export const DIAGRAM_TITLE_MAX = 200;
/** A generated diagram above this many nodes becomes one diagram per section and an overview linking them. */
export const DIAGRAM_SPLIT_NODES = 400;
/** The most nodes one stored diagram holds (a hand-made one included). */
export const DIAGRAM_MAX_NODES = 500;
export const DIAGRAM_MAX_EDGES = 1_500;
/** Shown at first: at most this many children per node and this depth; the rest start collapsed, never dropped. */
export const DIAGRAM_VISIBLE_CHILDREN = 7;
export const DIAGRAM_VISIBLE_DEPTH = 4;

export const DIAGRAM_ERRORS = {
  invalid: "DIAGRAM_INVALID",
  notFound: "DIAGRAM_NOT_FOUND",
  noSource: "DIAGRAM_NO_SOURCE",
  nothingToDraw: "DIAGRAM_NOTHING_TO_DRAW",
  noModel: "DIAGRAM_NO_MODEL",
  notReady: "DIAGRAM_NOT_READY",
  stale: "DIAGRAM_STALE",
} as const;

/** A date as a timeline sorts it: `year` counts from 1 in its era (there is no year 0). */
export const DIAGRAM_DATE_PRECISIONS = ["day", "month", "year", "decade", "century"] as const;
export const ZDiagramDatePointSchema = z.object({
  year: z.number().int().min(1).max(1_000_000_000),
  month: z.number().int().min(1).max(12).optional(),
  day: z.number().int().min(1).max(31).optional(),
  era: z.enum(["BC", "AD"]),
  precision: z.enum(DIAGRAM_DATE_PRECISIONS),
});
export type TDiagramDatePoint = z.infer<typeof ZDiagramDatePointSchema>;
export const ZDiagramDateSchema = ZDiagramDatePointSchema.extend({
  /** The range's end, for "1914-1918" or "the 1790s". */
  end: ZDiagramDatePointSchema.optional(),
  /** How the source wrote it ("44 BC", "the 1790s"), shown beside the label. */
  text: z.string().min(1).max(60),
});
export type TDiagramDate = z.infer<typeof ZDiagramDateSchema>;

/**
 * A number that orders dates: BC before AD, earlier before later; a year's
 * date without a month sorts before that year's dated months.
 */
export function diagramDateSortKey(date: TDiagramDatePoint): number {
  const year = date.era === "BC" ? -date.year + 1 : date.year;
  return year * 10_000 + (date.month ?? 0) * 100 + (date.day ?? 0);
}

/** How a node came to be: from the source by our rules, from a model (quote found), by the model alone, by hand, or from a deck's card. */
export const DIAGRAM_NODE_ORIGINS = ["source", "model", "model_only", "hand", "deck"] as const;
export type TDiagramNodeOrigin = (typeof DIAGRAM_NODE_ORIGINS)[number];
/** A flowchart node's shape. */
export const DIAGRAM_NODE_SHAPES = ["start", "step", "decision", "end"] as const;

export const ZDiagramNodeSchema = z.object({
  /** Unique within the diagram ("n12"). */
  id: z.string().min(1).max(40),
  label: z.string().trim().min(1).max(DIAGRAM_LABEL_MAX),
  detail: z.string().max(DIAGRAM_DETAIL_MAX).optional(),
  /** Where the source says it (offsets into the source section's text, as in the outline). */
  sources: z.array(ZOutlineSpanSchema).max(20).default([]),
  /** Notes (cards) that cite the same spans, or that the node was made from. */
  note_ids: z.array(z.string()).max(50).default([]),
  collapsed: z.boolean().default(false),
  origin: z.enum(DIAGRAM_NODE_ORIGINS).default("hand"),
  /** Timeline nodes: the normalised date they sort by. */
  date: ZDiagramDateSchema.optional(),
  /** Flowchart nodes: their shape. */
  shape: z.enum(DIAGRAM_NODE_SHAPES).optional(),
  /** An overview's node that stands for another diagram of the same source (a split big source). */
  link_file_key: z.string().min(1).max(64).optional(),
});
export type TDiagramNode = z.infer<typeof ZDiagramNodeSchema>;

/**
 * child: mind-map tree edge (parent to child); next: a flowchart or timeline step to the next;
 * yes/no: a decision's branches; relation: a concept map's labelled relation.
 */
export const DIAGRAM_EDGE_KINDS = ["child", "next", "yes", "no", "relation"] as const;
export type TDiagramEdgeKind = (typeof DIAGRAM_EDGE_KINDS)[number];
export const ZDiagramEdgeSchema = z.object({
  id: z.string().min(1).max(40),
  from: z.string().min(1).max(40),
  to: z.string().min(1).max(40),
  label: z.string().trim().max(DIAGRAM_LABEL_MAX).optional(),
  kind: z.enum(DIAGRAM_EDGE_KINDS),
  /** A relation our rules guessed: shown as a suggestion until the learner confirms it. */
  suggested: z.boolean().optional(),
});
export type TDiagramEdge = z.infer<typeof ZDiagramEdgeSchema>;

const ZDiagramGraphShape = z.object({
  schema_version: z.literal(DIAGRAM_SCHEMA_VERSION),
  kind: z.enum(DIAGRAM_KINDS),
  title: z.string().trim().min(1).max(DIAGRAM_TITLE_MAX),
  /** What made it: "offline@1", "model:<name>", "deck", "hand". */
  generator: z.string().min(1).max(120),
  /** The tree's root (mind maps; a concept map's central term). */
  root: z.string().min(1).max(40).optional(),
  nodes: z.array(ZDiagramNodeSchema).min(1).max(DIAGRAM_MAX_NODES),
  edges: z.array(ZDiagramEdgeSchema).max(DIAGRAM_MAX_EDGES),
});

/**
 * The stored graph, checked whole: ids unique, edges between existing nodes,
 * a mind map one tree from `root` by child edges, a timeline's nodes dated.
 */
export const ZDiagramGraphSchema = ZDiagramGraphShape.superRefine((graph, ctx) => {
  for (const problem of diagramGraphProblems(graph)) ctx.addIssue({ code: "custom", message: problem });
});
export type TDiagramGraph = z.infer<typeof ZDiagramGraphShape>;
export type TDiagramGraphInput = z.input<typeof ZDiagramGraphShape>;

/** What is wrong with a graph's structure, in words a learner can act on; empty when it is sound. */
export function diagramGraphProblems(graph: TDiagramGraph): string[] {
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const node of graph.nodes) {
    if (ids.has(node.id)) problems.push(`Two nodes share the id "${node.id}".`);
    ids.add(node.id);
  }
  const edgeIds = new Set<string>();
  for (const edge of graph.edges) {
    if (edgeIds.has(edge.id)) problems.push(`Two connections share the id "${edge.id}".`);
    edgeIds.add(edge.id);
    if (!ids.has(edge.from) || !ids.has(edge.to)) problems.push(`Connection "${edge.id}" joins a node that does not exist.`);
    if (edge.from === edge.to) problems.push(`Connection "${edge.id}" joins a node to itself.`);
  }
  if (graph.root !== undefined && !ids.has(graph.root)) problems.push(`The root "${graph.root}" is not a node.`);
  if (graph.kind === "mind_map") problems.push(...treeProblems(graph));
  if (graph.kind === "timeline") {
    const undated = graph.nodes.filter((node) => !node.date && node.id !== graph.root).length;
    if (undated > 0) problems.push(`${undated} timeline event${undated === 1 ? " has" : "s have"} no date.`);
  }
  return problems.slice(0, 20);
}

function treeProblems(graph: TDiagramGraph): string[] {
  if (graph.root === undefined) return ["A mind map needs a root node."];
  const parentOf = new Map<string, string>();
  const problems: string[] = [];
  for (const edge of graph.edges) {
    if (edge.kind !== "child") continue;
    if (parentOf.has(edge.to)) problems.push(`Node "${edge.to}" has two parents.`);
    parentOf.set(edge.to, edge.from);
  }
  if (parentOf.has(graph.root)) problems.push("The root cannot have a parent.");
  for (const node of graph.nodes) {
    if (node.id === graph.root) continue;
    const seen: Set<string> = new Set([node.id]);
    let at: string | undefined = parentOf.get(node.id);
    while (at !== undefined && at !== graph.root && !seen.has(at)) {
      seen.add(at);
      at = parentOf.get(at);
    }
    if (at !== graph.root) {
      problems.push(at === undefined ? `Node "${node.id}" is not connected to the root.` : `Node "${node.id}" is in a loop.`);
    }
  }
  return problems;
}

/** The export formats of a diagram; every one follows the plan's export rights. */
export const DIAGRAM_EXPORT_FORMATS = ["svg", "png", "pdf", "md", "opml", "mm", "mermaid"] as const;
export type TDiagramExportFormat = (typeof DIAGRAM_EXPORT_FORMATS)[number];

export const DIAGRAM_SOURCES = ["source", "deck", "blank"] as const;
export const DIAGRAM_GENERATORS = ["offline", "model"] as const;

export const ZCreateDiagramInput = z.discriminatedUnion("from", [
  z.object({
    from: z.literal("source"),
    sourceId: z.string().uuid(),
    kind: z.enum(DIAGRAM_KINDS),
    generator: z.enum(DIAGRAM_GENERATORS).default("offline"),
  }),
  z.object({ from: z.literal("deck"), groupId: z.string().uuid(), kind: z.enum(DIAGRAM_KINDS) }),
  z.object({
    from: z.literal("blank"),
    kind: z.enum(DIAGRAM_KINDS),
    title: z.string().trim().min(1).max(DIAGRAM_TITLE_MAX),
  }),
]);
export type TCreateDiagramInput = z.input<typeof ZCreateDiagramInput>;

export const DIAGRAM_STATUSES = ["queued", "running", "succeeded", "failed"] as const;

/** A diagram as the browser sees it; `graph` is null until its job has made it. */
export type TDiagram = {
  file_key: string;
  kind: TDiagramKind;
  title: string;
  status: (typeof DIAGRAM_STATUSES)[number];
  stage: string;
  percent: number;
  message: string;
  error_code: string | null;
  error_message: string | null;
  source_id: string | null;
  source_title: string | null;
  group_id: string | null;
  /** An overview's parts, or the overview a part belongs to (a big source split by section). */
  overview_file_key: string | null;
  graph: TDiagramGraph | null;
  /** Bumped on every save: a save names the version it edited, and a stale one is refused (409). */
  version: number;
  created_at: string;
  updated_at: string;
};

/** One row of the learner's diagram list. */
export type TDiagramSummary = Omit<TDiagram, "graph" | "error_code" | "error_message"> & { nodes: number };

// The procedures' inputs and answers (the diagrams router; docs/diagrams.md).

/** A diagram's key as the browser has it; anything not found (a malformed key too) answers 404 DIAGRAM_NOT_FOUND. */
export const ZDiagramFileKeySchema = z
  .string({ error: "fileKey must be text." })
  .min(1, { error: "fileKey must not be empty." })
  .max(64, { error: "fileKey must be at most 64 characters." });
export const ZDiagramFileKeyInputSchema = z.object({ fileKey: ZDiagramFileKeySchema });
export const ZDiagramNodeInputSchema = z.object({
  fileKey: ZDiagramFileKeySchema,
  nodeId: z.string({ error: "nodeId must be text." }).min(1).max(40, { error: "nodeId must be at most 40 characters." }),
});
/** Diagrams a page of `diagrams.list` holds. */
export const DIAGRAMS_PAGE_SIZE = 30;
export const ZListDiagramsInputSchema = z.object({
  /** The `next_cursor` of the page before; absent: the newest diagrams. */
  cursor: ZSearchCursorSchema.optional(),
});
/** The graph is checked by the procedure (ZDiagramGraphSchema), which answers 400 DIAGRAM_INVALID listing what is wrong. */
export const ZSaveDiagramInputSchema = z.object({
  fileKey: ZDiagramFileKeySchema,
  /** The version the edit started from (TDiagram.version). */
  version: z.number({ error: "version must be a number." }).int().min(0),
  graph: z.custom<TDiagramGraphInput>((value) => typeof value === "object" && value !== null && !Array.isArray(value), {
    error: "graph must be a diagram's graph (an object).",
  }),
});
export const ZRenameDiagramInputSchema = z.object({
  fileKey: ZDiagramFileKeySchema,
  title: z
    .string({ error: "title must be text." })
    .overwrite(cleanLine)
    .trim()
    .min(1, { error: "title must not be empty." })
    .max(DIAGRAM_TITLE_MAX, { error: `title must be at most ${DIAGRAM_TITLE_MAX} characters.` }),
});

export type TDiagramsPage = { items: TDiagramSummary[]; next_cursor: string | null };

/** What the node panel shows: where the source says it, and the learner's cards about the same passage. */
export type TDiagramNodeDetails = {
  quotes: {
    section_index: number;
    start: number;
    end: number;
    quote: string;
    /** "Page 4", "Slide 2", "Section 3". */
    where: string;
    section_title: string | null;
  }[];
  cards: { note_id: string; group_id: string; group_title: string; front: string; back: string }[];
};

/** The formats GET /api/diagrams/:fileKey/export writes (PNG is drawn in the browser from the SVG). */
export const DIAGRAM_SERVER_EXPORT_FORMATS = [
  "svg",
  "pdf",
  "md",
  "opml",
  "mm",
  "mermaid",
] as const satisfies readonly TDiagramExportFormat[];

/**
 * The plan's export right each diagram format needs: the pictures (SVG, PNG, PDF)
 * the PDF right, the text outlines (Markdown, OPML, FreeMind, mermaid) the Markdown right.
 */
export const DIAGRAM_EXPORT_RIGHTS: Record<TDiagramExportFormat, TExportFormat> = {
  svg: "pdf",
  png: "pdf",
  pdf: "pdf",
  md: "md",
  opml: "md",
  mm: "md",
  mermaid: "md",
};

/** Whether the plan may export a diagram in `format` (the browser greys the menu out; the server refuses 403 EXPORT_NOT_IN_PLAN). */
export function canExportDiagram(plan: TPlan | undefined, format: TDiagramExportFormat): boolean {
  return canExport(plan, DIAGRAM_EXPORT_RIGHTS[format]);
}
