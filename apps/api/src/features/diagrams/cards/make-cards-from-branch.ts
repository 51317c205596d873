import {
  effectivePlan,
  planAllowance,
  type TDiagramNode,
  type TDiagramNoteMark,
  type TMadeDiagramCards,
  type TNoteType,
  type TOutline,
  type TPlan,
} from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import type { OutlineAnalyser } from "../../analysis/outline/outline-analyser.ts";
import { sourceDocument } from "../../library/source-document.ts";
import { getSubscription } from "../../plan/get-subscription.ts";
import { loadSourceOutline } from "../../library/source-outline.ts";
import type { TExtractedDocument } from "../../reading/document.ts";
import { appendDiagramNotes, assertOwnDeck, cardedNodes, deckCardKeys, lockDeck } from "./append-diagram-notes.ts";
import { branchNodes, canMakeCard, chooseBranchCards, citedPoints, type TCardKey, type TPointCard } from "./branch-cards.ts";
import { loadDiagramForCards } from "./load-diagram-for-cards.ts";
import type { TMadeContent } from "./tree-card.ts";

/**
 * The offline generator's cards from one outline section's points (generation's `moreCards`, as the review
 * screen's "more from this section" asks it): every card each point can carry.
 */
export type TSectionCards = (request: {
  userId: string;
  generator: "offline";
  document: TExtractedDocument;
  outline: TOutline;
  types: TMadeContent["type"][];
  sectionIndex: number;
}) => Promise<TPointCard[]>;

/** Card types a node's outline points are asked for (those of them the plan makes): a question or a gap reads on its own as a node's card. */
const TYPES: TMadeContent["type"][] = ["qna", "clozedel"];
/** Outline sections read for one branch (each is a reading of the document): past these, nodes get the map's questions. */
const MAX_SECTIONS = 8;

export type TMakeCardsFromBranchDeps = {
  db: Db;
  analyser: OutlineAnalyser;
  /** Absent (no file threads or generation on this server): every node gets the map's own question. */
  sectionCards?: TSectionCards | undefined;
  cardKey: TCardKey;
  /** The plan catalogue: the learner's plan decides which card types are made. */
  plans: readonly TPlan[];
};

/**
 * "Make cards from this branch" (docs/diagrams.md): a card for each node of the branch into the learner's deck,
 * made by the offline generator from the outline points the node cites, else the map's own question about it
 * (branch-cards.ts); each keeps the node's spans as its source, and none repeats a card the deck has. Only the
 * card types the learner's plan makes (as generation's): a gap or a list outside it is asked as a question. No
 * words are charged: the source's were, once, when it was brought. Another learner's diagram or deck answers 404.
 */
export async function makeCardsFromBranch(
  { userId, fileKey, nodeId, groupId }: { userId: string; fileKey: string; nodeId: string; groupId: string },
  deps: TMakeCardsFromBranchDeps,
): Promise<TMadeDiagramCards> {
  const { db, analyser, sectionCards, cardKey, plans } = deps;
  const diagram = await loadDiagramForCards({ userId, fileKey, nodeIds: [nodeId] }, db);
  // The deck is checked before the document is read: a wrong deck should not wait for a reading.
  await assertOwnDeck({ userId, groupId }, db);
  const allowed = new Set<TNoteType>(planAllowance(effectivePlan(plans, await getSubscription({ userId }, db))).types);
  const types = TYPES.filter((type) => allowed.has(type));
  const nodes = branchNodes(diagram.graph, nodeId).filter(canMakeCard);
  const loaded = diagram.sourceId ? await loadSourceOutline({ userId, sourceId: diagram.sourceId, analyser }, db) : null;
  const document = loaded ? sourceDocument(loaded.source) : null;
  const outline = loaded?.outline ?? null;
  const drafts =
    outline && document && sectionCards && types.length > 0
      ? await outlineDrafts({ userId, nodes, outline, document, sectionCards, types })
      : [];

  return db.$transaction(async (tx) => {
    await lockDeck({ userId, groupId }, tx);
    const existingKeys = await deckCardKeys({ userId, groupId, cardKey }, tx);
    const carded = await cardedNodes({ userId, groupId, fileKey, pictures: false }, tx);
    const chosen = chooseBranchCards({ graph: diagram.graph, nodeId, outline, drafts, carded, existingKeys, cardKey, allowed });
    const notes = chosen.map(({ node, content }) => ({
      content,
      format: "text" as const,
      source: noteSource({ fileKey, node, document, sourceId: diagram.sourceId, fileName: loaded?.source.fileName }),
    }));
    const ids = await appendDiagramNotes({ userId, groupId, notes }, tx);
    return { created: ids.length, group_id: groupId };
  });
}

/** The generator's cards for the points the nodes cite, section by section in the branch's order. */
async function outlineDrafts(input: {
  userId: string;
  nodes: TDiagramNode[];
  outline: TOutline;
  document: TExtractedDocument;
  sectionCards: TSectionCards;
  types: TMadeContent["type"][];
}): Promise<TPointCard[]> {
  const { userId, nodes, outline, document, sectionCards, types } = input;
  const sectionOf = new Map(outline.sections.flatMap((section, index) => section.points.map((point) => [point.id, index] as const)));
  const sections = new Set<number>();
  for (const node of nodes) for (const id of citedPoints(outline, node.sources)) sections.add(sectionOf.get(id)!);
  const drafts: TPointCard[] = [];
  for (const sectionIndex of [...sections].slice(0, MAX_SECTIONS))
    drafts.push(...(await sectionCards({ userId, generator: "offline", document, outline, types, sectionIndex })));
  return drafts;
}

/**
 * The note's source, shaped as a generated card's (the node's first span, with its page, slide or heading), with
 * the diagram and node it came from and every span the node cites (`diagram`, ZDiagramNoteMarkSchema).
 */
export function noteSource(input: {
  fileKey: string;
  node: TDiagramNode;
  document: TExtractedDocument | null;
  sourceId: string | null;
  fileName?: string | null | undefined;
  picture?: TDiagramNoteMark["picture"];
}): Prisma.InputJsonObject {
  const { fileKey, node, document, sourceId, fileName, picture } = input;
  const mark: TDiagramNoteMark = { fileKey, nodeId: node.id, spans: node.sources, ...(picture ? { picture } : {}) };
  const span = node.sources[0];
  if (!span) return { diagram: mark };
  const section = document?.sections.find((candidate) => candidate.index === span.sectionIndex);
  return {
    ...(sourceId ? { sourceId } : {}),
    sectionIndex: span.sectionIndex,
    ...(fileName ? { fileName } : {}),
    ...(section?.page !== undefined ? { page: section.page } : {}),
    ...(section?.slide !== undefined ? { slide: section.slide } : {}),
    ...(section?.heading ? { heading: section.heading } : {}),
    quote: span.quote,
    start: span.start,
    end: span.end,
    diagram: mark,
  };
}
