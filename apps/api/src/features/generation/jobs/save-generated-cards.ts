import type { DbOrTx, Prisma } from "@mnemo/db";
import { syncNoteCards } from "../../collection/sync-note-cards.ts";
import type { TCardDraft } from "../types.ts";

export type SaveGeneratedCardsOptions = {
  jobId: string;
  /** The source the cards were made from: the job's own (saveSource gives it the job's id) or one kept before. */
  sourceId: string;
  userId: string;
  groupId: string;
  cards: TCardDraft[];
  fileName: string | null;
  coverage: { pagesWithText: number; pagesUsed: number };
  /** Why the input gave few cards, kept on the job for the learner. */
  notice?: string | undefined;
};

/**
 * Appends the cards to the deck and records them on the job, in the
 * transaction of the handler's run.commit: the job is locked for this attempt
 * first and completed with them, so a retry or a worker given up for dead can
 * never add the same cards twice. Returns false, having written nothing, when
 * the deck is gone.
 */
export async function saveGeneratedCards(options: SaveGeneratedCardsOptions, tx: DbOrTx): Promise<boolean> {
  const { jobId, sourceId, userId, groupId, cards, fileName, coverage, notice } = options;
  // Locking the deck serialises appends with hand-written cards (same order as createNote).
  const deck = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "group" WHERE id = ${groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
  if (deck.length === 0) return false;
  const last = await tx.note.aggregate({ where: { groupId }, _max: { position: true } });
  const start = (last._max.position ?? -1) + 1;
  const notes = await tx.note.createManyAndReturn({
    data: cards.map((card, index) => ({
      groupId,
      userId,
      jobId,
      type: card.content.type,
      content: card.content as Prisma.InputJsonValue,
      source: {
        uploadId: jobId,
        // The quote is text.slice(start, end) of the source's section sectionIndex.
        sourceId,
        sectionIndex: card.source.sectionIndex,
        ...(fileName ? { fileName } : {}),
        ...(card.source.page !== undefined ? { page: card.source.page } : {}),
        ...(card.source.slide !== undefined ? { slide: card.source.slide } : {}),
        ...(card.source.heading ? { heading: card.source.heading } : {}),
        quote: card.source.quote,
        start: card.source.start,
        end: card.source.end,
      },
      position: start + index,
    })),
    select: { id: true, position: true },
  });
  await syncNoteCards({ notes: notes.map(({ id, position }) => ({ id, userId, content: cards[position - start]!.content })) }, tx);
  await tx.group.update({ where: { id: groupId }, data: { updatedAt: new Date() } });
  // What this kind keeps beside the job columns; run.commit then makes the named transition to succeeded.
  await tx.generationJob.update({
    where: { id: jobId },
    data: {
      cardsCreated: cards.length,
      pagesWithText: coverage.pagesWithText,
      pagesUsed: coverage.pagesUsed,
      notice: notice ?? null,
      input: null,
    },
  });
  return true;
}
