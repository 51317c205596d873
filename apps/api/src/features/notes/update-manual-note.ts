import type { TManualContent, TNote } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";
import { noteNotFound } from "./note-not-found.ts";

/** Rewrites a hand-written card. Generated cards are edited through their own types (later). */
export async function updateManualNote(
  { userId, id, content }: { userId: string; id: string; content: TManualContent },
  db: DbOrTx,
): Promise<TNote> {
  const existing = await db.note.findFirst({ where: { id, userId }, select: { type: true } });
  if (!existing) throw noteNotFound();
  if (existing.type !== "manual") {
    throw new AppError("BAD_REQUEST", { message: `Only manual cards can be edited here; this card is of type '${existing.type}'.` });
  }
  const { count } = await db.note.updateMany({ where: { id, userId, type: "manual" }, data: { content } });
  if (count === 0) throw noteNotFound();
  const row = await db.note.findFirstOrThrow({ where: { id, userId }, select: noteSelect });
  return toNoteDto(row);
}
