import {
  ZAnswerInputSchema,
  ZAnswerResultSchema,
  ZCardActionInputSchema,
  ZCardStudyStateSchema,
  ZSetDueInputSchema,
  ZStudyOverviewSchema,
  ZStudyQueueInputSchema,
  ZStudyQueueSchema,
  ZStudySettingsInputSchema,
  ZStudyStatsInputSchema,
  ZStudyStatsSchema,
  ZUndoInputSchema,
} from "@mnemo/api-contract";
import { answerCard } from "../../features/study/answer-card.ts";
import { buryCard, resetCard, setCardDue, suspendCard, unsuspendCard } from "../../features/study/card-actions.ts";
import { getStudyOverview } from "../../features/study/get-study-overview.ts";
import { getStudyQueue } from "../../features/study/get-study-queue.ts";
import { getStudyStats } from "../../features/study/get-study-stats.ts";
import { saveStudySettings } from "../../features/study/save-study-settings.ts";
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
    .mutation(({ ctx, input }) => answerCard({ userId: ctx.user.id, ...input }, ctx.db)),
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
  saveSettings: protectedProcedure.input(ZStudySettingsInputSchema).mutation(async ({ ctx, input }) => {
    await saveStudySettings({ userId: ctx.user.id, ...input }, ctx.db);
    return { ok: true as const };
  }),
});
