import type { TNote, TNoteContent } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { sanitizeAnkiHtml } from "../collection/note-html.ts";
import { mapContentTexts } from "../collection/media-names.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";
import { noteNotFound } from "../collection/note-not-found.ts";
import { syncNoteCards } from "../collection/sync-note-cards.ts";

/**
 * Rewrites a card's content; its type (and a generated card's source) stay.
 * Its reviewable cards follow in the same transaction (a cloze gap added or
 * removed adds or removes one; the others keep their ids).
 */
export async function updateNote(
  { userId, id, content: written }: { userId: string; id: string; content: TNoteContent },
  db: Db,
): Promise<TNote> {
  const existing = await db.note.findFirst({ where: { id, userId }, select: { type: true, format: true } });
  if (!existing) throw noteNotFound();
  // An imported note's fields are HTML: what the learner wrote passes the import's sanitiser again, never trusted as it came.
  const content = existing.format === "html" ? mapContentTexts(written, (text) => sanitizeAnkiHtml(text)) : written;
  if (existing.type !== content.type) {
    throw new AppError("BAD_REQUEST", {
      message: `This card is of type '${existing.type}'; its content must be of the same type (got '${content.type}'). Delete it and add a new card to change the type.`,
    });
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.note.updateMany({ where: { id, userId, type: content.type }, data: { content } });
    if (count === 0) throw noteNotFound();
    await syncNoteCards({ notes: [{ id, userId, content }] }, tx);
    const row = await tx.note.findFirstOrThrow({ where: { id, userId }, select: noteSelect });
    return toNoteDto(row);
  });
}
