import type { DbOrTx } from "@mnemo/db";
import type { TDeckNoteForDiagram } from "../deck/build-deck-diagram.ts";
import { noteSource, noteSpan, plainFaces } from "../note-text.ts";

/** The most cards a deck's diagram reads: a diagram holds DIAGRAM_MAX_NODES nodes, and a part per section above that. */
export const DECK_DIAGRAM_MAX_NOTES = 2_000;

/** The learner's deck's cards in deck order, as plain text faces with the span each was made from. */
export async function loadDeckNotes({ userId, groupId }: { userId: string; groupId: string }, db: DbOrTx): Promise<TDeckNoteForDiagram[]> {
  const notes = await db.note.findMany({
    where: { userId, groupId },
    orderBy: { position: "asc" },
    take: DECK_DIAGRAM_MAX_NOTES,
    select: { id: true, content: true, format: true, source: true },
  });
  return notes.map((note) => {
    const source = noteSource(note.source);
    const span = noteSpan(source);
    return {
      id: note.id,
      ...plainFaces(note.content, note.format),
      source: span ? [span] : null,
      ...(source ? { section: { sourceId: source.sourceId, heading: source.heading, page: source.page, slide: source.slide } } : {}),
    };
  });
}
