import { NOTES_PAGE_SIZE, type TNote, type TNotesPage } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../groups/group-not-found.ts";
import { cardScheduleSelect, toCardSchedule } from "../study/card-schedule.ts";
import { getStudySettings } from "../study/study-settings.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";
import { noteStudySummary } from "./note-study-summary.ts";

/**
 * One page of a deck's cards in deck order. Positions are unique per deck,
 * so consecutive pages neither repeat nor skip a card. With `withStudy` each
 * note also says where it stands in study (the web's card list); the REST
 * answer leaves it out, keeping the original API's shape.
 */
export async function listNotesByGroup(
  {
    userId,
    groupId,
    page,
    pageSize = NOTES_PAGE_SIZE,
    withStudy = false,
    now = new Date(),
  }: { userId: string; groupId: string; page: number; pageSize?: number; withStudy?: boolean; now?: Date },
  db: DbOrTx,
): Promise<TNotesPage> {
  const [group, rows] = await Promise.all([
    db.group.findFirst({ where: { id: groupId, userId }, select: { id: true } }),
    db.note.findMany({
      where: { groupId, userId },
      select: noteSelect,
      orderBy: { position: "asc" },
      skip: page * pageSize,
      take: pageSize + 1,
    }),
  ]);
  if (!group) throw groupNotFound();
  const hasMore = rows.length > pageSize;
  const notes = rows.slice(0, pageSize).map(toNoteDto);
  return {
    notes: withStudy ? await withStudySummaries({ userId, notes, now }, db) : notes,
    page,
    nextPage: hasMore ? page + 1 : null,
  };
}

/** Adds each note's study summary, from its cards' schedules under the learner's own settings. */
async function withStudySummaries({ userId, notes, now }: { userId: string; notes: TNote[]; now: Date }, db: DbOrTx): Promise<TNote[]> {
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
