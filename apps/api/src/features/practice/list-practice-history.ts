import { PRACTICE_HISTORY_PAGE_SIZE, type TPracticeHistory } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";
import { practiceAttemptSelect, toPracticeAttemptDto } from "./practice-dto.ts";

/**
 * A deck's submitted attempts (tests that asked about it, alone or with other decks), newest first, a page at a
 * time: the score over time. The deck must be the learner's (else 'Group not found').
 */
export async function listPracticeHistory(
  { userId, groupId, page }: { userId: string; groupId: string; page: number },
  db: DbOrTx,
): Promise<TPracticeHistory> {
  const deck = await db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } });
  if (!deck) throw groupNotFound();
  const rows = await db.practiceTest.findMany({
    where: { userId, groupIds: { has: groupId }, submittedAt: { not: null } },
    orderBy: [{ submittedAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * PRACTICE_HISTORY_PAGE_SIZE,
    take: PRACTICE_HISTORY_PAGE_SIZE + 1,
    select: practiceAttemptSelect,
  });
  return {
    attempts: rows.slice(0, PRACTICE_HISTORY_PAGE_SIZE).map(toPracticeAttemptDto),
    has_more: rows.length > PRACTICE_HISTORY_PAGE_SIZE,
  };
}
