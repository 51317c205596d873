-- CreateEnum
CREATE TYPE "CardState" AS ENUM ('new', 'learning', 'review', 'relearning');

-- CreateTable
CREATE TABLE "card" (
    "id" UUID NOT NULL,
    "noteId" UUID NOT NULL,
    "userId" TEXT NOT NULL,
    "ord" INTEGER NOT NULL,
    "state" "CardState" NOT NULL DEFAULT 'new',
    "due" TIMESTAMP(3),
    "stability" DOUBLE PRECISION,
    "difficulty" DOUBLE PRECISION,
    "reps" INTEGER NOT NULL DEFAULT 0,
    "lapses" INTEGER NOT NULL DEFAULT 0,
    "learningSteps" INTEGER NOT NULL DEFAULT 0,
    "scheduledDays" INTEGER NOT NULL DEFAULT 0,
    "lastReview" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "card_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "card_userId_due_idx" ON "card"("userId", "due");

-- CreateIndex
CREATE UNIQUE INDEX "card_noteId_ord_key" ON "card"("noteId", "ord");

-- AddForeignKey
ALTER TABLE "card" ADD CONSTRAINT "card_noteId_fkey" FOREIGN KEY ("noteId") REFERENCES "note"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card" ADD CONSTRAINT "card_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: the cards of every existing note, as the card core counts them
-- (packages/api-contract/src/cards/card-ords.ts): ord 0 for every type, and
-- for a cloze note one card per cloze number N, ord N-1 (c0 counts as c1, as in
-- Anki). Stored cloze text was validated (every gap closed), so finding each
-- opening finds each gap. A test runs this statement against the TypeScript.
-- backfill:begin
INSERT INTO "card" ("id", "noteId", "userId", "ord", "updatedAt")
SELECT gen_random_uuid(), n."id", n."userId", o.ord, CURRENT_TIMESTAMP
FROM "note" n
CROSS JOIN LATERAL (
    SELECT 0 AS ord WHERE n."type" <> 'clozedel'
    UNION
    SELECT GREATEST(0, m[1]::int - 1) FROM regexp_matches(n."content"->>'text', '\{\{c(\d{1,4})::', 'g') AS m
    WHERE n."type" = 'clozedel'
) o
ON CONFLICT ("noteId", "ord") DO NOTHING;
-- backfill:end
