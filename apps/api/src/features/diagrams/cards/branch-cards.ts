import type { TDiagramGraph, TDiagramNode, TNoteContent, TNoteType, TOutline, TOutlineSpan } from "@mnemo/api-contract";
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
 * the offline generator made from the outline points the node cites, else the map's own question about it.
 * A node is passed over when the deck has a card from it already (`carded`: made from this branch before), when
 * its card is one the deck has (`existingKeys`, made by `cardKey`: the learner has that fact; another card on it
 * would be a second card of one fact), or when another node of the branch gave the same card (two nodes citing
 * one point). `drafts` are the generator's cards for the cited points. Only card types in `allowed` (the
 * learner's plan's) are made: a draft of another type is passed over, and the map's own card is asked as a
 * question when its type is not allowed (treeCard).
 */
export function chooseBranchCards(input: {
  graph: TDiagramGraph;
  nodeId: string;
  outline: TOutline | null;
  drafts: readonly TPointCard[];
  carded: ReadonlySet<string>;
  existingKeys: ReadonlySet<string>;
  cardKey: TCardKey;
  /** The card types the learner's plan makes; null: every type. */
  allowed: ReadonlySet<TNoteType> | null;
}): TBranchCard[] {
  const { graph, nodeId, outline, carded, existingKeys, cardKey, allowed } = input;
  const drafts = allowed ? input.drafts.filter((draft) => allowed.has(draft.content.type)) : input.drafts;
  const tree = diagramTree(graph);
  // Within the branch, only the same card is a repeat: a list's gaps on two siblings read alike to cardKey, and are two cards.
  const chosen = new Set<string>();
  const out: TBranchCard[] = [];
  for (const node of branchNodes(graph, nodeId)) {
    if (out.length >= BRANCH_CARDS_MAX) break;
    if (!canMakeCard(node) || carded.has(node.id)) continue;
    const points = new Set(outline && node.sources.length > 0 ? citedPoints(outline, node.sources) : []);
    const best = drafts
      .filter((draft) => draft.outline?.pointIds.some((id) => points.has(id)))
      .reduce<TPointCard | undefined>(
        (top, draft) => (!top || (draft.outline?.strength ?? 0) > (top.outline?.strength ?? 0) ? draft : top),
        undefined,
      );
    const content = best?.content ?? treeCard(graph, tree, node.id, allowed);
    if (!content || existingKeys.has(cardKey(content)) || chosen.has(JSON.stringify(content))) continue;
    chosen.add(JSON.stringify(content));
    out.push({ node, content, from: best ? "outline" : "tree" });
  }
  return out;
}
