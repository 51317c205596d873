-- CreateEnum
CREATE TYPE "CandidateStatus" AS ENUM ('pending', 'accepted', 'dropped');

-- CreateTable
CREATE TABLE "card_candidate" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "jobId" UUID NOT NULL,
    "sourceId" UUID,
    "groupId" UUID NOT NULL,
    "sectionTitle" TEXT NOT NULL,
    "sectionIndex" INTEGER NOT NULL,
    "strength" DOUBLE PRECISION NOT NULL,
    "rank" INTEGER NOT NULL,
    "ticked" BOOLEAN NOT NULL,
    "type" "NoteType" NOT NULL,
    "content" JSONB NOT NULL,
    "span" JSONB NOT NULL,
    "status" "CandidateStatus" NOT NULL DEFAULT 'pending',
    "contentKey" TEXT NOT NULL,
    "noteId" UUID,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "card_candidate_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "card_candidate_jobId_sectionIndex_rank_idx" ON "card_candidate"("jobId", "sectionIndex", "rank");

-- CreateIndex
CREATE INDEX "card_candidate_sourceId_status_contentKey_idx" ON "card_candidate"("sourceId", "status", "contentKey");

-- CreateIndex
CREATE INDEX "card_candidate_userId_idx" ON "card_candidate"("userId");

-- CreateIndex
CREATE INDEX "card_candidate_groupId_idx" ON "card_candidate"("groupId");

-- AddForeignKey
ALTER TABLE "card_candidate" ADD CONSTRAINT "card_candidate_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_candidate" ADD CONSTRAINT "card_candidate_jobId_fkey" FOREIGN KEY ("jobId") REFERENCES "generation_job"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_candidate" ADD CONSTRAINT "card_candidate_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "source"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_candidate" ADD CONSTRAINT "card_candidate_groupId_fkey" FOREIGN KEY ("groupId") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
