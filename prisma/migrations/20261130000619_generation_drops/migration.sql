-- AlterTable
ALTER TABLE "generation_job" ADD COLUMN     "cardsProposed" INTEGER,
ADD COLUMN     "drops" JSONB;
