-- AlterTable
ALTER TABLE "source" ADD COLUMN     "outline" JSONB;

-- CreateTable
CREATE TABLE "study_notes" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "sourceId" UUID NOT NULL,
    "length" TEXT NOT NULL,
    "analyser" TEXT NOT NULL,
    "blocks" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "study_notes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "study_notes_sourceId_key" ON "study_notes"("sourceId");

-- CreateIndex
CREATE INDEX "study_notes_userId_idx" ON "study_notes"("userId");

-- AddForeignKey
ALTER TABLE "study_notes" ADD CONSTRAINT "study_notes_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "study_notes" ADD CONSTRAINT "study_notes_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "source"("id") ON DELETE CASCADE ON UPDATE CASCADE;
