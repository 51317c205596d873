import type { TManualContent, TNote } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { groupNotFound } from "../groups/group-not-found.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";

/** Appends a hand-written card to the end of a deck. */
export async function createManualNote(
  { userId, groupId, content }: { userId: string; groupId: string; content: TManualContent },
  db: Db,
): Promise<TNote> {
  return db.$transaction(async (tx) => {
    // Locking the deck row serialises appends, so two appends never take the same position.
    const locked = await tx.$queryRaw<{ id: string }[]>`
      SELECT id FROM "group" WHERE id = ${groupId}::uuid AND "userId" = ${userId} FOR UPDATE`;
    if (locked.length === 0) throw groupNotFound();
    const last = await tx.note.aggregate({ where: { groupId }, _max: { position: true } });
    const row = await tx.note.create({
      data: { groupId, userId, type: "manual", content, position: (last._max.position ?? -1) + 1 },
      select: noteSelect,
    });
    await tx.group.update({ where: { id: groupId }, data: { updatedAt: new Date() } });
    return toNoteDto(row);
  });
}
