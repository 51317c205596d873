import type { DbOrTx } from "@mnemo/db";
import type { SourceFiles } from "./source-files.ts";

/**
 * The keys of a learner's kept source files, read inside the transaction that
 * deletes the account (before the source rows cascade away), after it took the
 * user's row lock: saveSource takes the same lock to name a file, so none is missed.
 */
export async function collectSourceFileKeys({ userId }: { userId: string }, tx: DbOrTx): Promise<string[]> {
  const rows = await tx.source.findMany({ where: { userId, fileKey: { not: null } }, select: { fileKey: true } });
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []));
}

/**
 * Removes a deleted account's source files once its rows are gone. A file that
 * cannot be removed is logged and left to the file sweep, which removes a
 * source file no row names.
 */
export async function removeSourceFiles(
  keys: string[],
  { files, log }: { files: SourceFiles; log?: { warn(object: object, message: string): void } | undefined },
): Promise<{ removed: number; failed: number }> {
  let removed = 0;
  let failed = 0;
  for (const key of keys) {
    try {
      await files.store.remove(key);
      removed += 1;
    } catch (error) {
      failed += 1;
      log?.warn({ err: error, store: "sources", key }, "a deleted account's file could not be removed; the file sweep will");
    }
  }
  return { removed, failed };
}
