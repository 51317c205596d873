import { Prisma, type DbOrTx } from "@mnemo/db";
import type { SourceMade } from "./source-dto.ts";

/**
 * What was made from each of the given sources: the learner's cards whose
 * generation job read it, and the distinct decks those cards are in. Counted
 * from the cards themselves, so a card deleted or moved since counts as it is now.
 */
export async function countMadeFromSources(
  { userId, ids }: { userId: string; ids: string[] },
  db: DbOrTx,
): Promise<Map<string, SourceMade>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ sourceId: string; cards: number; decks: number }[]>`
    SELECT j."sourceId" AS "sourceId", count(n.id)::int AS cards, count(DISTINCT n."groupId")::int AS decks
    FROM note n JOIN generation_job j ON j.id = n."jobId"
    WHERE n."userId" = ${userId} AND j."sourceId" IN (${Prisma.join(ids.map((id) => Prisma.sql`${id}::uuid`))})
    GROUP BY j."sourceId"`;
  return new Map(rows.map((row) => [row.sourceId, { cards: row.cards, decks: row.decks }]));
}
