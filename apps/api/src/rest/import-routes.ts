import multipart from "@fastify/multipart";
import { MAX_IMPORT_BYTES, ZImportCommitInputSchema, ZImportPreviewInputSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { saveUpload } from "../features/exchange/import/import-uploads.ts";
import { commitImport, previewImport } from "../features/exchange/import/run-import.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { AppError } from "../lib/app-error.ts";
import { requireUser } from "./require-user.ts";

/**
 * POST /api/imports/uploads: one file (multipart, field `file`, up to 100 MB) kept for an hour for
 * `imports.preview` and `imports.commit` (tRPC, or POST /api/imports/preview and /api/imports).
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
    let upload: { bytes: Buffer; fileName: string } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type !== "file") continue;
        if (upload) throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
        upload = { bytes: await part.toBuffer(), fileName: (part.filename || "upload").slice(0, 255) };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const code = (error as { code?: string }).code;
      if (code === "FST_REQ_FILE_TOO_LARGE") {
        throw new AppError("FILE_TOO_LARGE", {
          message: `The file is larger than ${MAX_IMPORT_BYTES / (1024 * 1024)} MB, the most one import may be. Export fewer decks, or without media, and try again.`,
          details: { limitBytes: MAX_IMPORT_BYTES },
        });
      }
      if (code === "FST_FILES_LIMIT") throw new AppError("BAD_REQUEST", { message: "Upload one file at a time." });
      throw new AppError("BAD_REQUEST", {
        message: "The upload was cut off or is not valid multipart/form-data. Try again.",
        cause: error,
      });
    }
    if (!upload) throw new AppError("BAD_REQUEST", { message: "No file in the upload: send it in a field named file." });
    return reply.status(201).send(await saveUpload({ userId: user.id, fileName: upload.fileName, bytes: upload.bytes }, exchange));
  });

  app.post("/api/imports/preview", async (request) => {
    const user = await requireUser(request);
    const input = ZImportPreviewInputSchema.parse(request.body ?? {});
    return previewImport(
      { userId: user.id, uploadId: input.uploadId, text: input.text },
      { exchange: requireExchange(app.services.exchange) },
    );
  });

  app.post("/api/imports", async (request) => {
    const user = await requireUser(request);
    const input = ZImportCommitInputSchema.parse(request.body ?? {});
    return commitImport({ userId: user.id, input }, { db: app.services.db, exchange: requireExchange(app.services.exchange) });
  });
}
