import { MAX_EXPORT_DECKS, ZExportRequestSchema, ZIdSchema, type TExportJob } from "@mnemo/api-contract";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { exportOptionsFor } from "../features/plan/export-allowance.ts";
import { downloadExport } from "../features/exchange/export/download-export.ts";
import { quizletText } from "../features/exchange/export/quizlet-text.ts";
import { contentDisposition } from "../features/exchange/export/export-file-names.ts";
import { EXPORT_CACHE_CONTROL, openExportJobFile, type OpenedExportFile } from "../features/exchange/export/open-export-file.ts";
import { getExportJob } from "../features/exchange/export/start-export.ts";
import { requireExchange } from "../features/exchange/require-exchange.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { requireUser } from "./require-user.ts";
import { redirectToFile } from "./send-download.ts";

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
    const download = await downloadExport(
      { userId: user.id, plans, jobs: app.services.jobs, request: exportRequest },
      { db, threads: app.services.threads },
    );
    if (download.mode === "job") {
      return reply.status(202).header("location", `/api/exports/jobs/${download.job.id}`).send(download.job);
    }
    return sendFile(reply, download.file);
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
    return sendFile(reply, await openExportJobFile({ userId: user.id, id }, { db, exchange }));
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

/** Sends an export file as a download, never cached or sniffed; or, presigned downloads on, redirects to it in the bucket. */
function sendFile(reply: FastifyReply, file: OpenedExportFile) {
  if ("url" in file.body) return redirectToFile(reply, file.body);
  return reply
    .header("content-length", file.size)
    .header("content-type", file.contentType)
    .header("content-disposition", contentDisposition(file.fileName))
    .header("cache-control", EXPORT_CACHE_CONTROL)
    .header("x-content-type-options", "nosniff")
    .send(file.body.stream);
}
