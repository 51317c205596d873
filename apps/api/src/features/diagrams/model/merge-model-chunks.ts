import { diagramDateSortKey, type TDiagramDate, type TDiagramGraph, type TDiagramKind } from "@mnemo/api-contract";
import { findDiagramDate, type TFoundDate } from "../build/find-diagram-date.ts";
import { labelOf } from "../build/label-text.ts";
import { OriginDraft } from "../deck/origin-draft.ts";
import type { TChunkDiagram, TLocatedNode } from "./locate-diagram-chunk.ts";

/** "model:<name>": a diagram the model drew. */
export function modelGenerator(name: string): string {
  return `model:${name}`.slice(0, 120);
}

/**
 * One graph from the chunks' graphs, in the source's order, in the shape the
 * offline builders give each kind (build/): a mind map's main topics under
 * the title (a topic a later chunk names again is the same branch), a
 * timeline's events in date order each joined to the next, a flowchart's
 * steps (a chunk's process carries on into the next one's unless it ended), a
 * concept map's concepts under the title (one per name) with their relations
 * as suggestions. `undated` counts timeline events whose date could not be
 * read (they are left out: a timeline's events are dated).
 */
export function mergeModelChunks(
  { kind, title, model }: { kind: TDiagramKind; title: string; model: string },
  chunks: TChunkDiagram[],
): { graph: TDiagramGraph; content: number; undated: number } {
  const draft = new OriginDraft(kind, title, modelGenerator(model), "model");
  const add = (node: TLocatedNode, date?: TDiagramDate) => {
    const label = labelOf(node.label) || "…";
    const detail = label !== node.label.trim() ? node.label : undefined;
    return draft.add({ label, detail, sources: node.sources, shape: node.shape, date }, { origin: node.origin });
  };
  if (kind === "timeline") return mergeTimeline(draft, chunks, add);
  let content = 0;
  const root = kind === "flowchart" ? undefined : draft.add({ label: draft.title });
  if (root) draft.setRoot(root);
  const byName = new Map<string, string>();
  let openEnd: string | undefined;
  for (const chunk of chunks) {
    const ids = new Map<string, string>();
    const hasParent = new Set(chunk.edges.filter((edge) => edge.kind === "child").map((edge) => edge.to));
    const place = (node: TLocatedNode) => {
      // Main topics and concepts met again (a section carried over a chunk's edge, a term used twice) are one node.
      const named = kind === "flowchart" || hasParent.has(node.id) ? undefined : nameKey(node.label);
      const known = named === undefined ? undefined : byName.get(named);
      if (known !== undefined) {
        if (node.origin === "model") draft.retag(known, "model");
        return ids.set(node.id, known);
      }
      const id = add(node);
      ids.set(node.id, id);
      content += 1;
      if (named !== undefined) byName.set(named, id);
      if (root && !hasParent.has(node.id)) draft.addEdge(root, id, "child");
    };
    for (const node of treeOrder(chunk)) place(node);
    for (const edge of chunk.edges) {
      const from = ids.get(edge.from);
      const to = ids.get(edge.to);
      if (from === undefined || to === undefined || from === to) continue;
      const duplicate = draft.edges.some((known) => known.from === from && known.to === to && known.kind === edge.kind);
      if (duplicate) continue;
      draft.addEdge(
        from,
        to,
        edge.kind,
        edge.kind === "relation" ? { suggested: true, ...(edge.label && { label: labelOf(edge.label) }) } : {},
      );
    }
    if (kind === "flowchart") openEnd = carryOn(draft, chunk, ids, openEnd);
  }
  return { graph: draft.toTaggedGraph(), content, undated: 0 };
}

/** The events dated by the date the model copied (else by their quote), sorted; equal dates keep the source's order. */
function mergeTimeline(
  draft: OriginDraft,
  chunks: TChunkDiagram[],
  add: (node: TLocatedNode, date: TDiagramDate) => string,
): { graph: TDiagramGraph; content: number; undated: number } {
  const events: { node: TLocatedNode; found: TFoundDate; order: number }[] = [];
  let undated = 0;
  for (const node of chunks.flatMap((chunk) => chunk.nodes)) {
    const found =
      (node.date && findDiagramDate(node.date, { isDated: true })) ?? findDiagramDate(node.sources[0]?.quote ?? "", { isDated: true });
    if (found) events.push({ node, found, order: events.length });
    else undated += 1;
  }
  events.sort((a, b) => diagramDateSortKey(a.found.date) - diagramDateSortKey(b.found.date) || a.order - b.order);
  let previous: string | undefined;
  for (const { node, found } of events) {
    const id = add(node, found.date);
    if (previous) draft.addEdge(previous, id, "next");
    previous = id;
  }
  return { graph: draft.toTaggedGraph(), content: events.length, undated };
}

/**
 * A chunk's flowchart joined to the one before: the last chunk's open end (its
 * last step, when that is no end and leads nowhere) goes on to this chunk's
 * first step unless this one starts a process of its own. Answers this
 * chunk's open end.
 */
function carryOn(draft: OriginDraft, chunk: TChunkDiagram, ids: Map<string, string>, openEnd: string | undefined): string | undefined {
  const first = chunk.nodes[0];
  if (openEnd !== undefined && first && first.shape !== "start") draft.addEdge(openEnd, ids.get(first.id)!, "next");
  const last = chunk.nodes.at(-1);
  if (!last || last.shape === "end" || chunk.edges.some((edge) => edge.from === last.id)) return undefined;
  return ids.get(last.id);
}

/** Parents before their children (the model was asked to list them so, but may not have). */
function treeOrder(chunk: TChunkDiagram): TLocatedNode[] {
  const children = new Map<string, string[]>();
  const hasParent = new Set<string>();
  for (const edge of chunk.edges) {
    if (edge.kind !== "child") continue;
    children.set(edge.from, [...(children.get(edge.from) ?? []), edge.to]);
    hasParent.add(edge.to);
  }
  const byId = new Map(chunk.nodes.map((node) => [node.id, node]));
  const ordered: TLocatedNode[] = [];
  const visit = (id: string) => {
    ordered.push(byId.get(id)!);
    for (const child of children.get(id) ?? []) visit(child);
  };
  for (const node of chunk.nodes) if (!hasParent.has(node.id)) visit(node.id);
  return ordered;
}

function nameKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
