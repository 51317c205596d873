import type { Db, DbOrTx, Prisma } from "@mnemo/db";
import type { TExtractedDocument } from "../reading/document.ts";
import type { SourceFiles } from "./source-files.ts";
import { sourceTitle } from "./source-title.ts";

export type SaveSourceOptions = {
  /** The source's id: the generation job's, so a retried attempt saves the same row again. */
  id: string;
  userId: string;
  document: TExtractedDocument & { title?: string | undefined };
  /** What was brought: the uploaded file's bytes, or the pasted text's. */
  input: Uint8Array;
  /** The uploaded file's name; null for pasted text. */
  fileName: string | null;
};

/** Whether the original file was kept; `storageFull` when it was not kept only because the account's storage was full. */
export type SaveSourceResult = { fileKept: boolean; storageFull: boolean };

/**
 * Keeps what a learner brought as a source (docs/sources.md): its text section
 * by section and, for an upload, the original file when the account's kept
 * files plus this one fit in its storage (SOURCE_FILES_MB); the generation job
 * it came from points at it. The file is written first, under the source's id,
 * and the row then names it or not: a file no row names (a crash between the
 * two) is removed by the file sweep. `write` is the job's guarded write, so a
 * lost attempt saves nothing.
 */
export async function saveSource(
  { id, userId, document, input, fileName }: SaveSourceOptions,
  { db, files, write }: { db: Db; files: SourceFiles | undefined; write: <T>(db: Db, write: (tx: DbOrTx) => Promise<T>) => Promise<T> },
): Promise<SaveSourceResult> {
  const upload = document.kind !== "text" && files ? files : undefined;
  if (upload) await upload.store.put(id, input);
  const fileKept = await write(db, async (tx) => {
    const fits = upload ? await fitsInStorage({ id, userId, sizeBytes: input.byteLength, limitBytes: upload.limitBytes }, tx) : false;
    const row = {
      kind: document.kind,
      mime: document.mime,
      fileName,
      pages: document.pageCount,
      words: document.words,
      characters: document.characters,
      sizeBytes: input.byteLength,
      fileKey: fits ? id : null,
      sections: document.sections as unknown as Prisma.InputJsonValue,
    };
    // A retry keeps the title the first attempt gave (or the learner's, should they have renamed it meanwhile).
    await tx.source.upsert({ where: { id }, create: { id, userId, title: sourceTitle(document), ...row }, update: row });
    await tx.generationJob.update({ where: { id }, data: { sourceId: id } });
    return fits;
  });
  if (upload && !fileKept) await upload.store.remove(id);
  return { fileKept, storageFull: Boolean(upload) && !fileKept };
}

/**
 * Whether the account's kept files and this one fit in its storage. The user's
 * row is locked first, so two jobs finishing at once are counted one after the
 * other and never both squeeze into the last room.
 */
async function fitsInStorage(
  { id, userId, sizeBytes, limitBytes }: { id: string; userId: string; sizeBytes: number; limitBytes: number },
  tx: DbOrTx,
): Promise<boolean> {
  await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
  const [kept] = await tx.$queryRaw<{ bytes: bigint }[]>`
    SELECT coalesce(sum("sizeBytes"), 0)::bigint AS bytes FROM source
    WHERE "userId" = ${userId} AND "fileKey" IS NOT NULL AND id <> ${id}::uuid`;
  return Number(kept?.bytes ?? 0n) + sizeBytes <= limitBytes;
}
