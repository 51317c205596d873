-- CreateEnum
CREATE TYPE "NoteFormat" AS ENUM ('text', 'html');

-- DropIndex
DROP INDEX "note_userId_idx";

-- AlterTable
ALTER TABLE "note" ADD COLUMN     "format" "NoteFormat" NOT NULL DEFAULT 'text',
ADD COLUMN     "guid" TEXT;

-- CreateTable
CREATE TABLE "media_file" (
    "userId" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "ext" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_file_pkey" PRIMARY KEY ("userId","hash")
);

-- CreateTable
CREATE TABLE "export_job" (
    "id" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "status" "GenerationStatus" NOT NULL DEFAULT 'queued',
    "stage" TEXT NOT NULL DEFAULT 'queued',
    "percent" INTEGER NOT NULL DEFAULT 0,
    "message" TEXT NOT NULL DEFAULT 'Waiting to start',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "heartbeatAt" TIMESTAMP(3),
    "errorCode" TEXT,
    "errorMessage" TEXT,
    "format" TEXT NOT NULL,
    "groupIds" TEXT[],
    "options" JSONB NOT NULL,
    "filePath" TEXT,
    "fileName" TEXT,
    "size" INTEGER,
    "cards" INTEGER,
    "expiresAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "export_job_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "export_job_userId_createdAt_idx" ON "export_job"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "export_job_expiresAt_idx" ON "export_job"("expiresAt");

-- CreateIndex
CREATE INDEX "note_userId_guid_idx" ON "note"("userId", "guid");

-- AddForeignKey
ALTER TABLE "media_file" ADD CONSTRAINT "media_file_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "export_job" ADD CONSTRAINT "export_job_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
