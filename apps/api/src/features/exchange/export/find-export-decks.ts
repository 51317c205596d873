import type { Db } from "@mnemo/db";
import { groupNotFound } from "../../groups/group-not-found.ts";

/** The decks an export or a count reads: the chosen ones in the user's deck order, or all of them; a foreign or unknown id answers 404. */
export async function findExportDecks({ userId, groupIds }: { userId: string; groupIds: readonly string[] }, db: Db) {
  const wanted = [...new Set(groupIds)];
  const groups = await db.group.findMany({
    where: { userId, ...(wanted.length > 0 ? { id: { in: wanted } } : {}) },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, title: true },
  });
  if (groups.length < wanted.length) throw groupNotFound();
  return groups;
}

/** Cards (reviewable units) and notes in those decks, to decide between a direct answer and a job. */
export async function countExport(
  { userId, groupIds }: { userId: string; groupIds: readonly string[] },
  db: Db,
): Promise<{ notes: number; cards: number }> {
  const where = { userId, ...(groupIds.length > 0 ? { note: { groupId: { in: [...groupIds] } } } : {}) };
  const [cards, notes] = await Promise.all([
    db.card.count({ where }),
    db.note.count({ where: { userId, ...(groupIds.length > 0 ? { groupId: { in: [...groupIds] } } : {}) } }),
  ]);
  return { notes, cards };
}
