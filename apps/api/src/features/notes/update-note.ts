import type { TNote, TNoteContent } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";
import { noteNotFound } from "./note-not-found.ts";

/** Rewrites a card's content; its type (and a generated card's source) stay. */
export async function updateNote(
  { userId, id, content }: { userId: string; id: string; content: TNoteContent },
  db: DbOrTx,
): Promise<TNote> {
  const existing = await db.note.findFirst({ where: { id, userId }, select: { type: true } });
  if (!existing) throw noteNotFound();
  if (existing.type !== content.type) {
    throw new AppError("BAD_REQUEST", {
      message: `This card is of type '${existing.type}'; its content must be of the same type (got '${content.type}'). Delete it and add a new card to change the type.`,
    });
  }
  const { count } = await db.note.updateMany({ where: { id, userId, type: content.type }, data: { content } });
  if (count === 0) throw noteNotFound();
  const row = await db.note.findFirstOrThrow({ where: { id, userId }, select: noteSelect });
  return toNoteDto(row);
}
