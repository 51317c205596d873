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
import { protectedProcedure, router } from "../init.ts";
import { withExchange, withThreads } from "../service-middlewares.ts";

/** Imports (docs/exchange.md): the file is uploaded first (POST /api/imports/uploads), then previewed and committed here, or cancelled. */
export const importsRouter = router({
  preview: protectedProcedure
    .input(ZImportPreviewInputSchema)
    .use(withThreads)
    .output(ZImportPreviewSchema)
    .mutation(({ ctx, input }) =>
      previewImport({ userId: ctx.user.id, uploadId: input.uploadId, text: input.text, target: input.target }, { threads: ctx.threads }),
    ),
  commit: protectedProcedure
    .input(ZImportCommitInputSchema)
    .use(withThreads)
    .output(ZImportResultSchema)
    .mutation(({ ctx, input }) => commitImport({ userId: ctx.user.id, input }, { threads: ctx.threads })),
  uploads: protectedProcedure.output(z.array(ZImportUploadSchema)).query(({ ctx }) => listUploads({ userId: ctx.user.id }, ctx.db)),
  cancel: protectedProcedure
    .input(ZImportUploadIdInputSchema)
    .use(withExchange)
    .mutation(({ ctx, input }) => cancelUpload({ userId: ctx.user.id, uploadId: input.uploadId }, { db: ctx.db, exchange: ctx.exchange })),
});
