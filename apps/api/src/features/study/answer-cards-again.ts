import type { Db } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { answerCard } from "./answer-card.ts";

/**
 * Answers each card Again through study's own answer path (planAnswer, a review log, buried siblings, leeches), as
 * a practice test's "count misses as Again" asks (docs/practice-tests.md). Each answer carries the review id given,
 * so a second call with the same ids changes nothing. A card deleted since is skipped; one changed between the read
 * and the write (another tab answered it) is read again once.
 */
export async function answerCardsAgain(
  { userId, cards, now = new Date() }: { userId: string; cards: readonly { cardId: string; reviewId: string }[]; now?: Date },
  db: Db,
): Promise<void> {
  for (const { cardId, reviewId } of cards) {
    for (let attempt = 1; ; attempt++) {
      const card = await db.card.findFirst({ where: { id: cardId, userId }, select: { reps: true, due: true, state: true } });
      if (!card) break;
      const seen = { reps: card.reps, due: card.due?.toISOString() ?? null, state: card.state };
      try {
        await answerCard({ userId, cardId, rating: "again", reviewId, durationMs: 0, seen, now }, db);
        break;
      } catch (error) {
        if (error instanceof AppError && error.code === "NOT_FOUND") break;
        if (error instanceof AppError && error.code === "CONFLICT" && attempt < 2) continue;
        throw error;
      }
    }
  }
}
