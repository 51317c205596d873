-- DropIndex
DROP INDEX "review_log_userId_reviewedAt_idx";

-- CreateIndex
CREATE INDEX "review_log_userId_reviewedAt_covering_idx" ON "review_log"("userId", "reviewedAt", "stateBefore", "rating", "elapsedDays", "durationMs");
