-- CreateEnum
CREATE TYPE "GenerationStatus" AS ENUM ('queued', 'running', 'succeeded', 'failed');

-- AlterTable
ALTER TABLE "note" ADD COLUMN     "jobId" UUID;

-- CreateTable
CREATE TABLE "generation_job" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "groupId" UUID NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "inputKind" TEXT NOT NULL,
    "fileName" TEXT,
    "mime" TEXT NOT NULL,
    "input" BYTEA,
    "pages" INTEGER NOT NULL DEFAULT 0,
    "characters" INTEGER,
    "words" INTEGER,
    "types" TEXT[],
    "generator" TEXT NOT NULL,
    "wordsCharged" INTEGER NOT NULL DEFAULT 0,
    "chargedPeriod" DATE,
    "refunded" BOOLEAN NOT NULL DEFAULT false,
    "cardsCreated" INTEGER NOT NULL DEFAULT 0,
    "pagesWithText" INTEGER,
    "pagesUsed" INTEGER,
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "generation_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "generation_job_userId_createdAt_idx" ON "generation_job"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "generation_job_groupId_createdAt_idx" ON "generation_job"("groupId", "createdAt");

-- CreateIndex
CREATE INDEX "generation_job_status_heartbeatAt_idx" ON "generation_job"("status", "heartbeatAt");

-- CreateIndex
CREATE INDEX "note_jobId_idx" ON "note"("jobId");

-- AddForeignKey
ALTER TABLE "note" ADD CONSTRAINT "note_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "generation_job"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "generation_job" ADD CONSTRAINT "generation_job_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "generation_job" ADD CONSTRAINT "generation_job_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
