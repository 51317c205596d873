import type { TDeckSource } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";

/**
 * The sources a deck's cards were made from (note.jobId → generation_job.sourceId), the one most cards came from
 * first. Only the learner's own deck: a missing deck and another learner's answer the same 404, so ids leak nothing.
 * A source deleted since is simply gone from the list (its cards keep their quotes).
 */
export async function listDeckSources({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<TDeckSource[]> {
  const group = await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!group) throw groupNotFound();
  const rows = await db.$queryRaw<{ id: string; title: string }[]>`
    SELECT s.id, s.title
    FROM note n JOIN generation_job j ON j.id = n."jobId" JOIN source s ON s.id = j."sourceId"
    WHERE n."groupId" = ${groupId}::uuid AND n."userId" = ${userId} AND s."userId" = ${userId}
    GROUP BY s.id, s.title
    ORDER BY count(n.id) DESC, min(n."createdAt"), s.id`;
  return rows.map((row) => ({ id: row.id, title: row.title }));
}
