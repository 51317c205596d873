import type { TGroup } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { toGroupDto } from "./group-dto.ts";

type GroupRow = { id: string; title: string; noteCount: number; cardCount: number; createdAt: Date; updatedAt: Date };

/**
 * The user's decks, oldest first, each with its note and card counts.
 *
 * The app's hottest read (every visit to the deck list), so it is one typed
 * raw query: for a few hundred rows Prisma's query interpreter and row
 * mapping cost more CPU than PostgreSQL does (bench/README.md).
 */
export async function listGroups({ userId }: { userId: string }, db: DbOrTx): Promise<TGroup[]> {
  const rows = await db.$queryRaw<GroupRow[]>`
    SELECT id, title, "noteCount", "cardCount", "createdAt", "updatedAt"
    FROM "group" WHERE "userId" = ${userId}
    ORDER BY "createdAt", id`;
  return rows.map(toGroupDto);
}
