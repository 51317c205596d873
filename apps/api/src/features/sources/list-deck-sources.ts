import type { TDeckSource } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";

/**
 * The sources a deck was made from: those its cards came from (note.jobId → generation_job.sourceId), the one most
 * cards came from first, then those whose study notes a job for this deck made without cards (notes only), oldest
 * job first. Only the learner's own deck: a missing deck and another learner's answer the same 404, so ids leak
 * nothing. A source deleted since is simply gone from the list (its cards keep their quotes).
 */
export async function listDeckSources({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<TDeckSource[]> {
  const group = await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!group) throw groupNotFound();
  const rows = await db.$queryRaw<{ id: string; title: string }[]>`
    SELECT s.id, s.title
    FROM (
      SELECT j."sourceId" AS id, 1 AS cards, n."createdAt" AS at
      FROM note n JOIN generation_job j ON j.id = n."jobId"
      WHERE n."groupId" = ${groupId}::uuid AND n."userId" = ${userId}
      UNION ALL
      SELECT j."sourceId", 0, j."createdAt"
      FROM generation_job j
      WHERE j."groupId" = ${groupId}::uuid AND j."userId" = ${userId} AND j."notesMade"
    ) made JOIN source s ON s.id = made.id
    WHERE s."userId" = ${userId}
    GROUP BY s.id, s.title
    ORDER BY sum(made.cards) DESC, min(made.at), s.id`;
  return rows.map((row) => ({ id: row.id, title: row.title }));
}
