import type { TNote, TPracticeTestCards } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import { practiceTestNotFound } from "./practice-errors.ts";
import { testQuestions } from "./practice-dto.ts";

export const testCardSelect = { id: true, groupId: true, source: true } satisfies Prisma.NoteSelect;

/**
 * The cards a test asked about as the results screen links them: each card's deck (for its edit link) and where it
 * came from (the source popover). A card deleted since the test is left out; another learner's test answers 404.
 */
export async function listTestCards({ userId, testId }: { userId: string; testId: string }, db: DbOrTx): Promise<TPracticeTestCards> {
  const row = await db.practiceTest.findFirst({ where: { id: testId, userId }, select: { questions: true } });
  if (!row) throw practiceTestNotFound();
  const noteIds = [...new Set(testQuestions(row).flatMap((question) => question.cards.map((card) => card.noteId)))];
  const notes = await db.note.findMany({ where: { id: { in: noteIds }, userId }, select: testCardSelect });
  return {
    cards: notes.map((note) => ({ note_id: note.id, group_id: note.groupId, source: (note.source ?? null) as TNote["source"] })),
  };
}
