-- AlterTable
ALTER TABLE "note" ADD COLUMN     "tags" TEXT[] DEFAULT ARRAY[]::TEXT[];
