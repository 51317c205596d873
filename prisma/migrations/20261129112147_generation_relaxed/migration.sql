-- AlterTable
ALTER TABLE "generation_job" ADD COLUMN     "relaxed" BOOLEAN NOT NULL DEFAULT false;
