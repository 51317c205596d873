import {
  ZImportCommitInputSchema,
  ZImportPreviewInputSchema,
  ZImportPreviewSchema,
  ZImportResultSchema,
  ZImportUploadIdInputSchema,
  ZImportUploadSchema,
} from "@mnemo/api-contract";
import { z } from "zod";
import { commitImport, previewImport } from "../../features/exchange/import/import-in-thread.ts";
import { cancelUpload, listUploads } from "../../features/exchange/import/import-uploads.ts";
import { requireExchange } from "../../features/exchange/require-exchange.ts";
import { requireThreads } from "../../threads/require-threads.ts";
import { protectedProcedure, router } from "../init.ts";

/** Imports (docs/exchange.md): the file is uploaded first (POST /api/imports/uploads), then previewed and committed here, or cancelled. */
export const importsRouter = router({
  preview: protectedProcedure
    .input(ZImportPreviewInputSchema)
    .output(ZImportPreviewSchema)
    .mutation(({ ctx, input }) =>
      previewImport(
        { userId: ctx.user.id, uploadId: input.uploadId, text: input.text, target: input.target },
        { threads: requireThreads(ctx.threads) },
      ),
    ),
  commit: protectedProcedure
    .input(ZImportCommitInputSchema)
    .output(ZImportResultSchema)
    .mutation(({ ctx, input }) => commitImport({ userId: ctx.user.id, input }, { threads: requireThreads(ctx.threads) })),
  uploads: protectedProcedure.output(z.array(ZImportUploadSchema)).query(({ ctx }) => listUploads({ userId: ctx.user.id }, ctx.db)),
  cancel: protectedProcedure
    .input(ZImportUploadIdInputSchema)
    .mutation(({ ctx, input }) =>
      cancelUpload({ userId: ctx.user.id, uploadId: input.uploadId }, { db: ctx.db, exchange: requireExchange(ctx.exchange) }),
    ),
});
