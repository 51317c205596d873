import { studyDay, type TStudyCounts, type TStudyDay } from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../groups/group-not-found.ts";
import type { StudySettings } from "./study-settings.ts";

/**
 * What the study queue and the /study overview share: which cards are in play
 * (the learner's, in the chosen decks, not suspended, not buried), today's
 * study day, what was already done today, and so what is left within the
 * daily limits. Times go to SQL as ISO text cast to timestamp: Prisma keeps
 * UTC in timestamp(3) columns.
 */

/** A learning card due within this is shown now rather than making the learner wait (Anki's learn-ahead limit). */
export const LEARN_AHEAD_MS = 20 * 60_000;

export const iso = (date: Date) => date.toISOString();

export type StudyScope = { userId: string; groupIds: readonly string[]; now: Date; day: TStudyDay };

/** Every id must be one of the learner's decks; a missing or foreign one answers 'Group not found'. */
export async function assertOwnDecks({ userId, groupIds }: { userId: string; groupIds: readonly string[] }, db: DbOrTx): Promise<void> {
  if (groupIds.length === 0) return;
  const unique = [...new Set(groupIds)];
  const owned = await db.group.count({ where: { userId, id: { in: unique } } });
  if (owned !== unique.length) throw groupNotFound();
}

export function studyScope({
  userId,
  groupIds,
  now,
  settings,
}: {
  userId: string;
  groupIds: readonly string[];
  now: Date;
  settings: StudySettings;
}): StudyScope {
  return { userId, groupIds, now, day: studyDay(now, settings.timeZone) };
}

/** A card (alias `c`) that is neither suspended nor buried now. */
export function isPlayable(now: Date): Prisma.Sql {
  return Prisma.sql`NOT c.suspended AND (c."buriedUntil" IS NULL OR c."buriedUntil" <= ${iso(now)}::timestamp)`;
}

/** Cards in play: the learner's, in the chosen decks (all when none), neither suspended nor buried now. */
export function cardsInPlay({ userId, groupIds, now }: StudyScope): Prisma.Sql {
  const decks = groupIds.length > 0 ? Prisma.sql`AND n."groupId" = ANY(${[...groupIds]}::uuid[])` : Prisma.empty;
  return Prisma.sql`c."userId" = ${userId} AND ${isPlayable(now)} ${decks}`;
}

/** Review cards (alias `c`) least likely to be recalled first: recall falls as the time since the last review grows against the stability. */
export function lowestRecallFirst(now: Date): Prisma.Sql {
  return Prisma.sql`EXTRACT(EPOCH FROM (${iso(now)}::timestamp - c."lastReview")) / GREATEST(c.stability, 0.01) DESC, c.due`;
}

/** New cards introduced and reviews answered since the study day began (all decks: the limits are the learner's). */
export async function doneToday(
  { userId, day }: StudyScope,
  db: DbOrTx,
): Promise<{ newStudied: number; reviews: number; answers: number; timeMs: number }> {
  const [row] = await db.$queryRaw<{ newStudied: number; reviews: number; answers: number; timeMs: number }[]>`
    SELECT count(*) FILTER (WHERE "stateBefore" = 'new')::int AS "newStudied",
           count(*) FILTER (WHERE "stateBefore" = 'review')::int AS reviews,
           count(*)::int AS answers,
           COALESCE(sum("durationMs"), 0)::int AS "timeMs"
    FROM review_log WHERE "userId" = ${userId} AND "reviewedAt" >= ${iso(day.start)}::timestamp`;
  return row ?? { newStudied: 0, reviews: 0, answers: 0, timeMs: 0 };
}

export type Available = { new: number; learning: number; review: number };

/** Cards waiting today in these decks, before the daily limits. */
export async function availableToday(scope: StudyScope, db: DbOrTx): Promise<Available> {
  const [row] = await db.$queryRaw<Available[]>`
    SELECT count(*) FILTER (WHERE c.state = 'new')::int AS new,
           count(*) FILTER (WHERE c.state IN ('learning', 'relearning') AND c.due < ${iso(scope.day.end)}::timestamp)::int AS learning,
           count(*) FILTER (WHERE c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp)::int AS review
    FROM card c JOIN note n ON n.id = c."noteId"
    WHERE ${cardsInPlay(scope)}`;
  return row ?? { new: 0, learning: 0, review: 0 };
}

/** What is left today: every learning card, and new cards and reviews up to what the daily limits still allow. */
export function leftToday(available: Available, done: { newStudied: number; reviews: number }, settings: StudySettings): TStudyCounts {
  return {
    new: Math.min(available.new, Math.max(0, settings.newPerDay - done.newStudied)),
    learning: available.learning,
    review: Math.min(available.review, Math.max(0, settings.reviewsPerDay - done.reviews)),
  };
}
