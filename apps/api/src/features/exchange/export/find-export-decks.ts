import type { Db } from "@mnemo/db";
import { groupNotFound } from "../../collection/group-not-found.ts";

/** The decks an export or a count reads: the chosen ones in the user's deck order, or all of them; a foreign or unknown id answers 404. */
export async function findExportDecks({ userId, groupIds }: { userId: string; groupIds: readonly string[] }, db: Db) {
  const wanted = [...new Set(groupIds)];
  const groups = await db.group.findMany({
    where: { userId, ...(wanted.length > 0 ? { id: { in: wanted } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, title: true, noteCount: true },
  });
  if (groups.length < wanted.length) throw groupNotFound();
  return groups;
}

/** Cards (reviewable units) in those decks, to decide between a direct answer and a job. */
export async function countExportCards({ userId, groupIds }: { userId: string; groupIds: readonly string[] }, db: Db): Promise<number> {
  return db.card.count({ where: { userId, ...(groupIds.length > 0 ? { note: { groupId: { in: [...groupIds] } } } : {}) } });
}
