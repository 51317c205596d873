import {
  ZExtendPracticeInputSchema,
  ZOverridePracticeAnswerInputSchema,
  ZPracticeAttemptSchema,
  ZPracticeHistoryInputSchema,
  ZPracticeHistorySchema,
  ZPracticeItemStatsInputSchema,
  ZPracticeItemStatsSchema,
  ZPracticePrintTextInputSchema,
  ZPracticePrintTextSchema,
  ZPracticeQuestionDtoSchema,
  ZPracticeTestCardsSchema,
  ZPracticeTestInputSchema,
  ZPracticeTestSchema,
  ZSavePracticeAnswerInputSchema,
  ZStartPracticeInputSchema,
  ZUnfinishedPracticeSchema,
} from "@mnemo/api-contract";
import { extendPracticeTest } from "../../features/practice/extend-practice-test.ts";
import { getPracticeTest } from "../../features/practice/get-practice-test.ts";
import { listCardItemStats } from "../../features/practice/list-card-item-stats.ts";
import { listTestCards } from "../../features/practice/list-test-cards.ts";
import { listPracticeHistory } from "../../features/practice/list-practice-history.ts";
import { listUnfinishedTests } from "../../features/practice/list-unfinished-tests.ts";
import { practiceTestTextFile } from "../../features/practice/print-practice-test.ts";
import { overridePracticeAnswer } from "../../features/practice/override-practice-answer.ts";
import { retakePracticeTest } from "../../features/practice/retake-practice-test.ts";
import { savePracticeAnswer } from "../../features/practice/save-practice-answer.ts";
import { startPracticeTest } from "../../features/practice/start-practice-test.ts";
import { submitPracticeTest } from "../../features/practice/submit-practice-test.ts";
import { answerCardsAgain } from "../../features/study/answer-cards-again.ts";
import { getStudySettings } from "../../features/study/study-settings.ts";
import { protectedProcedure, router } from "../init.ts";

/**
 * Practice tests (docs/practice-tests.md), open to every plan. Where a test needs study (the learner's scheduler
 * settings for recall, answering misses Again), the procedure composes the two features.
 */
export const practiceRouter = router({
  start: protectedProcedure
    .input(ZStartPracticeInputSchema)
    .output(ZPracticeTestSchema)
    .mutation(async ({ ctx, input }) => {
      const { scheduler } = await getStudySettings({ userId: ctx.user.id }, ctx.db);
      return startPracticeTest({ userId: ctx.user.id, choice: input, scheduler }, ctx.db);
    }),
  get: protectedProcedure
    .input(ZPracticeTestInputSchema)
    .output(ZPracticeTestSchema)
    .query(({ ctx, input }) => getPracticeTest({ userId: ctx.user.id, testId: input.testId }, ctx.db)),
  unfinished: protectedProcedure.output(ZUnfinishedPracticeSchema).query(({ ctx }) => listUnfinishedTests({ userId: ctx.user.id }, ctx.db)),
  answer: protectedProcedure
    .input(ZSavePracticeAnswerInputSchema)
    .output(ZPracticeQuestionDtoSchema)
    .mutation(({ ctx, input }) => savePracticeAnswer({ userId: ctx.user.id, ...input, meaningCheck: ctx.meaningCheck }, ctx.db)),
  override: protectedProcedure
    .input(ZOverridePracticeAnswerInputSchema)
    .output(ZPracticeQuestionDtoSchema)
    .mutation(({ ctx, input }) => overridePracticeAnswer({ userId: ctx.user.id, ...input }, ctx.db)),
  submit: protectedProcedure
    .input(ZPracticeTestInputSchema)
    .output(ZPracticeTestSchema)
    .mutation(async ({ ctx, input }) => {
      const { test, again } = await submitPracticeTest({ userId: ctx.user.id, testId: input.testId }, ctx.db);
      // Only when the learner ticked "count misses as Again" for this test; replays find their review ids logged.
      if (again.length > 0) await answerCardsAgain({ userId: ctx.user.id, cards: again }, ctx.db);
      return test;
    }),
  results: protectedProcedure
    .input(ZPracticeTestInputSchema)
    .output(ZPracticeTestSchema)
    .query(({ ctx, input }) => getPracticeTest({ userId: ctx.user.id, testId: input.testId, submitted: true }, ctx.db)),
  extend: protectedProcedure
    .input(ZExtendPracticeInputSchema)
    .output(ZPracticeAttemptSchema)
    .mutation(({ ctx, input }) => extendPracticeTest({ userId: ctx.user.id, ...input }, ctx.db)),
  retake: protectedProcedure
    .input(ZPracticeTestInputSchema)
    .output(ZPracticeTestSchema)
    .mutation(async ({ ctx, input }) => {
      const { scheduler } = await getStudySettings({ userId: ctx.user.id }, ctx.db);
      return retakePracticeTest({ userId: ctx.user.id, testId: input.testId, scheduler }, ctx.db);
    }),
  /** The cards a test asked about: each card's deck and source, for the results' edit links and source popovers. */
  cards: protectedProcedure
    .input(ZPracticeTestInputSchema)
    .output(ZPracticeTestCardsSchema)
    .query(({ ctx, input }) => listTestCards({ userId: ctx.user.id, testId: input.testId }, ctx.db)),
  history: protectedProcedure
    .input(ZPracticeHistoryInputSchema)
    .output(ZPracticeHistorySchema)
    .query(({ ctx, input }) => listPracticeHistory({ userId: ctx.user.id, ...input }, ctx.db)),
  /** The test as plain text or Markdown (copy as text); the PDF is GET /api/practice/:testId/print. */
  printText: protectedProcedure
    .input(ZPracticePrintTextInputSchema)
    .output(ZPracticePrintTextSchema)
    .query(({ ctx, input }) => practiceTestTextFile({ userId: ctx.user.id, ...input }, ctx.db)),
  itemStats: protectedProcedure
    .input(ZPracticeItemStatsInputSchema)
    .output(ZPracticeItemStatsSchema)
    .query(({ ctx, input }) => listCardItemStats({ userId: ctx.user.id, groupId: input.groupId }, ctx.db)),
});
