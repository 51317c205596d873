import { rm } from "node:fs/promises";
import multipart from "@fastify/multipart";
import { MAX_IMPORT_BYTES, ZIdSchema, ZImportCommitInputSchema, ZImportPreviewInputSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { commitImport, previewImport } from "../features/exchange/import/import-in-thread.ts";
import { assertUploadRoom, cancelUpload, checkUploadName, listUploads, saveUpload } from "../features/exchange/import/import-uploads.ts";
import { streamToTempFile } from "../features/exchange/files/stream-to-temp-file.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { AppError } from "../lib/app-error.ts";
import { requireThreads } from "../threads/require-threads.ts";
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
  // Every limit set: Fastify's bodyLimit does not apply to multipart streams.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMPORT_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5, headerPairs: 200 },
  });

  app.post("/api/imports/uploads", async (request, reply) => {
    const user = await requireUser(request);
    const exchange = requireExchange(app.services.exchange);
    if (!request.isMultipart())
      throw new AppError("BAD_REQUEST", { message: "Send the file as multipart/form-data in a field named file." });
    // Refused before the body is read: no 100 MB upload only to be told to cancel one first.
    await assertUploadRoom({ userId: user.id }, app.services.db);
    let upload: { fileName: string; localPath: string; size: number; head: Uint8Array } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (upload) throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
        const fileName = (part.filename || "upload").slice(0, 255);
        checkUploadName(fileName);
        // Streamed to the stores' disk as it arrives (never whole in memory), then moved into the upload store.
        upload = { fileName, ...(await streamToTempFile(part.file, exchange.tempDir)) };
        if (part.file.truncated) throw fileTooLarge();
      }
    } catch (error) {
      if (upload) await rm(upload.localPath, { force: true });
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") throw fileTooLarge();
      if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
      throw new AppError("BAD_REQUEST", {
        message: "The upload was cut off or is not valid multipart/form-data. Try again.",
        cause: error,
      });
    }
    if (!upload) throw new AppError("BAD_REQUEST", { message: "No file in the upload: send it in a field named file." });
    try {
      const saved = await saveUpload({ userId: user.id, ...upload }, { db: app.services.db, exchange });
      return await reply.status(201).send(saved);
    } finally {
      await rm(upload.localPath, { force: true });
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
