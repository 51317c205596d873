-- CreateTable
CREATE TABLE "practice_test" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "groupIds" UUID[],
    "settings" JSONB NOT NULL,
    "questions" JSONB NOT NULL,
    "total" INTEGER NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deadlineAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "score" INTEGER,
    "durationMs" INTEGER,
    "retakeOfId" UUID,

    CONSTRAINT "practice_test_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "practice_answer" (
    "testId" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "cardIds" UUID[],
    "response" JSONB,
    "correct" BOOLEAN NOT NULL,
    "layer" TEXT,
    "matched" TEXT,
    "overridden" BOOLEAN NOT NULL DEFAULT false,
    "missedCardIds" UUID[] DEFAULT ARRAY[]::UUID[],
    "answeredAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "practice_answer_pkey" PRIMARY KEY ("testId","position")
);

-- CreateIndex
CREATE INDEX "practice_test_userId_submittedAt_idx" ON "practice_test"("userId", "submittedAt" DESC);

-- CreateIndex
CREATE INDEX "practice_test_retakeOfId_idx" ON "practice_test"("retakeOfId");

-- CreateIndex
CREATE INDEX "practice_answer_cardIds_idx" ON "practice_answer" USING GIN ("cardIds");

-- AddForeignKey
ALTER TABLE "practice_test" ADD CONSTRAINT "practice_test_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_test" ADD CONSTRAINT "practice_test_retakeOfId_fkey" FOREIGN KEY ("retakeOfId") REFERENCES "practice_test"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "practice_answer" ADD CONSTRAINT "practice_answer_testId_fkey" FOREIGN KEY ("testId") REFERENCES "practice_test"("id") ON DELETE CASCADE ON UPDATE CASCADE;
