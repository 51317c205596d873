import { predictedRecall, type TCardSchedule, type TNoteStudy, type TSchedulerSettings } from "@mnemo/api-contract";

/**
 * A note's place in study from its cards (a cloze note with c1 and c2 has two):
 * the weakest card in study speaks for the note, so the list shows the recall
 * the learner is closest to losing. Suspended cards do not count unless all are.
 */
export function noteStudySummary(
  cards: readonly { suspended: boolean; schedule: TCardSchedule }[],
  settings: TSchedulerSettings,
  now: Date,
): TNoteStudy {
  const inStudy = cards.filter((card) => !card.suspended);
  if (cards.length > 0 && inStudy.length === 0) return { status: "suspended", recall: null };
  let lowest: number | null = null;
  for (const card of inStudy) {
    const recall = predictedRecall(card.schedule, settings, now);
    if (recall !== null && (lowest === null || recall < lowest)) lowest = recall;
  }
  return lowest === null ? { status: "new", recall: null } : { status: "studied", recall: Math.min(1, Math.max(0, lowest)) };
}
