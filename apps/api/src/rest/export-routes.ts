import { createReadStream } from "node:fs";
import { MAX_EXPORT_DECKS, ZExportRequestSchema, ZIdSchema, type TExportJob } from "@mnemo/api-contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { exportOptionsFor } from "../features/exchange/export/export-allowance.ts";
import { removeTempFile, writeExportFile } from "../features/exchange/export/export-in-thread.ts";
import { quizletText } from "../features/exchange/export/quizlet-text.ts";
import { contentDisposition, exportContentType } from "../features/exchange/export/export-file-names.ts";
import { getExportJob, startExport } from "../features/exchange/export/start-export.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { AppError } from "../lib/app-error.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { requireUser } from "./require-user.ts";

/** `groupId` may be given once, repeated, or comma-separated. */
const ZGroupIdsQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value ? [value] : [])
      .flatMap((part) => part.split(","))
      .map((part) => part.trim())
      .filter(Boolean),
  );

const ZExportQuerySchema = z.object({
  format: z.string(),
  groupId: ZGroupIdsQuery,
  progress: z.enum(["true", "false", "1", "0"], { error: "progress must be true or false." }).optional(),
  layout: z.string().optional(),
  paper: z.string().optional(),
});

/**
 * Exports for the browser and for scripts (docs/exchange.md):
 * GET /api/exports/options, GET /api/exports/file (the file, or 202 and a job when it is large),
 * GET /api/exports/jobs/:id and /api/exports/jobs/:id/file, GET /api/exports/quizlet.
 */
export async function exportRoutes(app: FastifyInstance) {
  const { db, plans } = app.services;

  app.get("/api/exports/options", async (request) => {
    const user = await requireUser(request);
    return exportOptionsFor({ userId: user.id, plans }, db);
  });

  app.get("/api/exports/file", async (request, reply) => {
    const user = await requireUser(request);
    const query = ZExportQuerySchema.parse(request.query ?? {});
    const exportRequest = ZExportRequestSchema.parse({
      format: query.format,
      groupIds: query.groupId,
      includeProgress: query.progress === "true" || query.progress === "1",
      pdf: { ...(query.layout ? { layout: query.layout } : {}), ...(query.paper ? { paper: query.paper } : {}) },
    });
    const started = await startExport({ userId: user.id, plans, jobs: app.services.jobs, request: exportRequest }, db);
    if (started.mode === "job") {
      const job = await getExportJob({ userId: user.id, id: started.jobId }, db);
      return reply.status(202).header("location", `/api/exports/jobs/${job.id}`).send(job);
    }
    // Made in a file thread, written to a temp file, streamed, then removed.
    const file = await writeExportFile(
      {
        userId: user.id,
        request: { ...exportRequest, format: exportRequest.format as Exclude<typeof exportRequest.format, "quizlet"> },
        destination: { kind: "temp" },
      },
      { threads: requireThreads(app.services.threads) },
    );
    const temp = file.path!;
    const stream = createReadStream(temp);
    stream.on("close", () => void removeTempFile(temp));
    reply.header("content-length", file.size);
    return sendFile(reply, file.fileName, file.contentType, stream);
  });

  app.get<{ Params: { id: string } }>("/api/exports/jobs/:id", async (request): Promise<TExportJob> => {
    const user = await requireUser(request);
    const id = ZIdSchema.parse(request.params.id);
    return getExportJob({ userId: user.id, id }, db);
  });

  app.get<{ Params: { id: string } }>("/api/exports/jobs/:id/file", async (request, reply) => {
    const user = await requireUser(request);
    const exchange = requireExchange(app.services.exchange);
    const id = ZIdSchema.parse(request.params.id);
    const job = await db.exportJob.findFirst({
      where: { id, userId: user.id },
      select: { status: true, filePath: true, fileName: true, expiresAt: true, format: true },
    });
    if (!job) throw new AppError("NOT_FOUND", { message: "Export not found" });
    if (job.status !== "succeeded" || !job.filePath || !job.fileName) {
      throw new AppError("CONFLICT", {
        message: "This export is not finished yet: poll /api/exports/jobs/" + id + " until its status is succeeded.",
      });
    }
    const size = job.expiresAt && job.expiresAt > new Date() ? await exchange.exports.size(job.filePath) : null;
    if (size === null) {
      throw new AppError("EXPORT_EXPIRED", { message: "This export's file was kept for a day and is gone. Export the decks again." });
    }
    reply.header("content-length", size);
    return sendFile(reply, job.fileName, exportContentType(job.fileName), exchange.exports.stream(job.filePath));
  });

  app.get("/api/exports/quizlet", async (request) => {
    const user = await requireUser(request);
    const { groupId } = z.object({ groupId: ZGroupIdsQuery }).parse(request.query ?? {});
    const groupIds = z
      .array(ZIdSchema)
      .max(MAX_EXPORT_DECKS, { error: `Export at most ${MAX_EXPORT_DECKS} decks at once, or all of them.` })
      .parse(groupId);
    return quizletText({ userId: user.id, plans, groupIds }, { db, threads: requireThreads(app.services.threads) });
  });
}

function sendFile(reply: FastifyReply, fileName: string, contentType: string, body: Buffer | NodeJS.ReadableStream) {
  return reply
    .header("content-type", contentType)
    .header("content-disposition", contentDisposition(fileName))
    .header("cache-control", "private, no-store")
    .header("x-content-type-options", "nosniff")
    .send(body);
}
