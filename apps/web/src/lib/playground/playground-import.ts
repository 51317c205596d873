import type { TPlaygroundImportInput } from "@mnemo/api-contract";
import { PLAYGROUND_DECK_TITLE } from "./playground-deck.ts";
import type { TPlaygroundHandover } from "./playground-handover.ts";
import { playgroundCards, reconcilePlaygroundStudy } from "./playground-study.ts";

/**
 * groups.importPlayground's input from this browser's playground: every note
 * in deck order, and for each card that was studied (or suspended, or buried)
 * its schedule, flags and answers, oldest first. Cards never studied are left
 * out: the server makes them new.
 */
export function buildPlaygroundImport({ notes, study }: TPlaygroundHandover, importId: string): TPlaygroundImportInput {
  const live = reconcilePlaygroundStudy(notes, study);
  const cards = playgroundCards(notes, live);
  const ordered = [...notes].sort((a, b) => a.position - b.position);
  return {
    importId,
    title: PLAYGROUND_DECK_TITLE,
    notes: ordered.map((note) => ({
      content: note.content,
      cards: cards
        .filter(
          (card) => card.note.id === note.id && (live.cards[card.id] !== undefined || live.reviews.some((r) => r.card_id === card.id)),
        )
        .map((card) => ({
          ord: card.ord,
          schedule: card.state.schedule,
          suspended: card.state.suspended,
          leech: card.state.leech,
          buried_until: card.state.buried_until,
          reviews: live.reviews
            .filter((review) => review.card_id === card.id)
            .map((review) => ({
              rating: review.rating,
              reviewed_at: review.reviewed_at,
              duration_ms: review.duration_ms,
              state_before: review.state_before,
              due_before: review.due_before,
              after: review.schedule_after,
            })),
        })),
    })),
  };
}
