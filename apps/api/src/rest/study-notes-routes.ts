import { ZIdSchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { lazyOfflineOutlineAnalyser } from "../features/analysis/outline/lazy-offline-analyser.ts";
import { safeFileName } from "../features/exchange/formats/format-text.ts";
import { studyNotesMarkdownFile, studyNotesPdfFile } from "../features/study-notes/study-notes-files.ts";
import { requireUser } from "./require-user.ts";
import { sendDownload } from "./send-download.ts";

/**
 * Study notes as files (docs/study-notes.md, "Exports"): GET /api/sources/:id/notes.md
 * (every plan) and GET /api/sources/:id/notes.pdf (plans with the PDF export). Another
 * learner's source answers 404, as everywhere.
 */
export async function studyNotesRoutes(app: FastifyInstance) {
  const { db, plans } = app.services;
  const analyser = app.services.outlineAnalyser ?? lazyOfflineOutlineAnalyser;

  app.get<{ Params: { id: string } }>("/api/sources/:id/notes.md", async (request, reply) => {
    const user = await requireUser(request);
    const sourceId = ZIdSchema.parse(request.params.id);
    const { title, text } = await studyNotesMarkdownFile({ userId: user.id, sourceId, analyser }, db);
    return sendDownload(reply, { fileName: notesFileName(title, "md"), contentType: "text/markdown; charset=utf-8", body: text });
  });

  app.get<{ Params: { id: string } }>("/api/sources/:id/notes.pdf", async (request, reply) => {
    const user = await requireUser(request);
    const sourceId = ZIdSchema.parse(request.params.id);
    const { title, bytes } = await studyNotesPdfFile({ userId: user.id, sourceId, analyser, plans }, db);
    return sendDownload(reply, { fileName: notesFileName(title, "pdf"), contentType: "application/pdf", body: Buffer.from(bytes) });
  });
}

/** "Lecture 3 – notes.md": the source's title made safe for every file system. */
function notesFileName(title: string, extension: string): string {
  return safeFileName(`${title} – notes`, extension);
}
