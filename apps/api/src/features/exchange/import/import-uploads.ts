import { IMPORT_EXTENSIONS, type TImportUpload } from "@mnemo/api-contract";
import type { Db, DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import type { ExchangeService } from "../exchange-service.ts";

/** How long an uploaded file waits for its import to be committed. */
export const UPLOAD_TTL_MS = 60 * 60 * 1000;
/** Uploads one user may have waiting at once (each up to 100 MB of disk). */
export const MAX_PENDING_UPLOADS = 5;

type Deps = { db: Db; exchange: ExchangeService };

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** The file's name against what Mnemo imports; refused before a byte of it is read. */
export function checkUploadName(fileName: string): void {
  const extension = extensionOf(fileName);
  const allowed = IMPORT_EXTENSIONS.join(", ");
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new AppError("FILE_TYPE_NOT_SUPPORTED", {
      message: `${fileName || "This file"} is not a kind Mnemo imports. Import an Anki package or a text file: ${allowed}.`,
      details: { allowed: [...IMPORT_EXTENSIONS] },
    });
  }
}

function extensionOf(fileName: string): string {
  return fileName.includes(".") ? fileName.slice(fileName.lastIndexOf(".")).toLowerCase() : "";
}

/** Refuses early (before the body is read) a learner who already has MAX_PENDING_UPLOADS waiting; counted again under a lock when the upload is kept. */
export async function assertUploadRoom({ userId }: { userId: string }, db: DbOrTx): Promise<void> {
  const pending = await db.importUpload.count({ where: { userId, expiresAt: { gt: new Date() } } });
  if (pending >= MAX_PENDING_UPLOADS) {
    throw new AppError("TOO_MANY_REQUESTS", {
      message: `You have ${pending} files waiting to be imported. Import or cancel them (they are dropped after an hour), then upload this one.`,
      details: { limit: MAX_PENDING_UPLOADS },
    });
  }
}

/**
 * Keeps an uploaded import file until its preview and commit (an hour), after checking it is a kind
 * Mnemo imports: an Anki package (.apkg, .colpkg: a zip) or text (.csv, .tsv, .txt). The upload is
 * a row of `import_upload` (which the learner can list and cancel) and a file in the upload store
 * under the row's id; a file without its row is removed by the file sweep. The bytes arrive as a
 * file already on the stores' disk (`localPath`, streamed there by the route: an upload is never
 * whole in memory), which moves into the store; `head` is its first bytes, for the type check.
 */
export async function saveUpload(
  { userId, fileName, localPath, size, head }: { userId: string; fileName: string; localPath: string; size: number; head: Uint8Array },
  { db, exchange }: Deps,
): Promise<TImportUpload> {
  if (size === 0) throw new AppError("EMPTY_DOCUMENT", { message: "The file is empty (0 bytes)." });
  checkUploadName(fileName);
  const extension = extensionOf(fileName);
  const isZip = ZIP_MAGIC.every((byte, i) => head[i] === byte);
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
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    // Counted under the user's row lock, so uploads sent at once cannot slip past the limit.
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
    await assertUploadRoom({ userId }, tx);
    return tx.importUpload.create({
      data: { userId, fileName, size, createdAt: now, expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS) },
      select: uploadSelect,
    });
  });
  try {
    await exchange.uploads.putFile(row.id, localPath);
  } catch (error) {
    await db.importUpload.deleteMany({ where: { id: row.id } });
    throw error;
  }
  return toUploadDto(row);
}

const uploadSelect = { id: true, fileName: true, size: true, createdAt: true, expiresAt: true } as const;

function toUploadDto(row: { id: string; fileName: string; size: number; createdAt: Date; expiresAt: Date }): TImportUpload {
  return {
    uploadId: row.id,
    fileName: row.fileName,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

function uploadGone(): AppError {
  return new AppError("NOT_FOUND", { message: "This upload is not here any more (uploads are kept for an hour). Upload the file again." });
}

/** An upload of this user's, with its bytes; someone else's, an unknown, a cancelled or an expired one answers 404. */
export async function loadUpload({ userId, uploadId }: { userId: string; uploadId: string }, { db, exchange }: Deps) {
  const row = await db.importUpload.findFirst({ where: { id: uploadId, userId, expiresAt: { gt: new Date() } }, select: uploadSelect });
  if (!row) throw uploadGone();
  const bytes = await exchange.uploads.read(row.id).catch(() => null);
  if (!bytes) throw uploadGone();
  return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), fileName: row.fileName };
}

/**
 * Takes the upload for the import saving it, inside that import's transaction: the row is deleted
 * there, so of two commits of one upload sent at once the second finds nothing (it waits for the
 * first's transaction, and if that one fails, the row is back for it).
 */
export async function claimUpload({ userId, uploadId }: { userId: string; uploadId: string }, tx: DbOrTx): Promise<void> {
  const { count } = await tx.importUpload.deleteMany({ where: { id: uploadId, userId } });
  if (count === 0) {
    throw new AppError("CONFLICT", {
      message: "This upload has already been imported or cancelled. Upload the file again to import it again.",
    });
  }
}

/** The learner's uploads waiting for their import, newest first. */
export async function listUploads({ userId }: { userId: string }, db: Db): Promise<TImportUpload[]> {
  const rows = await db.importUpload.findMany({
    where: { userId, expiresAt: { gt: new Date() } },
    orderBy: { createdAt: "desc" },
    select: uploadSelect,
  });
  return rows.map(toUploadDto);
}

/** Cancels an upload: its row and file go. Someone else's, or one already imported, answers 404. */
export async function cancelUpload({ userId, uploadId }: { userId: string; uploadId: string }, { db, exchange }: Deps): Promise<void> {
  const { count } = await db.importUpload.deleteMany({ where: { id: uploadId, userId } });
  if (count === 0)
    throw new AppError("NOT_FOUND", { message: "This upload is not here any more: it was imported, cancelled or dropped after an hour." });
  await exchange.uploads.remove(uploadId);
}

/** Removes an upload's file once its import is saved (its row went with the import's transaction). */
export async function removeUploadFile(uploadId: string, { exchange }: Pick<Deps, "exchange">): Promise<void> {
  await exchange.uploads.remove(uploadId);
}
