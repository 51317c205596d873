import { noteCardOrds, type TNoteContent } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";

export type NoteForCards = { id: string; userId: string; content: Pick<TNoteContent, "type"> & { text?: string } };

/**
 * Brings the `card` rows of these notes in line with their content, inside the
 * caller's transaction (every write of a note calls it there): adds the cards a
 * note now makes, removes those it no longer makes, and leaves the rest alone,
 * so a card that stays keeps its id and scheduling. Deleting a note deletes its
 * cards by cascade. Two statements whatever the number of notes.
 */
export async function syncNoteCards({ notes }: { notes: readonly NoteForCards[] }, tx: DbOrTx): Promise<void> {
  if (notes.length === 0) return;
  const wanted = notes.flatMap((note) => noteCardOrds(note.content).map((ord) => ({ noteId: note.id, userId: note.userId, ord })));
  const noteIds = notes.map((note) => note.id);
  const keys = wanted.map((card) => `${card.noteId}:${card.ord}`);
  await tx.$executeRaw`
    DELETE FROM card WHERE "noteId" = ANY(${noteIds}::uuid[]) AND NOT ("noteId"::text || ':' || ord::text = ANY(${keys}::text[]))`;
  if (wanted.length > 0) await tx.card.createMany({ data: wanted, skipDuplicates: true });
}
