import type { TStudyNotes, TStudyNotesLength } from "@mnemo/api-contract";
import type { Db, DbOrTx, Prisma } from "@mnemo/db";
import type { OutlineAnalyser } from "../analysis/outline/outline-analyser.ts";
import { composeSourceNotes } from "./compose-source-notes.ts";
import { mergeStudyNotes } from "./merge-study-notes.ts";
import { lockStoredBlocks } from "./lock-stored-blocks.ts";
import type { TComposedBlock } from "./study-notes-blocks.ts";
import { studyNotesSelect, toStudyNotesDto } from "./study-notes-dto.ts";

type GenerateStudyNotesOptions = { userId: string; sourceId: string; length: TStudyNotesLength; analyser: OutlineAnalyser };

/**
 * (Re)makes a source's study notes at `length` and stores them, keeping every
 * block the learner edited (mergeStudyNotes). The outline is read or built
 * before the write; the merge reads the stored blocks under a row lock, so an
 * edit saved meanwhile is merged, never overwritten. 404 when the source is
 * not the learner's.
 */
export async function generateStudyNotes(options: GenerateStudyNotesOptions, db: Db): Promise<TStudyNotes> {
  const composed = await composeSourceNotes(options, db);
  return db.$transaction((tx) => storeStudyNotes({ ...options, composed }, tx));
}

/**
 * generateStudyNotes inside the caller's transaction: a generation job making notes composes them in the
 * transaction that saves its cards, so their self-check questions include those cards. The source's outline
 * should be current already (the job's analysing stage): one made here would hold the transaction open.
 */
export async function generateStudyNotesIn(options: GenerateStudyNotesOptions, tx: DbOrTx): Promise<TStudyNotes> {
  const composed = await composeSourceNotes(options, tx);
  return storeStudyNotes({ ...options, composed }, tx);
}

async function storeStudyNotes(
  {
    userId,
    sourceId,
    length,
    analyser,
    composed,
  }: GenerateStudyNotesOptions & { composed: { analyser: string; blocks: TComposedBlock[] } },
  tx: DbOrTx,
): Promise<TStudyNotes> {
  const stored = await lockStoredBlocks({ userId, sourceId }, tx);
  const blocks = mergeStudyNotes(stored ?? [], composed.blocks) as unknown as Prisma.InputJsonValue;
  const row = await tx.studyNotes.upsert({
    where: { sourceId },
    create: { userId, sourceId, length, analyser: composed.analyser, blocks },
    update: { length, analyser: composed.analyser, blocks },
    select: studyNotesSelect,
  });
  return toStudyNotesDto(row, analyser.name);
}
