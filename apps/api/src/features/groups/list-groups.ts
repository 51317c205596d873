import type { TGroup } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupSelect, toGroupDto } from "./group-dto.ts";

/** The user's decks, oldest first, each with its card count. */
export async function listGroups({ userId }: { userId: string }, db: DbOrTx): Promise<TGroup[]> {
  const rows = await db.group.findMany({
    where: { userId },
    select: groupSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toGroupDto);
}
