import {
  ZAcceptCandidatesInputSchema,
  ZAcceptCandidatesResultSchema,
  ZCandidateInputSchema,
  ZCardCandidateSchema,
  ZEditCandidateInputSchema,
  ZJobCandidatesInputSchema,
  ZJobCandidatesSchema,
  ZMoreCandidatesInputSchema,
  ZMoreCandidatesResultSchema,
  ZGenerationJobInputSchema,
  ZGenerationJobSchema,
  ZGenerationJobsInputSchema,
  ZGenerationOptionsSchema,
  ZStartSourceGenerationInputSchema,
  ZStartTextGenerationInputSchema,
  ZWaitingCandidatesInputSchema,
  ZWaitingCandidatesSchema,
} from "@mnemo/api-contract";
import type { TGeneratedCardType, TGenerationOutput } from "@mnemo/api-contract";
import { z } from "zod";
import { acceptCardCandidates } from "../../features/generation/candidates/accept-card-candidates.ts";
import { listCardCandidates } from "../../features/generation/candidates/list-card-candidates.ts";
import { moreCardCandidates } from "../../features/generation/candidates/more-card-candidates.ts";
import { updateCardCandidate } from "../../features/generation/candidates/update-card-candidate.ts";
import { waitingCardCandidates } from "../../features/generation/candidates/waiting-card-candidates.ts";
import type { GenerationService } from "../../features/generation/generation-service.ts";
import { getGenerationOptions } from "../../features/generation/get-generation-options.ts";
import { getGenerationJob, listGenerationJobs } from "../../features/generation/jobs/get-generation-job.ts";
import { startGeneration } from "../../features/generation/jobs/start-generation.ts";
import { AppError } from "../../lib/app-error.ts";
import type { Context } from "../context.ts";
import { protectedProcedure, router } from "../init.ts";
import { withGeneration } from "../service-middlewares.ts";

/** A signed-in procedure's context once withGeneration has found the generation service. */
type TGenerationContext = Pick<Context, "plans" | "billing"> & { user: { id: string }; generation: GenerationService };

/** What every start shares: who, which deck, what to make (cards of which types, study notes), and the generation service's settings. */
function startOptions(
  ctx: TGenerationContext,
  input: {
    groupId: string;
    make: TGenerationOutput[];
    types?: TGeneratedCardType[] | undefined;
    relaxed?: boolean | undefined;
    memorise?: boolean | undefined;
  },
) {
  return {
    userId: ctx.user.id,
    groupId: input.groupId,
    make: input.make,
    types: input.types,
    relaxed: input.relaxed,
    memorise: input.memorise,
    plans: ctx.plans,
    generator: ctx.generation.generator,
    enqueue: ctx.generation.enqueue,
    limits: ctx.generation.limits,
    canUpgrade: ctx.billing !== undefined,
  };
}

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
    .mutation(({ ctx, input }) => startGeneration({ ...startOptions(ctx, input), input: { kind: "text", text: input.text } }, ctx.db)),
  /** Cards from a source the learner brought before: no upload, no charge (docs/sources.md). */
  startFromSource: protectedProcedure
    .input(ZStartSourceGenerationInputSchema)
    .use(withGeneration)
    .output(ZGenerationJobSchema)
    .mutation(({ ctx, input }) =>
      startGeneration({ ...startOptions(ctx, input), input: { kind: "source", sourceId: input.sourceId } }, ctx.db),
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
  /** The review step (docs/card-quality.md#the-learner-reviews-before-saving): a job's cards wait as candidates until accepted. */
  candidates: protectedProcedure
    .input(ZJobCandidatesInputSchema)
    .output(ZJobCandidatesSchema)
    .query(({ ctx, input }) => listCardCandidates({ userId: ctx.user.id, jobId: input.jobId }, ctx.db)),
  /** The deck page's "N cards waiting for your review": the deck's pending candidates and their jobs. */
  waitingCandidates: protectedProcedure
    .input(ZWaitingCandidatesInputSchema)
    .output(ZWaitingCandidatesSchema)
    .query(({ ctx, input }) => waitingCardCandidates({ userId: ctx.user.id, groupId: input.groupId }, ctx.db)),
  editCandidate: protectedProcedure
    .input(ZEditCandidateInputSchema)
    .output(ZCardCandidateSchema)
    .mutation(({ ctx, input }) =>
      updateCardCandidate({ userId: ctx.user.id, id: input.id, change: { kind: "edit", content: input.content } }, ctx.db),
    ),
  /** Dropped: not added, and not offered again when cards are made from the same source. */
  dropCandidate: protectedProcedure
    .input(ZCandidateInputSchema)
    .output(ZCardCandidateSchema)
    .mutation(({ ctx, input }) => updateCardCandidate({ userId: ctx.user.id, id: input.id, change: { kind: "drop" } }, ctx.db)),
  restoreCandidate: protectedProcedure
    .input(ZCandidateInputSchema)
    .output(ZCardCandidateSchema)
    .mutation(({ ctx, input }) => updateCardCandidate({ userId: ctx.user.id, id: input.id, change: { kind: "restore" } }, ctx.db)),
  /** "Show me more from this section": new candidates from one outline section of the job's source, at no charge. */
  moreCandidates: protectedProcedure
    .input(ZMoreCandidatesInputSchema)
    .use(withGeneration)
    .output(ZMoreCandidatesResultSchema)
    .mutation(({ ctx, input, signal }) => {
      const { moreCards } = ctx.generation;
      if (!moreCards) throw new AppError("GENERATION_FAILED", { message: "This server cannot make more cards from a section." });
      return moreCardCandidates(
        { userId: ctx.user.id, jobId: input.jobId, sectionIndex: input.sectionIndex, signal },
        { db: ctx.db, moreCards },
      );
    }),
  /** Adds the ticked candidates to the deck, once. */
  acceptCandidates: protectedProcedure
    .input(ZAcceptCandidatesInputSchema)
    .output(ZAcceptCandidatesResultSchema)
    .mutation(({ ctx, input }) => acceptCardCandidates({ userId: ctx.user.id, jobId: input.jobId, ids: input.ids }, ctx.db)),
});
