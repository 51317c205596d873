-- AlterTable
ALTER TABLE "card" ADD COLUMN     "buriedUntil" TIMESTAMP(3),
ADD COLUMN     "leech" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "suspended" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "review_log" (
    "id" UUID NOT NULL,
    "cardId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "rating" INTEGER NOT NULL,
    "stateBefore" "CardState" NOT NULL,
    "dueBefore" TIMESTAMP(3),
    "stabilityAfter" DOUBLE PRECISION NOT NULL,
    "difficultyAfter" DOUBLE PRECISION NOT NULL,
    "elapsedDays" DOUBLE PRECISION NOT NULL,
    "durationMs" INTEGER NOT NULL,
    "reviewedAt" TIMESTAMP(3) NOT NULL,
    "result" JSONB NOT NULL,
    "undo" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "study_settings" (
    "userId" TEXT NOT NULL,
    "timeZone" TEXT,
    "newPerDay" INTEGER NOT NULL DEFAULT 20,
    "reviewsPerDay" INTEGER NOT NULL DEFAULT 200,
    "desiredRetention" DOUBLE PRECISION NOT NULL DEFAULT 0.9,
    "weights" DOUBLE PRECISION[] DEFAULT ARRAY[]::DOUBLE PRECISION[],
    "twoButtons" BOOLEAN NOT NULL DEFAULT false,
    "leechLapses" INTEGER NOT NULL DEFAULT 8,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "study_settings_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "review_log_userId_reviewedAt_idx" ON "review_log"("userId", "reviewedAt");

-- CreateIndex
CREATE INDEX "review_log_cardId_reviewedAt_idx" ON "review_log"("cardId", "reviewedAt");

-- AddForeignKey
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_cardId_fkey" FOREIGN KEY ("cardId") REFERENCES "card"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_log" ADD CONSTRAINT "review_log_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_settings" ADD CONSTRAINT "study_settings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
