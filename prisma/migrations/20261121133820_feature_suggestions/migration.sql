-- CreateTable
CREATE TABLE "feature_suggestion" (
    "id" UUID NOT NULL,
    "userId" TEXT,
    "email" TEXT,
    "title" TEXT NOT NULL,
    "details" TEXT NOT NULL,
    "ipHash" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feature_suggestion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "feature_suggestion_userId_createdAt_idx" ON "feature_suggestion"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "feature_suggestion_ipHash_createdAt_idx" ON "feature_suggestion"("ipHash", "createdAt");

-- CreateIndex
CREATE INDEX "feature_suggestion_createdAt_idx" ON "feature_suggestion"("createdAt");

-- AddForeignKey
ALTER TABLE "feature_suggestion" ADD CONSTRAINT "feature_suggestion_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;
