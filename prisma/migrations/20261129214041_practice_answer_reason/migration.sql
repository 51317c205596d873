-- AlterTable
ALTER TABLE "practice_answer" ADD COLUMN     "reason" TEXT;
