import { createHash } from "node:crypto";
import type { TPracticeTest } from "@mnemo/api-contract";
import { Prisma, type Db } from "@mnemo/db";
import { lockPracticeTest } from "./lock-practice-test.ts";
import { practiceAnswerSelect, practiceTestSelect, testQuestions, testSettings, toPracticeTestDto } from "./practice-dto.ts";

export type SubmittedPracticeTest = {
  test: TPracticeTest;
  /**
   * The cards to answer Again in study, each with the review id to answer it with: every card the test missed when
   * the learner ticked "count misses as Again" for it, else none. The same on every submit of the test, so answering
   * them again after a replayed submit changes nothing (study's answer finds its review id logged).
   */
  again: { cardId: string; reviewId: string }[];
};

/**
 * Submits a test, once: the first call closes it (questions left blank get an answer row marked wrong), scores it
 * and records its duration (to the deadline at most); any later call, even one racing it, finds it submitted and
 * answers the same result. The row lock makes concurrent submits one submit, and an answer saved at the same moment
 * lands before it (and counts) or is refused.
 */
export async function submitPracticeTest(
  { userId, testId, now = new Date() }: { userId: string; testId: string; now?: Date },
  db: Db,
): Promise<SubmittedPracticeTest> {
  return db.$transaction(async (tx) => {
    let test = await lockPracticeTest({ userId, testId, mode: "update" }, tx);
    let answers = await tx.practiceAnswer.findMany({ where: { testId }, select: practiceAnswerSelect, orderBy: { position: "asc" } });
    if (test.submittedAt === null) {
      const answered = new Set(answers.map((answer) => answer.position));
      const blank = testQuestions(test).flatMap((question, position) => {
        if (answered.has(position)) return [];
        const cardIds = question.cards.map((card) => card.cardId);
        return [{ testId, position, cardIds, response: Prisma.DbNull, correct: false, missedCardIds: cardIds, answeredAt: now }];
      });
      if (blank.length > 0) await tx.practiceAnswer.createMany({ data: blank });
      const end = test.deadlineAt !== null && test.deadlineAt < now ? test.deadlineAt : now;
      test = await tx.practiceTest.update({
        where: { id: testId },
        data: {
          submittedAt: now,
          score: answers.filter((answer) => answer.correct).length,
          durationMs: Math.max(0, end.getTime() - test.startedAt.getTime()),
        },
        select: practiceTestSelect,
      });
      answers = await tx.practiceAnswer.findMany({ where: { testId }, select: practiceAnswerSelect, orderBy: { position: "asc" } });
    }
    const missed = testSettings(test).missesAsAgain ? [...new Set(answers.flatMap((answer) => answer.missedCardIds))] : [];
    return {
      test: toPracticeTestDto(test, answers, now),
      again: missed.map((cardId) => ({ cardId, reviewId: practiceReviewId(testId, cardId) })),
    };
  });
}

/** The review id a test's "count misses as Again" answers a card with: fixed per test and card (a UUID-shaped hash). */
export function practiceReviewId(testId: string, cardId: string): string {
  const hex = createHash("sha256").update(`practice:${testId}:${cardId}`).digest("hex");
  // Version 8 (custom) and the RFC variant, so it reads as any other UUID.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
