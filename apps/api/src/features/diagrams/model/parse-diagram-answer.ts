import { DIAGRAM_NODE_SHAPES, DIAGRAM_KIND_LABELS, type TDiagramEdgeKind, type TDiagramKind } from "@mnemo/api-contract";
import { z } from "zod";
import { DIAGRAM_ANSWERS } from "./diagram-answer-schema.ts";

/** A node as the model gave it: its quote not yet looked for in the source. */
export type TAnswerNode = { id: string; label: string; quote: string; date?: string; shape?: (typeof DIAGRAM_NODE_SHAPES)[number] };
export type TAnswerEdge = { from: string; to: string; kind: TDiagramEdgeKind; label?: string };
/** One chunk's graph: a mind map's main topics are the nodes no child edge reaches. */
export type TAnswerGraph = { nodes: TAnswerNode[]; edges: TAnswerEdge[] };

export type TParsedDiagram =
  | { kind: "graph"; graph: TAnswerGraph; invalid: number }
  /** No JSON object, no node list, or nodes that make no graph (ids shared, references to missing nodes, a loop of parents). */
  | { kind: "malformed"; finishReason: string; problem: string };

// JSON mode has no schema to hold the model to: ids may come as numbers, a quote may be missing (then nothing is found).
const ZId = z.union([z.string().trim().min(1), z.number()]).transform(String);
const ZRef = z.union([ZId, z.null()]).optional();
const ZBase = { label: z.string().trim().min(1), quote: z.string().optional().default("") };
const ITEM_SCHEMAS = {
  mind_map: z.object({ id: ZId, parent: ZRef, ...ZBase }),
  timeline: z.object({ date: z.string().trim().min(1), ...ZBase }),
  flowchart: z.object({
    id: ZId,
    shape: z.enum(DIAGRAM_NODE_SHAPES).optional().catch(undefined),
    next: ZRef,
    yes: ZRef,
    no: ZRef,
    ...ZBase,
  }),
  concept_map: z.object({ id: ZId, ...ZBase }),
} as const;
const ZRelation = z.object({ from: ZId, to: ZId, label: z.string().trim().optional() });

/**
 * Reads one chunk's answer, tolerating code fences and prose around the JSON
 * (json_object and text modes). An item that does not fit its schema (no
 * label, a timeline event without a date) is dropped and counted as invalid;
 * an answer whose nodes make no graph of its kind is malformed, so the model
 * is asked again rather than its graph guessed at.
 */
export function parseDiagramAnswer(kind: TDiagramKind, text: string, finishReason: string): TParsedDiagram {
  const malformed = (problem: string): TParsedDiagram => ({ kind: "malformed", finishReason, problem });
  const record = readObject(text);
  const { list } = DIAGRAM_ANSWERS[kind];
  const items = record?.[list];
  if (!record || !Array.isArray(items)) return malformed(`the answer was not a JSON object with a list of ${list}`);
  let invalid = 0;
  const nodes: (TAnswerNode & { refs: [TDiagramEdgeKind, string][] })[] = [];
  const ids = new Set<string>();
  let shared = false;
  items.forEach((item: unknown, at) => {
    const parsed = ITEM_SCHEMAS[kind].safeParse(item);
    if (!parsed.success) {
      invalid += 1;
      return;
    }
    const data = parsed.data as Record<string, unknown> & { label: string; quote: string };
    const id = typeof data.id === "string" ? data.id : `e${at + 1}`;
    const refs = (["parent", "next", "yes", "no"] as const).flatMap((field): [TDiagramEdgeKind, string][] =>
      typeof data[field] === "string" ? [[field === "parent" ? "child" : field, data[field]]] : [],
    );
    nodes.push({
      id,
      label: data.label,
      quote: data.quote,
      ...(typeof data.date === "string" && { date: data.date }),
      ...(typeof data.shape === "string" && { shape: data.shape as TAnswerNode["shape"] }),
      refs,
    });
    shared ||= ids.has(id);
    ids.add(id);
  });
  if (shared) return malformed(`two ${list} share an id`);
  const edges: TAnswerEdge[] = [];
  for (const node of nodes) {
    for (const [edgeKind, ref] of node.refs) {
      if (!ids.has(ref))
        return malformed(`a ${DIAGRAM_KIND_LABELS[kind].toLowerCase()} node points at "${ref}", which is not in the answer`);
      // A parent reference points up: the tree's edge goes from the parent down to the node.
      const edge = edgeKind === "child" ? { from: ref, to: node.id, kind: edgeKind } : { from: node.id, to: ref, kind: edgeKind };
      if (edge.from === edge.to && edgeKind !== "child") invalid += 1;
      else edges.push(edge);
    }
  }
  if (kind === "mind_map" && hasParentLoop(edges)) return malformed("the topics' parents make a loop");
  if (kind === "concept_map") {
    for (const raw of Array.isArray(record.relations) ? record.relations : []) {
      const relation = ZRelation.safeParse(raw);
      if (!relation.success || relation.data.from === relation.data.to) invalid += 1;
      else if (!ids.has(relation.data.from) || !ids.has(relation.data.to))
        return malformed("a relation joins a concept that is not in the answer");
      else
        edges.push({
          from: relation.data.from,
          to: relation.data.to,
          kind: "relation",
          ...(relation.data.label && { label: relation.data.label }),
        });
    }
  }
  return { kind: "graph", graph: { nodes: nodes.map(({ refs: _refs, ...node }) => node), edges }, invalid };
}

/** A node that is its own ancestor (a node's parent edge is its only incoming child edge in a parsed answer). */
function hasParentLoop(edges: TAnswerEdge[]): boolean {
  const parentOf = new Map(edges.filter((edge) => edge.kind === "child").map((edge) => [edge.to, edge.from]));
  for (const start of parentOf.keys()) {
    const seen = new Set([start]);
    for (let at = parentOf.get(start); at !== undefined; at = parentOf.get(at)) {
      if (seen.has(at)) return true;
      seen.add(at);
    }
  }
  return false;
}

function readObject(text: string): Record<string, unknown> | undefined {
  const unfenced = text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, "");
  const value = tryParse(unfenced) ?? tryParse(unfenced.slice(unfenced.indexOf("{"), unfenced.lastIndexOf("}") + 1));
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

function tryParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
