import type { TNoteContent, TNote } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";
import { syncNoteCards } from "../collection/sync-note-cards.ts";

/** Appends a hand-written card of any type to the end of a deck. */
export async function createNote(
  { userId, groupId, content }: { userId: string; groupId: string; content: TNoteContent },
  db: Db,
): Promise<TNote> {
  return db.$transaction(async (tx) => {
    // Locking the deck row serialises appends, so two appends never take the same position.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "group" WHERE id = ${groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw groupNotFound();
    const last = await tx.note.aggregate({ where: { groupId }, _max: { position: true } });
    const row = await tx.note.create({
      data: { groupId, userId, type: content.type, content, position: (last._max.position ?? -1) + 1 },
      select: noteSelect,
    });
    await syncNoteCards({ notes: [{ id: row.id, userId, content }] }, tx);
    await tx.group.update({ where: { id: groupId }, data: { updatedAt: new Date() } });
    return toNoteDto(row);
  });
}
