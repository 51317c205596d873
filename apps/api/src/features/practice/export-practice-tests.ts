import type { DbOrTx } from "@mnemo/db";
import { practiceAnswerSelect, practiceTestSelect } from "./practice-dto.ts";

/** The learner's practice tests for the account export: settings, questions and every answer, oldest first. */
export async function exportPracticeTests({ userId }: { userId: string }, db: DbOrTx) {
  const tests = await db.practiceTest.findMany({
    where: { userId },
    orderBy: { startedAt: "asc" },
    select: { ...practiceTestSelect, answers: { select: practiceAnswerSelect, orderBy: { position: "asc" } } },
  });
  return tests.map(({ groupIds, retakeOfId, ...test }) => ({ ...test, deckIds: groupIds, retakeOf: retakeOfId }));
}
