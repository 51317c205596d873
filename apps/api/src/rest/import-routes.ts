import { rm } from "node:fs/promises";
import { MAX_IMPORT_BYTES, ZIdSchema, ZImportCommitInputSchema, ZImportPreviewInputSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { commitImport, previewImport } from "../features/exchange/import/import-in-thread.ts";
import { assertUploadRoom, cancelUpload, checkUploadName, listUploads, saveUpload } from "../features/exchange/import/import-uploads.ts";
import { streamToTempFile } from "../features/exchange/files/stream-to-temp-file.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { AppError } from "../lib/app-error.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { assertMultipart, readUpload, registerUploads } from "./multipart-upload.ts";
import { requireUser } from "./require-user.ts";

function fileTooLarge(): AppError {
  return new AppError("FILE_TOO_LARGE", {
    message: `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB, the most one import may be. Export fewer decks, or without media, and try again.`,
    details: { limitBytes: MAX_IMPORT_BYTES },
  });
}

/**
 * POST /api/imports/uploads: one file (multipart, field `file`, up to 100 MB) kept for an hour for
 * `imports.preview` and `imports.commit` (tRPC, or POST /api/imports/preview and /api/imports).
 * GET /api/imports/uploads lists the ones waiting; DELETE /api/imports/uploads/:id cancels one.
 */
export async function importRoutes(app: FastifyInstance) {
  await registerUploads(app, { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 200 });

  app.post("/api/imports/uploads", async (request, reply) => {
    const user = await requireUser(request);
    const exchange = requireExchange(app.services.exchange);
    assertMultipart(request);
    // Refused before the body is read: no 100 MB upload only to be told to cancel one first.
    await assertUploadRoom({ userId: user.id }, app.services.db);
    const { file } = await readUpload(request, {
      receive: async (part) => {
        const fileName = (part.filename || "upload").slice(0, 255);
        checkUploadName(fileName);
        // Streamed to the stores' disk as it arrives (never whole in memory), then moved into the upload store.
        return { fileName, ...(await streamToTempFile(part.file, exchange.tempDir)) };
      },
      discard: (upload) => rm(upload.localPath, { force: true }),
      tooLarge: fileTooLarge,
    });
    try {
      const saved = await saveUpload({ userId: user.id, ...file }, { db: app.services.db, exchange });
      return await reply.status(201).send(saved);
    } finally {
      await rm(file.localPath, { force: true });
    }
  });

  app.get("/api/imports/uploads", async (request) => {
    const user = await requireUser(request);
    return { uploads: await listUploads({ userId: user.id }, app.services.db) };
  });

  app.delete<{ Params: { id: string } }>("/api/imports/uploads/:id", async (request, reply) => {
    const user = await requireUser(request);
    const uploadId = ZIdSchema.parse(request.params.id);
    await cancelUpload({ userId: user.id, uploadId }, { db: app.services.db, exchange: requireExchange(app.services.exchange) });
    return reply.status(204).send();
  });

  app.post("/api/imports/preview", async (request) => {
    const user = await requireUser(request);
    const input = ZImportPreviewInputSchema.parse(request.body ?? {});
    return previewImport(
      { userId: user.id, uploadId: input.uploadId, text: input.text, target: input.target },
      { threads: requireThreads(app.services.threads) },
    );
  });

  app.post("/api/imports", async (request) => {
    const user = await requireUser(request);
    const input = ZImportCommitInputSchema.parse(request.body ?? {});
    return commitImport({ userId: user.id, input }, { threads: requireThreads(app.services.threads) });
  });
}
