import type { TPracticeAttempt } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { lockPracticeTest } from "./lock-practice-test.ts";
import { practiceAttemptSelect, toPracticeAttemptDto } from "./practice-dto.ts";
import { practiceTestSubmitted } from "./practice-errors.ts";

export const NO_TIME_LIMIT = "This test has no time limit to extend.";

/**
 * Gives a timed test more minutes, counted from its deadline, or from now when time is already up (so a learner
 * who ran out can carry on). Refused once the test is submitted, and for a test without a time limit.
 */
export async function extendPracticeTest(
  { userId, testId, minutes, now = new Date() }: { userId: string; testId: string; minutes: number; now?: Date },
  db: Db,
): Promise<TPracticeAttempt> {
  return db.$transaction(async (tx) => {
    const test = await lockPracticeTest({ userId, testId, mode: "update" }, tx);
    if (test.submittedAt !== null) throw practiceTestSubmitted();
    if (test.deadlineAt === null) throw new AppError("BAD_REQUEST", { message: NO_TIME_LIMIT });
    const from = Math.max(test.deadlineAt.getTime(), now.getTime());
    const row = await tx.practiceTest.update({
      where: { id: testId },
      data: { deadlineAt: new Date(from + minutes * 60_000) },
      select: practiceAttemptSelect,
    });
    return toPracticeAttemptDto(row);
  });
}
