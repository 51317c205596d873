import { randomInt } from "node:crypto";
import type { TPracticeTest, TSchedulerSettings } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../lib/app-error.ts";
import { loadPracticeCards } from "./load-practice-cards.ts";
import { testSettings } from "./practice-dto.ts";
import { practiceNotSubmitted, practiceTestNotFound } from "./practice-errors.ts";
import { createPracticeTest } from "./start-practice-test.ts";

export const NOTHING_MISSED = "Nothing was missed in this test: there is nothing to retake.";
export const MISSED_CARDS_GONE = "The cards missed in this test are no longer in your decks.";

/**
 * "Retake what I missed": a new test, with the same settings and a new seed, asking only about the cards this
 * submitted test missed (with the rest of its decks' cards as distractors), linked to it by `retakeOf`. The missed
 * cards are read as they are now (an edited card is asked as edited; a deleted one is left out).
 */
export async function retakePracticeTest(
  { userId, testId, scheduler, now = new Date() }: { userId: string; testId: string; scheduler: TSchedulerSettings; now?: Date },
  db: DbOrTx,
): Promise<TPracticeTest> {
  const test = await db.practiceTest.findFirst({
    where: { id: testId, userId },
    select: { settings: true, submittedAt: true, groupIds: true },
  });
  if (!test) throw practiceTestNotFound();
  if (test.submittedAt === null) throw practiceNotSubmitted();
  const answers = await db.practiceAnswer.findMany({ where: { testId }, select: { missedCardIds: true } });
  const missed = new Set(answers.flatMap((answer) => answer.missedCardIds));
  if (missed.size === 0) throw new AppError("BAD_REQUEST", { message: NOTHING_MISSED, details: { reason: "nothing_missed" } });

  // Decks deleted since are left out; the rest are still the learner's (their ids come from the learner's own test).
  const decks = await db.group.findMany({ where: { userId, id: { in: test.groupIds } }, select: { id: true } });
  const groupIds = decks.map((deck) => deck.id);
  const cards = (await loadPracticeCards({ userId, groupIds, scheduler, now }, db)).map((card) => ({
    ...card,
    missedLastTime: missed.has(card.cardId),
  }));
  if (!cards.some((card) => card.missedLastTime)) {
    throw new AppError("BAD_REQUEST", { message: MISSED_CARDS_GONE, details: { reason: "no_questions" } });
  }
  const settings = { ...testSettings(test), groupIds, cards: "missed" as const, seed: randomInt(0, 2 ** 32) };
  return createPracticeTest({ userId, settings, cards, retakeOfId: testId, now }, db);
}
