import { studyDay } from "@mnemo/api-contract";

/** One answer as the fit reads it. */
export type FitReview = { cardId: string; rating: number; reviewedAt: Date };

/** A card's history up to one of its answers: what the optimiser learns from (FSRS's "item"). */
export type FitItem = { reviews: { rating: number; deltaDays: number }[]; at: number };

/**
 * Turns the answers into FSRS items: for each card, one item per answer after
 * its first, holding the history up to that answer (when a day or more passed
 * somewhere in it), with the days between
 * answers counted in study days (the day starts at 04:00 in the learner's zone,
 * as the scheduler counts them). Answers are taken in time order per card.
 */
export function buildFitItems(reviews: readonly FitReview[], timeZone: string): FitItem[] {
  const byCard = new Map<string, FitReview[]>();
  for (const review of reviews) byCard.set(review.cardId, [...(byCard.get(review.cardId) ?? []), review]);
  const items: FitItem[] = [];
  for (const history of byCard.values()) {
    history.sort((a, b) => a.reviewedAt.getTime() - b.reviewedAt.getTime());
    const days = history.map((review) => Date.parse(studyDay(review.reviewedAt, timeZone).key) / 86_400_000);
    const steps = history.map((review, index) => ({ rating: review.rating, deltaDays: index === 0 ? 0 : days[index]! - days[index - 1]! }));
    for (let end = 1; end < steps.length; end += 1) {
      const reviews = steps.slice(0, end + 1);
      // The optimiser aborts the whole process on an item without a day between answers (same-day learning
      // steps only): such items say nothing about long-term memory, so they are always left out here.
      if (reviews.some((review) => review.deltaDays > 0)) items.push({ reviews, at: history[end]!.reviewedAt.getTime() });
    }
  }
  return items.sort((a, b) => a.at - b.at);
}

/** The older share to fit on and the newest answers to check the fit against, so the check is on answers the fit never saw. */
export function splitByTime<T>(items: readonly T[], testShare = 0.2): { train: T[]; test: T[] } {
  const testSize = Math.max(1, Math.round(items.length * testShare));
  return { train: items.slice(0, items.length - testSize), test: items.slice(items.length - testSize) };
}
