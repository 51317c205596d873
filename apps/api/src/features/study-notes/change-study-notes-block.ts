import { MAX_STUDY_NOTES_BLOCK, STUDY_NOTES_BLOCK_NOT_FOUND, STUDY_NOTES_BLOCK_TOO_LONG, type TStudyNotes } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { sourceNotFound } from "../library/source-not-found.ts";
import { editStoredBlock, resetStoredBlock } from "./block-edits.ts";
import { lockStoredBlocks } from "./lock-stored-blocks.ts";
import type { TStoredBlock } from "./stored-blocks.ts";
import { studyNotesSelect, toStudyNotesDto } from "./study-notes-dto.ts";

/** `analyser`: the name of the analyser that reads sources now (the answer says whether the notes are outdated). */
type TBlockRef = { userId: string; sourceId: string; key: string; analyser: string };

/** The learner's Markdown for one block (docs/study-notes.md, "Editing and regenerating"); regenerating keeps it. */
export function editStudyNotesBlock({ markdown, ...ref }: TBlockRef & { markdown: string }, db: Db): Promise<TStudyNotes> {
  // The input schema refuses it first; held here too, so no other caller can store more.
  if (markdown.length > MAX_STUDY_NOTES_BLOCK) throw new AppError("BAD_REQUEST", { message: STUDY_NOTES_BLOCK_TOO_LONG });
  return changeBlocks(ref, db, (blocks) => editStoredBlock(blocks, ref.key, markdown));
}

/** Drops the learner's edit of one block: it shows what was generated again. */
export function resetStudyNotesBlock(ref: TBlockRef, db: Db): Promise<TStudyNotes> {
  return changeBlocks(ref, db, (blocks) => resetStoredBlock(blocks, ref.key));
}

/**
 * One change of the stored blocks under the row's lock. Another learner's
 * source (or none) answers 404 like a missing source; a key the notes do not
 * hold (a part gone since the page was loaded) answers 404 saying so.
 */
async function changeBlocks(
  { userId, sourceId, analyser }: TBlockRef,
  db: Db,
  change: (blocks: TStoredBlock[]) => TStoredBlock[] | null,
): Promise<TStudyNotes> {
  return db.$transaction(async (tx) => {
    const stored = await lockStoredBlocks({ userId, sourceId }, tx);
    if (!stored) {
      const isOwn = (await tx.source.count({ where: { id: sourceId, userId } })) > 0;
      throw isOwn ? blockNotFound() : sourceNotFound();
    }
    const blocks = change(stored);
    if (!blocks) throw blockNotFound();
    const row = await tx.studyNotes.update({
      where: { sourceId },
      data: { blocks: blocks as unknown as Prisma.InputJsonValue },
      select: studyNotesSelect,
    });
    return toStudyNotesDto(row, analyser);
  });
}

function blockNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: STUDY_NOTES_BLOCK_NOT_FOUND });
}
