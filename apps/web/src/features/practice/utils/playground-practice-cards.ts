import { DEFAULT_SCHEDULER_SETTINGS, predictedRecall, type TNote, type TPracticeCard } from "@mnemo/api-contract";
import { playgroundCards } from "@/lib/playground/playground-study.ts";
import type { TPlaygroundStudy } from "@/lib/playground/playground-study-storage.ts";

/**
 * The sample deck's cards as a practice test takes them: the same card ids as the visitor's study session, and the
 * recall FSRS predicts from what was studied in this browser (so "weakest first" and "never studied" mean what they
 * say). Whether a card was missed last time is the session's to know (local-practice-session.ts).
 */
export function playgroundPracticeCards(notes: readonly TNote[], study: TPlaygroundStudy, now: Date): TPracticeCard[] {
  return playgroundCards(notes, study).map((card) => ({
    cardId: card.id,
    noteId: card.note.id,
    groupId: card.note.group_id,
    ord: card.ord,
    content: card.note.content,
    retrievability: predictedRecall(card.state.schedule, DEFAULT_SCHEDULER_SETTINGS, now),
    missedLastTime: false,
  }));
}
