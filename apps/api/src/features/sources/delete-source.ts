import type { Db } from "@mnemo/db";
import type { FileStore } from "../../lib/file-store.ts";
import { sourceNotFound } from "../library/source-not-found.ts";

/**
 * Deletes a source and its kept file. Cards made from it keep their own quotes
 * (note.source is a copy); their `sourceId` then names nothing, and the jobs
 * that read it lose their link (generation_job.sourceId is set null by the
 * database). A file that cannot be removed now is left to the file sweep,
 * which removes a source file no row names (sweep-files.ts).
 */
export async function deleteSource(
  { userId, id }: { userId: string; id: string },
  { db, files, log }: { db: Db; files: FileStore | undefined; log?: { warn(object: object, message: string): void } | undefined },
): Promise<void> {
  const [deleted] = await db.$queryRaw<{ fileKey: string | null }[]>`
    DELETE FROM source WHERE id = ${id}::uuid AND "userId" = ${userId} RETURNING "fileKey"`;
  if (!deleted) throw sourceNotFound();
  if (!deleted.fileKey || !files) return;
  try {
    await files.remove(deleted.fileKey);
  } catch (error) {
    log?.warn({ err: error, key: deleted.fileKey }, "a deleted source's file could not be removed; the file sweep will");
  }
}
