-- AlterTable
ALTER TABLE "generation_job" ADD COLUMN     "notice" TEXT;
