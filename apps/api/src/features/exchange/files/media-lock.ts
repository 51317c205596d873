import type { Db, DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { mapInOrder } from "../../../lib/map-in-order.ts";
import type { ExchangeService } from "../exchange-service.ts";

/** Media files whose presence is asked of the store at once (a HEAD request each in a bucket). */
export const MEDIA_CHECKS_AT_ONCE = 8;

/**
 * The media store is shared by content: one file per sha256, kept while any learner's `media_file`
 * row names it. Removing a file (account deletion, the file sweep, an import's rollback) and an
 * import saving rows for files it found already stored must not cross: between the import seeing
 * the file and committing its row, a removal that saw no row would take the file from under it.
 * Both sides take a transaction-scoped lock per hash: a removal checks for rows and removes under
 * it; an import's saving transaction takes it after writing its rows and checks its files are
 * still there (a removal that came first is seen; one that comes later waits and then sees the row).
 */
export async function lockMediaHashes(hashes: readonly string[], tx: DbOrTx): Promise<void> {
  // Sorted, so two transactions locking overlapping sets cannot wait on each other.
  for (const hash of [...new Set(hashes)].sort())
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`media:${hash}`}, 0))`;
}

/** Removes a media file unless a row of anyone's keeps it, under the hash's lock; answers whether it removed it. */
export async function removeMediaIfUnkept(hash: string, { db, exchange }: { db: Db; exchange: ExchangeService }): Promise<boolean> {
  return db.$transaction(async (tx) => {
    await lockMediaHashes([hash], tx);
    if (await tx.mediaFile.findFirst({ where: { hash }, select: { hash: true } })) return false;
    await exchange.media.remove(hash);
    return true;
  });
}

/** In an import's saving transaction, after its media rows: every file they name is still stored, or nothing is saved. */
export async function assertMediaStored(hashes: readonly string[], { exchange }: { exchange: ExchangeService }, tx: DbOrTx): Promise<void> {
  await lockMediaHashes(hashes, tx);
  // Asked several at a time: in a bucket each is a request, made while this transaction holds its locks.
  const sizes = await mapInOrder([...hashes], MEDIA_CHECKS_AT_ONCE, new AbortController(), (hash) => exchange.media.size(hash));
  if (sizes.includes(null)) {
    throw new AppError("CONFLICT", {
      message:
        "A picture or sound of this file was being removed from the server at the same moment, so nothing was imported. Import the file again.",
    });
  }
}
