import type { Db } from "@mnemo/db";
import { syncNoteCards } from "../features/collection/sync-note-cards.ts";

/** Appends `count` Q&A cards to a deck directly in the database (fast fixtures), each with its reviewable card. */
export async function seedNotes(db: Db, { userId, groupId, count }: { userId: string; groupId: string; count: number }) {
  const last = await db.note.aggregate({ where: { groupId }, _max: { position: true } });
  const start = (last._max.position ?? -1) + 1;
  const notes = await db.note.createManyAndReturn({
    data: Array.from({ length: count }, (_, i) => ({
      userId,
      groupId,
      type: "qna" as const,
      position: start + i,
      content: { type: "qna", question: `Question ${start + i}`, answer: `Answer ${start + i}` },
    })),
    select: { id: true, content: true },
  });
  await syncNoteCards({ notes: notes.map((note) => ({ id: note.id, userId, content: { type: "qna" } })) }, db);
}
