import type { TNote } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { cardScheduleSelect, toCardSchedule } from "../collection/card-schedule.ts";
import { noteStudySummary } from "./note-study-summary.ts";
import { getStudySettings } from "./study-settings.ts";

/** Adds each note's study summary, from its cards' schedules under the learner's own settings. */
export async function withStudySummaries(
  { userId, notes, now = new Date() }: { userId: string; notes: TNote[]; now?: Date },
  db: DbOrTx,
): Promise<TNote[]> {
  if (notes.length === 0) return notes;
  const [settings, cards] = await Promise.all([
    getStudySettings({ userId }, db),
    db.card.findMany({
      where: { userId, noteId: { in: notes.map((note) => note.id) } },
      select: { noteId: true, suspended: true, ...cardScheduleSelect },
    }),
  ]);
  const byNote = new Map<string, { suspended: boolean; schedule: ReturnType<typeof toCardSchedule> }[]>();
  for (const card of cards) {
    const list = byNote.get(card.noteId) ?? [];
    list.push({ suspended: card.suspended, schedule: toCardSchedule(card) });
    byNote.set(card.noteId, list);
  }
  return notes.map((note) => ({ ...note, study: noteStudySummary(byNote.get(note.id) ?? [], settings.scheduler, now) }));
}
