import {
  ZExportJobSchema,
  ZExportRequestSchema,
  ZExportStartSchema,
  ZIdSchema,
  ZQuizletTextSchema,
  MAX_EXPORT_DECKS,
} from "@mnemo/api-contract";
import { z } from "zod";
import { exportOptionsFor } from "../../features/plan/export-allowance.ts";
import { quizletText } from "../../features/exchange/export/quizlet-text.ts";
import { getExportJob, startExport } from "../../features/exchange/export/start-export.ts";
import { protectedProcedure, router } from "../init.ts";
import { withThreads } from "../service-middlewares.ts";

const ZDecksInputSchema = z.object({ groupIds: z.array(ZIdSchema).max(MAX_EXPORT_DECKS).default([]) });

/** Exports (docs/exchange.md): the menu, starting one (a download address, or a job), its job, Quizlet's text. */
export const exportsRouter = router({
  options: protectedProcedure.query(({ ctx }) => exportOptionsFor({ userId: ctx.user.id, plans: ctx.plans }, ctx.db)),
  start: protectedProcedure
    .input(ZExportRequestSchema)
    .output(ZExportStartSchema)
    .mutation(({ ctx, input }) => startExport({ userId: ctx.user.id, plans: ctx.plans, jobs: ctx.jobs, request: input }, ctx.db)),
  job: protectedProcedure
    .input(z.object({ id: ZIdSchema }))
    .output(ZExportJobSchema)
    .query(({ ctx, input }) => getExportJob({ userId: ctx.user.id, id: input.id }, ctx.db)),
  quizletText: protectedProcedure
    .input(ZDecksInputSchema)
    .use(withThreads)
    .output(ZQuizletTextSchema)
    .query(({ ctx, input }) =>
      quizletText({ userId: ctx.user.id, plans: ctx.plans, groupIds: input.groupIds }, { db: ctx.db, threads: ctx.threads }),
    ),
});
