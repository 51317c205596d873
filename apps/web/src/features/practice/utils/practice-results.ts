import type { TGradedItem, TPracticeResults, TPracticeTest } from "./practice-session.ts";

/** A submitted test's score: every item must be graded (the session grades what is left when the test is submitted). */
export function practiceResults(test: TPracticeTest): TPracticeResults {
  const items = test.items.filter((item): item is TGradedItem => item.outcome !== null);
  if (items.length !== test.items.length) throw new Error("A test's results need every question graded");
  const missed = items.filter((item) => !item.outcome.isCorrect);
  const end = test.submittedAt ?? test.startedAt;
  return {
    testId: test.id,
    settings: test.settings,
    items,
    correct: items.length - missed.length,
    total: items.length,
    elapsedMs: Math.max(0, Date.parse(end) - Date.parse(test.startedAt)),
    missedCardIds: [...new Set(missed.flatMap((item) => item.cards.map((card) => card.cardId)))],
  };
}
