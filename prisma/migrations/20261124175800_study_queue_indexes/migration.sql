-- The study queue's parts, each served by its own partial index on card (hand-written: the schema
-- cannot say WHERE or INCLUDE). Each index holds only the cards of its part that are not suspended,
-- with the columns the queue reads to pick and order them, so the picking and the counts are
-- index-only scans of those cards alone (apps/api/src/features/study/get-study-queue.ts, study-scope.ts).

-- Learning and relearning cards by due time (learning due now, the next one due today).
CREATE INDEX "card_study_learning_idx" ON "card" ("userId", "due") INCLUDE ("id", "buriedUntil")
  WHERE "state" IN ('learning', 'relearning') AND NOT "suspended";

-- Review cards by due time, with what the lowest-recall-first order reads (reviews due today, review ahead).
CREATE INDEX "card_study_review_idx" ON "card" ("userId", "due") INCLUDE ("id", "lastReview", "stability", "buriedUntil", "noteId")
  WHERE "state" = 'review' AND NOT "suspended";

-- New cards (counted; the queue walks each deck's notes in order to pick them).
CREATE INDEX "card_study_new_idx" ON "card" ("userId") INCLUDE ("buriedUntil", "noteId")
  WHERE "state" = 'new' AND NOT "suspended";
