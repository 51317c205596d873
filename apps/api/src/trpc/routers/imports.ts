import { ZImportCommitInputSchema, ZImportPreviewInputSchema, ZImportPreviewSchema, ZImportResultSchema } from "@mnemo/api-contract";
import { commitImport, previewImport } from "../../features/exchange/import/run-import.ts";
import { requireExchange } from "../../features/exchange/require-exchange.ts";
import { protectedProcedure, router } from "../init.ts";

/** Imports (docs/exchange.md): the file is uploaded first (POST /api/imports/uploads), then previewed and committed here. */
export const importsRouter = router({
  preview: protectedProcedure
    .input(ZImportPreviewInputSchema)
    .output(ZImportPreviewSchema)
    .mutation(({ ctx, input }) =>
      previewImport({ userId: ctx.user.id, uploadId: input.uploadId, text: input.text }, { exchange: requireExchange(ctx.exchange) }),
    ),
  commit: protectedProcedure
    .input(ZImportCommitInputSchema)
    .output(ZImportResultSchema)
    .mutation(({ ctx, input }) => commitImport({ userId: ctx.user.id, input }, { db: ctx.db, exchange: requireExchange(ctx.exchange) })),
});
