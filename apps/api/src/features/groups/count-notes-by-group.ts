import { NO_COUNTS_RETURNED, type TNoteCount } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";

/**
 * Card counts per deck, as rows `{group_id, count_id}` (the shape of the
 * get_note_counts_by_group call in docs/product.md, "REST calls"). Decks without cards have no row; a user
 * with no cards at all gets the error 'No counts returned'.
 */
export async function countNotesByGroup({ userId }: { userId: string }, db: DbOrTx): Promise<TNoteCount[]> {
  const rows = await db.note.groupBy({
    by: ["groupId"],
    where: { userId },
    _count: { _all: true },
    orderBy: { groupId: "asc" },
  });
  if (rows.length === 0) throw new AppError("NOT_FOUND", { message: NO_COUNTS_RETURNED });
  return rows.map((row) => ({ group_id: row.groupId, count_id: row._count._all }));
}
