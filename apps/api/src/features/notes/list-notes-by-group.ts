import { NOTES_PAGE_SIZE, type TNotesPage } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";
import { noteSelect, toNoteDto } from "./note-dto.ts";

/**
 * One page of a deck's cards in deck order. Positions are unique per deck,
 * so consecutive pages neither repeat nor skip a card. The web's card list
 * adds where each note stands in study (study/note-study-summaries.ts, composed
 * in the tRPC procedure); the REST answer leaves it out, keeping the original API's shape.
 */
export async function listNotesByGroup(
  { userId, groupId, page, pageSize = NOTES_PAGE_SIZE }: { userId: string; groupId: string; page: number; pageSize?: number },
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
    notes,
    page,
    nextPage: hasMore ? page + 1 : null,
  };
}
