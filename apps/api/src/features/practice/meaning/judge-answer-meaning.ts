import { gradeResponse, type TPracticeResponse } from "@mnemo/api-contract";
import { isDeepStrictEqual } from "node:util";
import type { Db } from "@mnemo/db";
import { isTimeUp, practiceTestSelect, testQuestions, testSettings } from "../practice-dto.ts";
import { isLongWrittenResponse, meaningQuestion, type MeaningCheck, type TMeaningVerdict } from "./meaning-check.ts";

/**
 * The meaning check's verdict on an answer about to be saved, asked before savePracticeAnswer's transaction so the
 * test's row is never locked while the model thinks. Asks only when it could change the grade: a model is configured,
 * the answer is written or fill-in with more than four words, the other layers say wrong, and the save would go
 * through (the test is open, in time, and this is a new answer that may still change). Otherwise, and whenever the
 * model gives no verdict, null.
 */
export async function judgeAnswerMeaning(
  {
    userId,
    testId,
    position,
    response,
    now,
    meaningCheck,
  }: { userId: string; testId: string; position: number; response: TPracticeResponse; now: Date; meaningCheck: MeaningCheck | undefined },
  db: Db,
): Promise<TMeaningVerdict | null> {
  // Decided on the response alone first: most answers never cost a read.
  if (!meaningCheck || !isLongWrittenResponse(response)) return null;
  const test = await db.practiceTest.findFirst({ where: { id: testId, userId }, select: practiceTestSelect });
  if (!test || test.submittedAt !== null || isTimeUp(test.deadlineAt, now)) return null;
  const question = testQuestions(test)[position];
  const asked = question && meaningQuestion(question, response);
  if (!question || !asked) return null;
  const settings = testSettings(test);
  if (gradeResponse(question, response, { strictAccents: settings.strictAccents }).correct) return null;
  const earlier = await db.practiceAnswer.findUnique({ where: { testId_position: { testId, position } }, select: { response: true } });
  if (earlier && (isDeepStrictEqual(earlier.response, response) || settings.feedback === "each")) return null;
  return meaningCheck.judge(asked);
}
