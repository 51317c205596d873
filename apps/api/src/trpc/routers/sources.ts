import {
  ZDeckSourceSchema,
  ZDeckSourcesInputSchema,
  ZListSourcesInputSchema,
  ZRenameSourceInputSchema,
  ZSourceIdInputSchema,
  ZSourceSchema,
  ZSourceSummarySchema,
  ZSourcesPageSchema,
} from "@mnemo/api-contract";
import { z } from "zod";
import { deleteSource } from "../../features/sources/delete-source.ts";
import { getSource } from "../../features/sources/get-source.ts";
import { listDeckSources } from "../../features/sources/list-deck-sources.ts";
import { listSources } from "../../features/sources/list-sources.ts";
import { renameSource } from "../../features/sources/rename-source.ts";
import { protectedProcedure, router } from "../init.ts";

/** The learner's sources (docs/sources.md): the library, one source with its text, rename, delete, a deck's sources. */
export const sourcesRouter = router({
  list: protectedProcedure
    .input(ZListSourcesInputSchema)
    .output(ZSourcesPageSchema)
    .query(({ ctx, input }) => listSources({ userId: ctx.user.id, query: input.query, cursor: input.cursor }, ctx.db)),
  get: protectedProcedure
    .input(ZSourceIdInputSchema)
    .output(ZSourceSchema)
    .query(({ ctx, input }) => getSource({ userId: ctx.user.id, id: input.id }, ctx.db)),
  /** What a deck's cards were made from (the deck page's "Made from"); another learner's deck answers 404. */
  forDeck: protectedProcedure
    .input(ZDeckSourcesInputSchema)
    .output(z.array(ZDeckSourceSchema))
    .query(({ ctx, input }) => listDeckSources({ userId: ctx.user.id, groupId: input.groupId }, ctx.db)),
  rename: protectedProcedure
    .input(ZRenameSourceInputSchema)
    .output(ZSourceSummarySchema)
    .mutation(({ ctx, input }) => renameSource({ userId: ctx.user.id, ...input }, ctx.db)),
  delete: protectedProcedure
    .input(ZSourceIdInputSchema)
    .output(z.object({ id: z.string() }))
    .mutation(async ({ ctx, input }) => {
      await deleteSource({ userId: ctx.user.id, id: input.id }, { db: ctx.db, files: ctx.sourceFiles?.store, log: ctx.log });
      return { id: input.id };
    }),
});
