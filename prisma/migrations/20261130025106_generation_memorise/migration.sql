-- AlterTable
ALTER TABLE "generation_job" ADD COLUMN     "memorise" BOOLEAN NOT NULL DEFAULT false;
