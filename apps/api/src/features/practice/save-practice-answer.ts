import { isDeepStrictEqual } from "node:util";
import {
  gradeResponse,
  responseMismatch,
  type TPracticeQuestion,
  type TPracticeQuestionDto,
  type TPracticeResponse,
  type TResponseGrade,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { asJson, lockPracticeTest } from "./lock-practice-test.ts";
import { judgeAnswerMeaning } from "./meaning/judge-answer-meaning.ts";
import type { MeaningCheck, TMeaningVerdict } from "./meaning/meaning-check.ts";
import { practiceAnswerSelect, testQuestions, testSettings, isTimeUp, toPracticeQuestionDto } from "./practice-dto.ts";
import { practiceTestSubmitted, practiceTimeUp } from "./practice-errors.ts";

export const NO_SUCH_QUESTION = "This test has no question at that position.";
export const ALREADY_ANSWERED =
  "This question was answered and its answer shown: it can no longer change. Use “I was right” if the grade was wrong.";

/**
 * Saves (or replaces) the answer to one question, graded on the server, so a reload loses nothing. Sending the same
 * answer again changes nothing. Refused once the test is submitted, after its deadline and grace, and, when
 * feedback is "each", for a question whose answer was already shown (a different answer there would be a free
 * second try). Answers the question as the learner may now see it: with its key when feedback is "each".
 * With a model configured (`meaningCheck`), a long written answer the other layers call wrong may still be accepted
 * by meaning (judgeAnswerMeaning, asked before the transaction), its reason stored with it.
 */
export async function savePracticeAnswer(
  {
    userId,
    testId,
    position,
    response,
    now = new Date(),
    meaningCheck,
  }: {
    userId: string;
    testId: string;
    position: number;
    response: TPracticeResponse;
    now?: Date;
    meaningCheck?: MeaningCheck | undefined;
  },
  db: Db,
): Promise<TPracticeQuestionDto> {
  const verdict = await judgeAnswerMeaning({ userId, testId, position, response, now, meaningCheck }, db);
  return db.$transaction(async (tx) => {
    const test = await lockPracticeTest({ userId, testId, mode: "share" }, tx);
    if (test.submittedAt !== null) throw practiceTestSubmitted();
    if (test.deadlineAt !== null && isTimeUp(test.deadlineAt, now)) throw practiceTimeUp(test.deadlineAt);
    const question = testQuestions(test)[position];
    if (!question) throw new AppError("BAD_REQUEST", { message: NO_SUCH_QUESTION });
    const settings = testSettings(test);
    const earlier = await tx.practiceAnswer.findUnique({ where: { testId_position: { testId, position } }, select: practiceAnswerSelect });
    const view = { submitted: false, feedback: settings.feedback };
    if (earlier && isDeepStrictEqual(earlier.response, response)) return toPracticeQuestionDto(question, position, earlier, view);
    if (earlier && settings.feedback === "each")
      throw new AppError("CONFLICT", { message: ALREADY_ANSWERED, details: { reason: "answered" } });

    const mismatch = responseMismatch(question, response);
    // A response that does not fit its question is a broken client, never a wrong answer.
    if (mismatch !== null) throw new AppError("BAD_REQUEST", { message: mismatch, details: { reason: "response_mismatch" } });
    const grade = withMeaning(question, gradeResponse(question, response, { strictAccents: settings.strictAccents }), verdict);
    const data = { response: asJson(response), ...grade, overridden: false, answeredAt: now };
    const saved = await tx.practiceAnswer.upsert({
      where: { testId_position: { testId, position } },
      create: { testId, position, cardIds: question.cards.map((card) => card.cardId), ...data },
      update: data,
      select: practiceAnswerSelect,
    });
    return toPracticeQuestionDto(question, position, saved, view);
  });
}

/** The other layers' grade, or, when they said wrong and the model found the same meaning, right by meaning with its reason. */
function withMeaning(
  question: TPracticeQuestion,
  grade: TResponseGrade,
  verdict: TMeaningVerdict | null,
): TResponseGrade & { reason: string | null } {
  if (grade.correct || !verdict?.same || (question.format !== "written" && question.format !== "fill_in"))
    return { ...grade, reason: null };
  return { correct: true, layer: "meaning", matched: question.answer, missedCardIds: [], reason: verdict.reason };
}
