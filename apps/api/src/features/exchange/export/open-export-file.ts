import { createReadStream } from "node:fs";
import type { Db } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { fileBody, type FileBody } from "../../../lib/file-store.ts";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import type { ExchangeService } from "../exchange-service.ts";
import { removeTempFile } from "./export-in-thread.ts";
import { contentDisposition, exportContentType } from "./export-file-names.ts";
import { makeExportFile } from "./make-export-file.ts";
import { exportNotFound, type ParsedExportRequest } from "./start-export.ts";

/** An export file ready to send: its name, type, size in bytes, and its bytes or (a job's, presigned downloads on) its URL. */
export type OpenedExportFile = { fileName: string; contentType: string; size: number; body: FileBody };

/** An export file is a download: never cached. */
export const EXPORT_CACHE_CONTROL = "private, no-store";

/** A direct export: made in a file thread, written to a temp file, and streamed; the temp file is removed once the stream closes. */
export async function openDirectExport(
  { userId, request }: { userId: string; request: ParsedExportRequest },
  { threads }: { threads: ThreadPool },
): Promise<OpenedExportFile> {
  const file = await makeExportFile({ userId, request, destination: { kind: "temp" } }, { threads });
  const temp = file.path!;
  const stream = createReadStream(temp);
  stream.on("close", () => void removeTempFile(temp));
  return { fileName: file.fileName, contentType: file.contentType, size: file.size, body: { stream } };
}

/** A finished export job's file, kept for a day; someone else's job answers 404, one not finished 409, one whose file is gone 410. */
export async function openExportJobFile(
  { userId, id }: { userId: string; id: string },
  { db, exchange }: { db: Db; exchange: ExchangeService },
): Promise<OpenedExportFile> {
  const job = await db.exportJob.findFirst({
    where: { id, userId },
    select: { status: true, filePath: true, fileName: true, expiresAt: true, format: true },
  });
  if (!job) throw exportNotFound();
  if (job.status !== "succeeded" || !job.filePath || !job.fileName) {
    throw new AppError("CONFLICT", {
      message: "This export is not finished yet: poll /api/exports/jobs/" + id + " until its status is succeeded.",
    });
  }
  const size = job.expiresAt && job.expiresAt > new Date() ? await exchange.exports.size(job.filePath) : null;
  if (size === null) {
    throw new AppError("EXPORT_EXPIRED", { message: "This export's file was kept for a day and is gone. Export the decks again." });
  }
  const contentType = exportContentType(job.fileName);
  const body = await fileBody(exchange.exports, job.filePath, {
    contentType,
    contentDisposition: contentDisposition(job.fileName),
    cacheControl: EXPORT_CACHE_CONTROL,
    expiresInSeconds: exchange.s3?.presignedUrlSeconds,
  });
  return { fileName: job.fileName, contentType, size, body };
}
