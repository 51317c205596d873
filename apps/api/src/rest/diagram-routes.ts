import { DIAGRAM_SERVER_EXPORT_FORMATS, ZDiagramFileKeySchema } from "@mnemo/api-contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { diagramExportFile } from "../features/diagrams/export/diagram-export-file.ts";
import { safeFileName } from "../features/exchange/formats/format-text.ts";
import { requireThreads } from "../threads/require-threads.ts";
import { requireUser } from "./require-user.ts";
import { sendDownload } from "./send-download.ts";

const ZDiagramExportQuerySchema = z.object({
  format: z.enum(DIAGRAM_SERVER_EXPORT_FORMATS, {
    error: `format must be one of ${DIAGRAM_SERVER_EXPORT_FORMATS.join(", ")} (PNG is drawn in the browser from the SVG).`,
  }),
});

/**
 * A diagram as a file (docs/diagrams.md, "Exports"):
 * GET /api/diagrams/:fileKey/export?format=svg|pdf|md|opml|mm|mermaid, an attachment named after its title.
 * The plan's export rights apply as to every export (403 EXPORT_NOT_IN_PLAN); another learner's diagram
 * answers 404 DIAGRAM_NOT_FOUND, as an unknown key does.
 */
export async function diagramRoutes(app: FastifyInstance) {
  const { db, plans } = app.services;

  app.get<{ Params: { fileKey: string } }>("/api/diagrams/:fileKey/export", async (request, reply) => {
    const user = await requireUser(request);
    const fileKey = ZDiagramFileKeySchema.parse(request.params.fileKey);
    const { format } = ZDiagramExportQuerySchema.parse(request.query ?? {});
    const file = await diagramExportFile(
      { userId: user.id, fileKey, format, plans },
      { db, threads: () => requireThreads(app.services.threads) },
    );
    return sendDownload(reply, { fileName: safeFileName(file.name, file.extension), contentType: file.contentType, body: file.body });
  });
}
