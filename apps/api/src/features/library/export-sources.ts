import type { DbOrTx } from "@mnemo/db";

/**
 * A learner's sources as the account export carries them: what is known of
 * each and its text section by section, oldest first; not the original files
 * (the learner has them, and the export stays one JSON file).
 */
export async function exportSources({ userId }: { userId: string }, db: DbOrTx) {
  const rows = await db.source.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      title: true,
      kind: true,
      mime: true,
      fileName: true,
      pages: true,
      words: true,
      characters: true,
      sizeBytes: true,
      fileKey: true,
      sections: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  return rows.map(({ fileKey, ...row }) => ({ ...row, fileKept: fileKey !== null }));
}
