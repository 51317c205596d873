import {
  ZAnswerInputSchema,
  ZAnswerResultSchema,
  ZCardActionInputSchema,
  ZCardStudyStateSchema,
  ZDeckLimitsResultSchema,
  ZParameterFitSchema,
  ZSaveDeckLimitsInputSchema,
  ZSetDueInputSchema,
  ZSpreadBacklogInputSchema,
  ZStudyOverviewSchema,
  ZStudyQueueInputSchema,
  ZStudyQueueSchema,
  ZStudySettingsInputSchema,
  ZStudySettingsSchema,
  ZStudyStatsInputSchema,
  ZStudyStatsSchema,
  ZUndoInputSchema,
} from "@mnemo/api-contract";
import { answerCardCounted } from "../../features/study/answer-card.ts";
import { buryCard, resetCard, setCardDue, suspendCard, unsuspendCard } from "../../features/study/card-actions.ts";
import { getStudyOverview } from "../../features/study/get-study-overview.ts";
import { getStudyQueue } from "../../features/study/get-study-queue.ts";
import { getStudySettingsDto } from "../../features/study/get-study-settings.ts";
import { getStudyStats } from "../../features/study/get-study-stats.ts";
import { getParameterFit } from "../../features/study/jobs/get-parameter-fit.ts";
import { startFirstFitIfDue, startParameterFit } from "../../features/study/jobs/start-parameter-fit.ts";
import { rescheduleAllCards } from "../../features/study/reschedule-all-cards.ts";
import { saveDeckLimits } from "../../features/study/save-deck-limits.ts";
import { saveStudySettings } from "../../features/study/save-study-settings.ts";
import { spreadBacklog } from "../../features/study/spread-backlog.ts";
import { undoAnswer } from "../../features/study/undo-answer.ts";
import { protectedProcedure, router } from "../init.ts";

export const studyRouter = router({
  overview: protectedProcedure.output(ZStudyOverviewSchema).query(({ ctx }) => getStudyOverview({ userId: ctx.user.id }, ctx.db)),
  queue: protectedProcedure
    .input(ZStudyQueueInputSchema)
    .output(ZStudyQueueSchema)
    .query(({ ctx, input }) => getStudyQueue({ userId: ctx.user.id, ...input }, ctx.db)),
  answer: protectedProcedure
    .input(ZAnswerInputSchema)
    .output(ZAnswerResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { result, answers } = await answerCardCounted({ userId: ctx.user.id, ...input }, ctx.db);
      // The 400th answer starts the first fit of personal parameters (later ones are on demand).
      await startFirstFitIfDue({ userId: ctx.user.id, answers, jobs: ctx.jobs, log: ctx.log }, ctx.db);
      return result;
    }),
  undo: protectedProcedure
    .input(ZUndoInputSchema)
    .output(ZAnswerResultSchema)
    .mutation(({ ctx, input }) => undoAnswer({ userId: ctx.user.id, reviewId: input.reviewId }, ctx.db)),
  suspend: protectedProcedure
    .input(ZCardActionInputSchema)
    .output(ZCardStudyStateSchema)
    .mutation(({ ctx, input }) => suspendCard({ userId: ctx.user.id, ...input }, ctx.db)),
  unsuspend: protectedProcedure
    .input(ZCardActionInputSchema)
    .output(ZCardStudyStateSchema)
    .mutation(({ ctx, input }) => unsuspendCard({ userId: ctx.user.id, ...input }, ctx.db)),
  bury: protectedProcedure
    .input(ZCardActionInputSchema)
    .output(ZCardStudyStateSchema)
    .mutation(({ ctx, input }) => buryCard({ userId: ctx.user.id, ...input }, ctx.db)),
  reset: protectedProcedure
    .input(ZCardActionInputSchema)
    .output(ZCardStudyStateSchema)
    .mutation(({ ctx, input }) => resetCard({ userId: ctx.user.id, ...input }, ctx.db)),
  setDue: protectedProcedure
    .input(ZSetDueInputSchema)
    .output(ZCardStudyStateSchema)
    .mutation(({ ctx, input }) => setCardDue({ userId: ctx.user.id, ...input }, ctx.db)),
  stats: protectedProcedure
    .input(ZStudyStatsInputSchema)
    .output(ZStudyStatsSchema)
    .query(({ ctx, input }) => getStudyStats({ userId: ctx.user.id, groupIds: input.groupIds }, ctx.db)),
  parameters: protectedProcedure.output(ZParameterFitSchema).query(({ ctx }) => getParameterFit({ userId: ctx.user.id }, ctx.db)),
  fitParameters: protectedProcedure.mutation(({ ctx }) => startParameterFit({ userId: ctx.user.id, jobs: ctx.jobs }, ctx.db)),
  spreadBacklog: protectedProcedure
    .input(ZSpreadBacklogInputSchema)
    .mutation(({ ctx, input }) => spreadBacklog({ userId: ctx.user.id, days: input.days }, ctx.db)),
  rescheduleAll: protectedProcedure.mutation(({ ctx }) => rescheduleAllCards({ userId: ctx.user.id }, ctx.db)),
  settings: protectedProcedure.output(ZStudySettingsSchema).query(({ ctx }) => getStudySettingsDto({ userId: ctx.user.id }, ctx.db)),
  saveSettings: protectedProcedure.input(ZStudySettingsInputSchema).mutation(async ({ ctx, input }) => {
    await saveStudySettings({ userId: ctx.user.id, ...input }, ctx.db);
    return { ok: true as const };
  }),
  saveDeckLimits: protectedProcedure
    .input(ZSaveDeckLimitsInputSchema)
    .output(ZDeckLimitsResultSchema)
    .mutation(({ ctx, input }) => saveDeckLimits({ userId: ctx.user.id, ...input }, ctx.db)),
});
