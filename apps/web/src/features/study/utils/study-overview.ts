import type { TStudyOverview } from "@mnemo/api-contract";

/** The API studies at most this many decks at once (ZStudyQueueInputSchema). */
export const MAX_STUDY_DECKS = 100;

/** "Study all" opens /study/{ids} with every deck that has something today (the first 100). */
export function studyAllIds(overview: Pick<TStudyOverview, "decks">): string[] {
  return overview.decks
    .filter((deck) => deck.counts.new + deck.counts.learning + deck.counts.review > 0)
    .slice(0, MAX_STUDY_DECKS)
    .map((deck) => deck.group_id);
}
