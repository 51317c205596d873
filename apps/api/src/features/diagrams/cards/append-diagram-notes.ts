import { diagramNoteMark, type TNoteContent, type TNoteFormat } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import { groupNotFound } from "../../collection/group-not-found.ts";
import { syncNoteCards } from "../../collection/sync-note-cards.ts";

export type TDiagramNoteToAdd = { content: TNoteContent; format: TNoteFormat; source: Prisma.InputJsonObject };

/** Deck notes read at a time for their content keys. */
const KEYS_PAGE = 1_000;

/** The learner's deck exists (checked before slow work; the saving transaction locks it again). */
export async function assertOwnDeck({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<void> {
  if (!(await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } }))) throw groupNotFound();
}

/** Locks the learner's deck: appends are serialised with hand-written and generated cards (as createNote does); 404 when not theirs. */
export async function lockDeck({ userId, groupId }: { userId: string; groupId: string }, tx: DbOrTx): Promise<void> {
  const deck = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM "group" WHERE id = ${groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
  if (deck.length === 0) throw groupNotFound();
}

/** The keys `cardKey` gives the deck's notes, so what is added next is compared with what is there. */
export async function deckCardKeys(
  { userId, groupId, cardKey }: { userId: string; groupId: string; cardKey: (content: TNoteContent) => string },
  tx: DbOrTx,
): Promise<Set<string>> {
  const keys = new Set<string>();
  for (let after: string | undefined; ;) {
    const page = await tx.note.findMany({
      where: { groupId, userId, ...(after ? { id: { gt: after } } : {}) },
      select: { id: true, content: true },
      orderBy: { id: "asc" },
      take: KEYS_PAGE,
    });
    for (const note of page) keys.add(cardKey(note.content as TNoteContent));
    if (page.length < KEYS_PAGE) return keys;
    after = page.at(-1)!.id;
  }
}

/** Appends notes (and their cards, new for study) to the end of a deck locked by lockDeck, in the caller's transaction. */
export async function appendDiagramNotes(
  { userId, groupId, notes }: { userId: string; groupId: string; notes: readonly TDiagramNoteToAdd[] },
  tx: DbOrTx,
): Promise<string[]> {
  if (notes.length === 0) return [];
  const last = await tx.note.aggregate({ where: { groupId }, _max: { position: true } });
  const start = (last._max.position ?? -1) + 1;
  const rows = await tx.note.createManyAndReturn({
    data: notes.map((note, index) => ({
      groupId,
      userId,
      type: note.content.type,
      content: note.content,
      format: note.format,
      source: note.source,
      position: start + index,
    })),
    select: { id: true, position: true },
  });
  await syncNoteCards({ notes: rows.map(({ id, position }) => ({ id, userId, content: notes[position - start]!.content })) }, tx);
  await tx.group.update({ where: { id: groupId }, data: { updatedAt: new Date() } });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

/** The nodes of this diagram the deck has cards from: diagram cards (`pictures`), or cards from a branch. */
export async function cardedNodes(
  { userId, groupId, fileKey, pictures }: { userId: string; groupId: string; fileKey: string; pictures: boolean },
  db: DbOrTx,
): Promise<Set<string>> {
  const notes = await db.note.findMany({
    where: { userId, groupId, source: { path: ["diagram", "fileKey"], equals: fileKey } },
    select: { source: true },
  });
  return new Set(
    notes.flatMap((note) => {
      const mark = diagramNoteMark(note.source);
      return mark && Boolean(mark.picture) === pictures ? [mark.nodeId] : [];
    }),
  );
}
