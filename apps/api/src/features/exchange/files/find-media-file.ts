import type { DbOrTx } from "@mnemo/db";
import { parseMediaName } from "../../collection/media-names.ts";
import { AppError } from "../../../lib/app-error.ts";
import type { ExchangeService } from "../exchange-service.ts";

/** A stored picture or sound, ready to send: its type, size in bytes and bytes as a stream. */
export type FoundMediaFile = { mime: string; size: number; stream: NodeJS.ReadableStream };

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
  return { mime: row.mime, size, stream: exchange.media.stream(parsed.hash) };
}

function mediaNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: "Media file not found" });
}
