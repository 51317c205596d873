import type { DbOrTx, Prisma } from "@mnemo/db";
import { syncNoteCards } from "../../collection/sync-note-cards.ts";
import type { TCardDraft } from "../types.ts";

/** What addGeneratedNotes needs: the job and source the cards came from, the deck, the cards in the order they join it. */
export type AddGeneratedNotesOptions = {
  jobId: string;
  /** The source the cards were made from: the job's own (saveSource gives it the job's id) or one kept before. */
  sourceId: string;
  userId: string;
  groupId: string;
  cards: TCardDraft[];
  fileName: string | null;
};

/**
 * Appends the cards to the end of the deck as notes (with their cards for study), each keeping its source,
 * in the caller's transaction. Returns the new notes' ids in the cards' order, or null, having written
 * nothing, when the deck is gone. Used when the learner accepts a generation's reviewed candidates (candidates/accept-card-candidates.ts);
 * the candidates are locked first, so the same cards are never added twice.
 */
export async function addGeneratedNotes(options: AddGeneratedNotesOptions, tx: DbOrTx): Promise<string[] | null> {
  const { jobId, sourceId, userId, groupId, cards, fileName } = options;
  // Locking the deck serialises appends with hand-written cards (same order as createNote).
  const deck = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "group" WHERE id = ${groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
  if (deck.length === 0) return null;
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
  return [...notes].sort((a, b) => a.position - b.position).map((note) => note.id);
}
