import type { TPracticeTest } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { practiceNotSubmitted, practiceTestNotFound } from "./practice-errors.ts";
import { practiceAnswerSelect, practiceTestSelect, toPracticeTestDto } from "./practice-dto.ts";

/**
 * One of the learner's tests with the answers saved so far: what a reload resumes from. Answers stay hidden as
 * toPracticeTestDto says. `submitted` asks for the results: a test not yet submitted answers CONFLICT.
 */
export async function getPracticeTest(
  { userId, testId, submitted = false, now = new Date() }: { userId: string; testId: string; submitted?: boolean; now?: Date },
  db: DbOrTx,
): Promise<TPracticeTest> {
  const row = await db.practiceTest.findFirst({ where: { id: testId, userId }, select: practiceTestSelect });
  if (!row) throw practiceTestNotFound();
  if (submitted && row.submittedAt === null) throw practiceNotSubmitted();
  const answers = await db.practiceAnswer.findMany({ where: { testId }, select: practiceAnswerSelect, orderBy: { position: "asc" } });
  return toPracticeTestDto(row, answers, now);
}
