import { randomUUID } from "node:crypto";
import { IMPORT_EXTENSIONS } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ExchangeService } from "../exchange-service.ts";

/** How long an uploaded file waits for its import to be committed. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** Uploads one user may have waiting at once (each up to 100 MB of disk). */
export const MAX_PENDING_UPLOADS = 5;

type UploadMeta = { userId: string; fileName: string; size: number; createdAt: string };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Keeps an uploaded import file until its preview and commit (an hour), after checking it is a kind
 * Mnemo imports: an Anki package (.apkg, .colpkg: a zip) or text (.csv, .tsv, .txt).
 */
export async function saveUpload(
  { userId, fileName, bytes }: { userId: string; fileName: string; bytes: Uint8Array },
  exchange: ExchangeService,
): Promise<{ uploadId: string; fileName: string; size: number }> {
  if (bytes.length === 0) throw new AppError("EMPTY_DOCUMENT", { message: "The file is empty (0 bytes)." });
  const extension = fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".")).toLowerCase() : "";
  const allowed = IMPORT_EXTENSIONS.join(", ");
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError("FILE_TYPE_NOT_SUPPORTED", {
      message: `${fileName || "This file"} is not a kind Mnemo imports. Import an Anki package or a text file: ${allowed}.`,
      details: { allowed: [...IMPORT_EXTENSIONS] },
    });
  }
  const isZip = ZIP_MAGIC.every((byte, i) => bytes[i] === byte);
  if ((extension === ".apkg" || extension === ".colpkg") && !isZip) {
    throw new AppError("FILE_TYPE_NOT_SUPPORTED", {
      message: `${fileName} is not an Anki package: its content is not a zip file. Export it again from Anki (File > Export, "Anki Deck Package").`,
    });
  }
  if (extension !== ".apkg" && extension !== ".colpkg" && isZip) {
    throw new AppError("FILE_TYPE_NOT_SUPPORTED", {
      message: `${fileName} is a zip file, not text. Anki packages end in .apkg or .colpkg; text imports are .csv, .tsv or .txt.`,
    });
  }
  const pending = await sweepUploads(exchange, userId);
  if (pending >= MAX_PENDING_UPLOADS) {
    throw new AppError("TOO_MANY_REQUESTS", {
      message: `You have ${pending} files waiting to be imported. Import or cancel them (they are dropped after an hour), then upload this one.`,
      details: { limit: MAX_PENDING_UPLOADS },
    });
  }
  const uploadId = randomUUID();
  const meta: UploadMeta = { userId, fileName, size: bytes.length, createdAt: new Date().toISOString() };
  // The metadata first: a sweep meanwhile removes a file that has none.
  await exchange.uploads.put(`${uploadId}.json`, Buffer.from(JSON.stringify(meta)));
  await exchange.uploads.put(uploadId, bytes);
  return { uploadId, fileName, size: bytes.length };
}

/** An upload of this user's, with its bytes; someone else's, an unknown or an expired one answers 404. */
export async function loadUpload({ userId, uploadId }: { userId: string; uploadId: string }, exchange: ExchangeService) {
  const meta = await readMeta(uploadId, exchange);
  if (!meta || meta.userId !== userId || Date.now() - Date.parse(meta.createdAt) > UPLOAD_TTL_MS) {
    throw new AppError("NOT_FOUND", { message: "This upload is not here any more (uploads are kept for an hour). Upload the file again." });
  }
  const bytes = await exchange.uploads.read(uploadId).catch(() => null);
  if (!bytes) throw new AppError("NOT_FOUND", { message: "This upload is not here any more. Upload the file again." });
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName: meta.fileName };
}

export async function removeUpload(uploadId: string, exchange: ExchangeService): Promise<void> {
  await exchange.uploads.remove(uploadId);
  await exchange.uploads.remove(`${uploadId}.json`);
}

async function readMeta(uploadId: string, exchange: ExchangeService): Promise<UploadMeta | null> {
  try {
    return JSON.parse((await exchange.uploads.read(`${uploadId}.json`)).toString("utf8")) as UploadMeta;
  } catch {
    return null;
  }
}

/** Removes uploads older than UPLOAD_TTL_MS (and files without their metadata); answers how many of this user's remain. */
async function sweepUploads(exchange: ExchangeService, userId: string): Promise<number> {
  let pending = 0;
  for (const key of await exchange.uploads.list()) {
    if (key.endsWith(".json")) continue;
    const meta = await readMeta(key, exchange);
    if (!meta || Date.now() - Date.parse(meta.createdAt) > UPLOAD_TTL_MS) await removeUpload(key, exchange);
    else if (meta.userId === userId) pending++;
  }
  return pending;
}
