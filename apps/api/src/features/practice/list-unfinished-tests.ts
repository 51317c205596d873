import type { DbOrTx } from "@mnemo/db";
import { practiceAttemptSelect, toPracticeAttemptDto } from "./practice-dto.ts";

/** Open tests a page can offer to resume after a reload, newest first. */
export const UNFINISHED_TESTS_SHOWN = 10;

/**
 * The learner's tests not yet submitted, newest first (those out of time too: they can still be submitted or
 * extended), so /practice can offer to carry on where the learner was.
 */
export async function listUnfinishedTests({ userId }: { userId: string }, db: DbOrTx) {
  const rows = await db.practiceTest.findMany({
    where: { userId, submittedAt: null },
    orderBy: [{ startedAt: "desc" }, { id: "desc" }],
    take: UNFINISHED_TESTS_SHOWN,
    select: practiceAttemptSelect,
  });
  return { attempts: rows.map(toPracticeAttemptDto) };
}
