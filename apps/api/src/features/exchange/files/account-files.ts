import type { Db, DbOrTx } from "@mnemo/db";
import type { ExchangeService } from "../exchange-service.ts";
import { removeMediaIfUnkept } from "./media-lock.ts";

/** The keys of a learner's files in the three stores, read before their rows go. */
export type AccountFiles = { mediaHashes: string[]; uploadIds: string[]; exportKeys: string[] };

/**
 * What the learner keeps on disk, read inside the transaction that deletes the account (so before
 * its rows cascade away). That transaction must hold the user's row lock first: every write of a
 * row of theirs (an import's media rows, an upload) waits on it, so none is missed here.
 */
export async function collectAccountFiles({ userId }: { userId: string }, tx: DbOrTx): Promise<AccountFiles> {
  const [media, uploads, exports] = await Promise.all([
    tx.mediaFile.findMany({ where: { userId }, select: { hash: true } }),
    tx.importUpload.findMany({ where: { userId }, select: { id: true } }),
    tx.exportJob.findMany({ where: { userId }, select: { id: true, filePath: true } }),
  ]);
  return {
    mediaHashes: media.map((row) => row.hash),
    uploadIds: uploads.map((row) => row.id),
    // A job that wrote its file but had not recorded it yet keeps it under its id.
    exportKeys: [...new Set(exports.flatMap((row) => (row.filePath && row.filePath !== row.id ? [row.filePath, row.id] : [row.id])))],
  };
}

/**
 * Removes a deleted account's files, once its rows are gone: its uploads and export files, and its
 * pictures and sounds no other account keeps (the media store is shared by content: another
 * learner's row for the same hash keeps the file, checked here, after the deletion committed).
 * A file that cannot be removed is logged and left to the file sweep, which takes every file no
 * row refers to.
 */
export async function removeAccountFiles(
  files: AccountFiles,
  { db, exchange, log }: { db: Db; exchange: ExchangeService; log?: { warn(object: object, message: string): void } | undefined },
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  const attempt = async (store: "media" | "uploads" | "exports", key: string, remove: () => Promise<boolean>) => {
    try {
      if (await remove()) removed += 1;
    } catch (error) {
      failed += 1;
      log?.warn({ err: error, store, key }, "a deleted account's file could not be removed; the file sweep will");
    }
  };
  // Each picture under its hash's lock, unless another account's row keeps it (media-lock.ts).
  for (const hash of files.mediaHashes) await attempt("media", hash, () => removeMediaIfUnkept(hash, { db, exchange }));
  for (const id of files.uploadIds) await attempt("uploads", id, async () => (await exchange.uploads.remove(id), true));
  for (const key of files.exportKeys) await attempt("exports", key, async () => (await exchange.exports.remove(key), true));
  return { removed, failed };
}
