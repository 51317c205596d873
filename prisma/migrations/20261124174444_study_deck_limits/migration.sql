-- AlterTable
ALTER TABLE "group" ADD COLUMN     "studyNewPerDay" INTEGER,
ADD COLUMN     "studyReviewsPerDay" INTEGER;
