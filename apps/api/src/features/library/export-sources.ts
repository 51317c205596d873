import type { DbOrTx } from "@mnemo/db";
import { sourceDocumentSelect } from "./source-document.ts";

/**
 * A learner's sources as the account export carries them: what is known of
 * each and its text section by section, oldest first; not the original files
 * (the learner has them, and the export stays one JSON file). Each carries its
 * study notes (null before they were first opened): their length, the
 * analyser they were made from, and every block as stored, with what was
 * generated, the learner's edit and what the edit started from
 * (docs/study-notes.md). Inside the source, since notes belong to exactly
 * one source and go with it.
 */
export async function exportSources({ userId }: { userId: string }, db: DbOrTx) {
  const rows = await db.source.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      ...sourceDocumentSelect,
      sizeBytes: true,
      fileKey: true,
      createdAt: true,
      updatedAt: true,
      studyNotes: { select: { length: true, analyser: true, blocks: true, createdAt: true, updatedAt: true } },
    },
  });
  return rows.map(({ fileKey, studyNotes, ...row }) => ({ ...row, fileKept: fileKey !== null, studyNotes }));
}
