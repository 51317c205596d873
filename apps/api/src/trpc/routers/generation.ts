import {
  ZGenerationJobInputSchema,
  ZGenerationJobSchema,
  ZGenerationJobsInputSchema,
  ZGenerationOptionsSchema,
  ZStartSourceGenerationInputSchema,
  ZStartTextGenerationInputSchema,
} from "@mnemo/api-contract";
import { z } from "zod";
import { getGenerationOptions } from "../../features/generation/get-generation-options.ts";
import { getGenerationJob, listGenerationJobs } from "../../features/generation/jobs/get-generation-job.ts";
import { startGeneration } from "../../features/generation/jobs/start-generation.ts";
import { protectedProcedure, router } from "../init.ts";
import { withGeneration } from "../service-middlewares.ts";

/** Files go through REST (multipart: POST /api/generation/jobs); pasted text may come either way. */
export const generationRouter = router({
  options: protectedProcedure
    .use(withGeneration)
    .output(ZGenerationOptionsSchema)
    .query(({ ctx }) =>
      getGenerationOptions(
        { userId: ctx.user.id, plans: ctx.plans, generator: ctx.generation.generator, maxUploadBytes: ctx.generation.maxUploadBytes },
        ctx.db,
      ),
    ),
  startText: protectedProcedure
    .input(ZStartTextGenerationInputSchema)
    .use(withGeneration)
    .output(ZGenerationJobSchema)
    .mutation(({ ctx, input }) =>
      startGeneration(
        {
          userId: ctx.user.id,
          groupId: input.groupId,
          types: input.types,
          input: { kind: "text", text: input.text },
          relaxed: input.relaxed,
          plans: ctx.plans,
          generator: ctx.generation.generator,
          enqueue: ctx.generation.enqueue,
          limits: ctx.generation.limits,
          canUpgrade: ctx.billing !== undefined,
        },
        ctx.db,
      ),
    ),
  /** Cards from a source the learner brought before: no upload, no charge (docs/sources.md). */
  startFromSource: protectedProcedure
    .input(ZStartSourceGenerationInputSchema)
    .use(withGeneration)
    .output(ZGenerationJobSchema)
    .mutation(({ ctx, input }) =>
      startGeneration(
        {
          userId: ctx.user.id,
          groupId: input.groupId,
          types: input.types,
          input: { kind: "source", sourceId: input.sourceId },
          relaxed: input.relaxed,
          plans: ctx.plans,
          generator: ctx.generation.generator,
          enqueue: ctx.generation.enqueue,
          limits: ctx.generation.limits,
          canUpgrade: ctx.billing !== undefined,
        },
        ctx.db,
      ),
    ),
  /** Polled by the create screen for the progress bar. */
  job: protectedProcedure
    .input(ZGenerationJobInputSchema)
    .output(ZGenerationJobSchema)
    .query(({ ctx, input }) => getGenerationJob({ userId: ctx.user.id, id: input.id }, ctx.db)),
  jobs: protectedProcedure
    .input(ZGenerationJobsInputSchema)
    .output(z.array(ZGenerationJobSchema))
    .query(({ ctx, input }) => listGenerationJobs({ userId: ctx.user.id, groupId: input.groupId }, ctx.db)),
});
