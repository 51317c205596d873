import type { TOutline } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import type { TCardDraft } from "../types.ts";
import { candidateContentKey, candidateSection, candidateStrength, TICKED_STRENGTH } from "./candidate-rules.ts";

export type SaveCardCandidatesOptions = {
  jobId: string;
  /** The source the cards were made from (dropped candidates are remembered per source). */
  sourceId: string;
  userId: string;
  groupId: string;
  cards: TCardDraft[];
  /** The source's outline the job read (candidates are grouped by its sections), or null without one. */
  outline: TOutline | null;
  /** Made with "make cards anyway": the generator judged them weaker. */
  relaxed: boolean;
  coverage: { pagesWithText: number; pagesUsed: number };
  notice?: string | undefined;
};

/**
 * The cards the learner dropped before from this source, left out of a new job's cards (by content key).
 * Read before the job commits; returns the cards kept, in their order.
 */
export async function withoutDroppedCandidates(
  { userId, sourceId, cards }: { userId: string; sourceId: string; cards: TCardDraft[] },
  db: DbOrTx,
): Promise<TCardDraft[]> {
  if (cards.length === 0) return cards;
  const dropped = await db.cardCandidate.findMany({
    where: { userId, sourceId, status: "dropped" },
    select: { contentKey: true },
    distinct: ["contentKey"],
  });
  if (dropped.length === 0) return cards;
  const keys = new Set(dropped.map((row) => row.contentKey));
  return cards.filter((card) => !keys.has(candidateContentKey(card.content)));
}

/**
 * Keeps a finished job's cards as candidates for the learner's review (nothing joins the deck yet), in the
 * transaction of the handler's run.commit, and records the job's coverage and notice. Each gets its outline
 * section, strength, rank (0 the strongest) and whether it is ticked by default. Returns false, having
 * written nothing, when the deck is gone.
 */
export async function saveCardCandidates(options: SaveCardCandidatesOptions, tx: DbOrTx): Promise<boolean> {
  const { jobId, sourceId, userId, groupId, cards, outline, relaxed, coverage, notice } = options;
  const deck = await tx.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!deck) return false;
  await tx.cardCandidate.createMany({ data: candidateRows({ jobId, sourceId, userId, groupId, cards, outline, relaxed }) });
  // What this kind keeps beside the job columns; run.commit then makes the named transition to succeeded.
  await tx.generationJob.update({
    where: { id: jobId },
    data: { pagesWithText: coverage.pagesWithText, pagesUsed: coverage.pagesUsed, notice: notice ?? null, input: null },
  });
  return true;
}

/**
 * The rows of new candidates of a job: strongest first, ranked from `rankFrom` (0 the strongest of the job), each in
 * its outline section (or the one given: "show me more from this section"), ticked as the generator judged it.
 */
export function candidateRows({
  jobId,
  sourceId,
  userId,
  groupId,
  cards,
  outline,
  relaxed,
  rankFrom = 0,
  section: fixedSection,
}: Pick<SaveCardCandidatesOptions, "jobId" | "sourceId" | "userId" | "groupId" | "cards" | "outline" | "relaxed"> & {
  rankFrom?: number;
  section?: { title: string; index: number };
}): Prisma.CardCandidateCreateManyInput[] {
  const judged = cards.map((card, order) => ({ card, order, strength: candidateStrength(card, { relaxed }) }));
  const ranked = [...judged].sort((a, b) => b.strength - a.strength || a.order - b.order);
  return ranked.map(({ card, strength }, rank) => {
    const section = fixedSection ?? candidateSection(outline, card);
    return {
      userId,
      jobId,
      sourceId,
      groupId,
      sectionTitle: section.title,
      sectionIndex: section.index,
      strength,
      rank: rankFrom + rank,
      // The outline's cards come judged (strong kinds ticked); others by their strength.
      ticked: card.outline ? card.outline.ticked : strength >= TICKED_STRENGTH,
      type: card.content.type,
      content: card.content as Prisma.InputJsonValue,
      span: card.source as Prisma.InputJsonValue,
      contentKey: candidateContentKey(card.content),
    };
  });
}
