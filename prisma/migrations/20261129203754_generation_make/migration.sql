-- AlterTable
ALTER TABLE "generation_job" ADD COLUMN     "make" TEXT[] DEFAULT ARRAY['cards']::TEXT[],
ADD COLUMN     "notesMade" BOOLEAN NOT NULL DEFAULT false;
