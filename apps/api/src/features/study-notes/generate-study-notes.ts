import type { TStudyNotes, TStudyNotesLength } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { composeSourceNotes } from "./compose-source-notes.ts";
import { mergeStudyNotes } from "./merge-study-notes.ts";
import { lockStoredBlocks } from "./lock-stored-blocks.ts";
import { studyNotesSelect, toStudyNotesDto } from "./study-notes-dto.ts";

/**
 * (Re)makes a source's study notes at `length` and stores them, keeping every
 * block the learner edited (mergeStudyNotes). The outline is read or built
 * before the write; the merge reads the stored blocks under a row lock, so an
 * edit saved meanwhile is merged, never overwritten. 404 when the source is
 * not the learner's.
 */
export async function generateStudyNotes(
  { userId, sourceId, length, analyser }: { userId: string; sourceId: string; length: TStudyNotesLength; analyser: OutlineAnalyser },
  db: Db,
): Promise<TStudyNotes> {
  const composed = await composeSourceNotes({ userId, sourceId, length, analyser }, db);
  return db.$transaction(async (tx) => {
    const stored = await lockStoredBlocks({ userId, sourceId }, tx);
    const blocks = mergeStudyNotes(stored ?? [], composed.blocks) as unknown as Prisma.InputJsonValue;
    const row = await tx.studyNotes.upsert({
      where: { sourceId },
      create: { userId, sourceId, length, analyser: composed.analyser, blocks },
      update: { length, analyser: composed.analyser, blocks },
      select: studyNotesSelect,
    });
    return toStudyNotesDto(row, analyser.name);
  });
}
