import type { DbOrTx } from "@mnemo/db";
import { noteNotFound } from "../collection/note-not-found.ts";

/** Deletes one of the user's cards (its reviewable cards go with it, by cascade). Positions of the rest are kept (order survives gaps). */
export async function deleteNote({ userId, id }: { userId: string; id: string }, db: DbOrTx): Promise<void> {
  const { count } = await db.note.deleteMany({ where: { id, userId } });
  if (count === 0) throw noteNotFound();
}
