import type { TDiagramGraph, TDiagramNode, TNoteContent, TOutline, TOutlineSpan } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { treeCard, type TMadeContent } from "./tree-card.ts";

/** A card the offline generator made from outline points (generation's TCardDraft, as much of it as is read here). */
export type TPointCard = { content: TMadeContent; outline?: { pointIds: string[]; strength: number } | undefined };
/** What two cards are compared on to call them the same card (generation's contentKey). */
export type TCardKey = (content: TNoteContent) => string;

/** The most cards one "Make cards from this branch" adds: a root's branch is the whole map. */
export const BRANCH_CARDS_MAX = 100;

/** Edges a branch follows down from its node: a mind map's children, a flowchart's or timeline's next steps. */
const DOWN = new Set(["child", "next", "yes", "no"]);

/**
 * The node and everything below it, in reading order (depth first, edges in their order). A node made from a
 * deck's card (it is a card already) or added by a model without a quote in the source is passed over for cards,
 * but what is below it is not.
 */
export function branchNodes(graph: TDiagramGraph, nodeId: string): TDiagramNode[] {
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  const below = new Map<string, string[]>();
  for (const edge of graph.edges) if (DOWN.has(edge.kind)) below.set(edge.from, [...(below.get(edge.from) ?? []), edge.to]);
  const out: TDiagramNode[] = [];
  const seen = new Set<string>();
  const stack = [nodeId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    const node = byId.get(id);
    if (!node || seen.has(id)) continue;
    seen.add(id);
    out.push(node);
    stack.push(...(below.get(id) ?? []).slice().reverse());
  }
  return out;
}

/** A node made from a deck's card is a card already; one a model added without a quote in the source is not grounded. */
export function canMakeCard(node: TDiagramNode): boolean {
  return node.origin !== "deck" && node.origin !== "model_only";
}

/** The outline points a node cites: those with a span overlapping one of the node's. */
export function citedPoints(outline: TOutline, spans: readonly TOutlineSpan[]): string[] {
  const ids: string[] = [];
  for (const section of outline.sections)
    for (const point of section.points) if (point.spans.some((span) => spans.some((own) => overlaps(span, own)))) ids.push(point.id);
  return ids;
}

function overlaps(a: TOutlineSpan, b: TOutlineSpan): boolean {
  return a.sectionIndex === b.sectionIndex && a.start < b.end && b.start < a.end;
}

export type TBranchCard = { node: TDiagramNode; content: TMadeContent; from: "outline" | "tree" };

/**
 * One card per node of the branch that can give one (docs/diagrams.md, "Cards from a branch"): the strongest card
 * the offline generator made from the outline points the node cites, else the map's own question about it; never
 * one whose content matches a card already in the deck (`existingKeys`, made by `cardKey`) or one chosen for
 * another node. `drafts` are the generator's cards for the cited points.
 */
export function chooseBranchCards(input: {
  graph: TDiagramGraph;
  nodeId: string;
  outline: TOutline | null;
  drafts: readonly TPointCard[];
  existingKeys: ReadonlySet<string>;
  cardKey: TCardKey;
}): TBranchCard[] {
  const { graph, nodeId, outline, drafts, existingKeys, cardKey } = input;
  const tree = diagramTree(graph);
  const taken = new Set(existingKeys);
  const out: TBranchCard[] = [];
  const isNew = (content: TMadeContent) => {
    const key = cardKey(content);
    if (taken.has(key)) return false;
    taken.add(key);
    return true;
  };
  for (const node of branchNodes(graph, nodeId)) {
    if (out.length >= BRANCH_CARDS_MAX) break;
    if (!canMakeCard(node)) continue;
    const points = new Set(outline && node.sources.length > 0 ? citedPoints(outline, node.sources) : []);
    const fromOutline = drafts
      .filter((draft) => draft.outline?.pointIds.some((id) => points.has(id)))
      .sort((a, b) => (b.outline?.strength ?? 0) - (a.outline?.strength ?? 0))
      .find((draft) => isNew(draft.content));
    if (fromOutline) {
      out.push({ node, content: fromOutline.content, from: "outline" });
      continue;
    }
    const content = treeCard(graph, tree, node.id);
    if (content && isNew(content)) out.push({ node, content, from: "tree" });
  }
  return out;
}
