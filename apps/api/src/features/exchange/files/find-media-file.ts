import type { DbOrTx } from "@mnemo/db";
import { parseMediaName } from "../../collection/media-names.ts";
import { AppError } from "../../../lib/app-error.ts";
import { fileBody, type FileBody } from "../../../lib/file-store.ts";
import type { ExchangeService } from "../exchange-service.ts";

/** A stored picture or sound, ready to send: its type, size in bytes, and its bytes or its presigned URL. */
export type FoundMediaFile = { mime: string; size: number; body: FileBody };

/** Content-addressed: the bytes behind a name never change. */
export const MEDIA_CACHE_CONTROL = "private, max-age=31536000, immutable";

/**
 * One of the user's media files by its name ("<sha256>.<ext>"). A malformed name, a wrong
 * extension, someone else's file and one gone from the store all answer the same 404.
 */
export async function findMediaFile(
  { userId, name }: { userId: string; name: string },
  { db, exchange }: { db: DbOrTx; exchange: ExchangeService },
): Promise<FoundMediaFile> {
  const parsed = parseMediaName(name);
  if (!parsed) throw mediaNotFound();
  const row = await db.mediaFile.findUnique({
    where: { userId_hash: { userId, hash: parsed.hash } },
    select: { ext: true, mime: true, size: true },
  });
  const size = row && row.ext === parsed.ext ? await exchange.media.size(parsed.hash) : null;
  if (!row || size === null) throw mediaNotFound();
  const body = await fileBody(exchange.media, parsed.hash, {
    contentType: row.mime,
    cacheControl: MEDIA_CACHE_CONTROL,
    // The bucket cannot send the sandboxing CSP the API adds: an SVG opened there on its own is downloaded, never run.
    ...(row.mime === "image/svg+xml" ? { contentDisposition: "attachment" } : {}),
    expiresInSeconds: exchange.s3?.presignedUrlSeconds,
  });
  return { mime: row.mime, size, body };
}

function mediaNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: "Media file not found" });
}
