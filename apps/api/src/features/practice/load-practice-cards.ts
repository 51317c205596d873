import { predictedRecall, type TNoteContent, type TPracticeCard, type TSchedulerSettings } from "@mnemo/api-contract";
import { type Prisma, type DbOrTx } from "@mnemo/db";
import { type cardScheduleSelect, toCardSchedule } from "../collection/card-schedule.ts";
import { groupNotFound } from "../collection/group-not-found.ts";
import { mapContentTexts } from "../collection/media-names.ts";
import { htmlToPlainText } from "../collection/note-html.ts";

/**
 * The decks a test asks about: every id must be one of the learner's decks (a missing or foreign one answers
 * 'Group not found'); none chosen means all of them, oldest first.
 */
export async function resolvePracticeDecks(
  { userId, groupIds }: { userId: string; groupIds: readonly string[] },
  db: DbOrTx,
): Promise<string[]> {
  if (groupIds.length === 0) {
    const decks = await db.group.findMany({ where: { userId }, select: { id: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
    return decks.map((deck) => deck.id);
  }
  const unique = [...new Set(groupIds)];
  const owned = await db.group.count({ where: { userId, id: { in: unique } } });
  if (owned !== unique.length) throw groupNotFound();
  return unique;
}

type CardRow = Prisma.CardGetPayload<{ select: typeof cardScheduleSelect }> & {
  id: string;
  noteId: string;
  groupId: string;
  ord: number;
  content: TNoteContent;
  format: "text" | "html";
};

/**
 * The learner's cards in these decks as the test builder takes them: each with FSRS's predicted recall now (from
 * the learner's scheduler settings; null when never studied) and whether the last submitted test that asked about
 * it missed it, with an imported note's HTML fields as plain text. Suspended cards are included: a test changes no schedule, and a leech is worth testing.
 */
export async function loadPracticeCards(
  { userId, groupIds, scheduler, now }: { userId: string; groupIds: readonly string[]; scheduler: TSchedulerSettings; now: Date },
  db: DbOrTx,
): Promise<TPracticeCard[]> {
  if (groupIds.length === 0) return [];
  const rows = await db.$queryRaw<CardRow[]>`
    SELECT c.id, c."noteId", n."groupId", c.ord, n.content, n.format::text AS format, c.state::text AS state, c.due, c.stability, c.difficulty, c.reps,
      c.lapses, c."learningSteps", c."scheduledDays", c."lastReview"
    FROM card c JOIN note n ON n.id = c."noteId"
    WHERE c."userId" = ${userId} AND n."userId" = ${userId} AND n."groupId" = ANY(${[...groupIds]}::uuid[])`;
  const missed = await missedLastTime({ userId, cardIds: rows.map((row) => row.id) }, db);
  return rows.map((row) => ({
    cardId: row.id,
    noteId: row.noteId,
    groupId: row.groupId,
    ord: row.ord,
    // Questions are plain text: an imported note's HTML fields are read as Anki shows them, without tags.
    content: row.format === "html" ? mapContentTexts(row.content, htmlToPlainText) : row.content,
    retrievability: predictedRecall(toCardSchedule(row), scheduler, now),
    missedLastTime: missed.has(row.id),
  }));
}

/**
 * Of these cards, those the learner's latest submitted test that asked about them missed. Read through the GIN
 * index on practice_answer."cardIds" (`&&`), then each card's newest answer.
 */
export async function missedLastTime(
  { userId, cardIds }: { userId: string; cardIds: readonly string[] },
  db: DbOrTx,
): Promise<Set<string>> {
  if (cardIds.length === 0) return new Set();
  const ids = [...cardIds];
  const rows = await db.$queryRaw<{ cardId: string }[]>`
    SELECT latest."cardId" FROM (
      SELECT DISTINCT ON (asked."cardId") asked."cardId", asked."cardId" = ANY(a."missedCardIds") AS missed
      FROM practice_answer a
        JOIN practice_test t ON t.id = a."testId"
        CROSS JOIN LATERAL unnest(a."cardIds") AS asked ("cardId")
      WHERE a."cardIds" && ${ids}::uuid[] AND asked."cardId" = ANY(${ids}::uuid[])
        AND t."userId" = ${userId} AND t."submittedAt" IS NOT NULL
      ORDER BY asked."cardId", t."submittedAt" DESC, a."answeredAt" DESC
    ) AS latest
    WHERE latest.missed`;
  return new Set(rows.map((row) => row.cardId));
}
