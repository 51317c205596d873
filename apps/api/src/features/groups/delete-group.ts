import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";

/** Deletes a deck and (by cascade) its cards. */
export async function deleteGroup({ userId, id }: { userId: string; id: string }, db: DbOrTx): Promise<void> {
  const { count } = await db.group.deleteMany({ where: { id, userId } });
  if (count === 0) throw groupNotFound();
}
