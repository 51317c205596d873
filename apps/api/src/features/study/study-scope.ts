import { studyDay, type TStudyCounts, type TStudyDay } from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { groupNotFound } from "../collection/group-not-found.ts";
import type { StudySettings } from "./study-settings.ts";

/**
 * What the study queue and the /study overview share: which cards are in play
 * (the learner's, in the chosen decks, not suspended, not buried), today's
 * study day, what was already done today, and so what is left within the
 * daily limits. Times go to SQL as ISO text cast to timestamp: Prisma keeps
 * UTC in timestamp(3) columns.
 */

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

/**
 * Cards in play: the learner's, in the chosen decks (all when none), neither suspended nor buried now.
 * Only a choice of decks needs the note (alias `n`) joined.
 */
export function cardsInPlay({ userId, groupIds, now }: StudyScope): Prisma.Sql {
  const decks = groupIds.length > 0 ? Prisma.sql`AND n."groupId" = ANY(${[...groupIds]}::uuid[])` : Prisma.empty;
  return Prisma.sql`c."userId" = ${userId} AND ${isPlayable(now)} ${decks}`;
}

/** `JOIN note n` when the scope needs it (a choice of decks), else nothing. */
export function noteJoinForDecks({ groupIds }: StudyScope): Prisma.Sql {
  return groupIds.length > 0 ? Prisma.sql`JOIN note n ON n.id = c."noteId"` : Prisma.empty;
}

/**
 * Review cards (alias `c`) least likely to be recalled first: recall falls as the time since the last review grows against the stability.
 * date_part gives a double; EXTRACT's numeric made sorting a day's reviews three times slower.
 */
export function lowestRecallFirst(now: Date): Prisma.Sql {
  return Prisma.sql`date_part('epoch', ${iso(now)}::timestamp - c."lastReview") / GREATEST(c.stability, 0.01) DESC, c.due`;
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

/** The counts of cards waiting today (alias `c`), before the daily limits. */
export function availableColumns(scope: StudyScope): Prisma.Sql {
  const end = Prisma.sql`${iso(scope.day.end)}::timestamp`;
  return Prisma.sql`count(*) FILTER (WHERE c.state = 'new')::int AS new,
           count(*) FILTER (WHERE c.state IN ('learning', 'relearning') AND c.due < ${end})::int AS learning,
           count(*) FILTER (WHERE c.state = 'review' AND c.due < ${end})::int AS review`;
}

/**
 * Cards waiting today in these decks, before the daily limits: one count per
 * part of the queue, each read from that part's partial index.
 */
export async function availableToday(scope: StudyScope, db: DbOrTx): Promise<Available> {
  const end = Prisma.sql`${iso(scope.day.end)}::timestamp`;
  const count = (where: Prisma.Sql) =>
    Prisma.sql`(SELECT count(*)::int FROM card c ${noteJoinForDecks(scope)} WHERE ${cardsInPlay(scope)} AND ${where})`;
  const [row] = await db.$queryRaw<Available[]>`
    SELECT ${count(Prisma.sql`c.state = 'new'`)} AS new,
           ${count(Prisma.sql`c.state IN ('learning', 'relearning') AND c.due < ${end}`)} AS learning,
           ${count(Prisma.sql`c.state = 'review' AND c.due < ${end}`)} AS review`;
  return row ?? { new: 0, learning: 0, review: 0 };
}

/** A deck's own daily limits (null: only the account's applies). */
export type DeckLimits = { newPerDay: number | null; reviewsPerDay: number | null };

/** What one deck with its own limits has and did today. */
export type LimitedDeck = { groupId: string; limits: DeckLimits; available: Available; done: { newStudied: number; reviews: number } };

/**
 * The chosen decks (all when none) that have their own limits. Every chosen id
 * must be one of the learner's decks; a missing or foreign one answers 'Group
 * not found'.
 */
export async function decksWithLimits(
  { userId, groupIds }: { userId: string; groupIds: readonly string[] },
  db: DbOrTx,
): Promise<{ groupId: string; limits: DeckLimits }[]> {
  const limited = { OR: [{ studyNewPerDay: { not: null } }, { studyReviewsPerDay: { not: null } }] };
  const select = { id: true, studyNewPerDay: true, studyReviewsPerDay: true } as const;
  let rows: { id: string; studyNewPerDay: number | null; studyReviewsPerDay: number | null }[];
  if (groupIds.length === 0) {
    rows = await db.group.findMany({ where: { userId, ...limited }, select });
  } else {
    const unique = [...new Set(groupIds)];
    const chosen = await db.group.findMany({ where: { userId, id: { in: unique } }, select });
    if (chosen.length !== unique.length) throw groupNotFound();
    rows = chosen.filter((row) => row.studyNewPerDay !== null || row.studyReviewsPerDay !== null);
  }
  return rows.map((row) => ({ groupId: row.id, limits: { newPerDay: row.studyNewPerDay, reviewsPerDay: row.studyReviewsPerDay } }));
}

/** New cards introduced and reviews answered today in each of these decks (a card counts in the deck it is in now). */
export async function doneTodayByDeck(
  { userId, day }: StudyScope,
  groupIds: readonly string[],
  db: DbOrTx,
): Promise<Map<string, { newStudied: number; reviews: number }>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db.$queryRaw<{ groupId: string; newStudied: number; reviews: number }[]>`
    SELECT n."groupId",
           count(*) FILTER (WHERE r."stateBefore" = 'new')::int AS "newStudied",
           count(*) FILTER (WHERE r."stateBefore" = 'review')::int AS reviews
    FROM review_log r JOIN card c ON c.id = r."cardId" JOIN note n ON n.id = c."noteId"
    WHERE r."userId" = ${userId} AND r."reviewedAt" >= ${iso(day.start)}::timestamp AND n."groupId" = ANY(${[...groupIds]}::uuid[])
    GROUP BY n."groupId"`;
  return new Map(rows.map(({ groupId, ...done }) => [groupId, done]));
}

/** Cards waiting today in each of these decks, before the daily limits. */
export async function availableByDeck(scope: StudyScope, groupIds: readonly string[], db: DbOrTx): Promise<Map<string, Available>> {
  if (groupIds.length === 0) return new Map();
  const rows = await db.$queryRaw<(Available & { groupId: string })[]>`
    SELECT n."groupId", ${availableColumns(scope)}
    FROM card c JOIN note n ON n.id = c."noteId"
    WHERE ${cardsInPlay(scope)} AND n."groupId" = ANY(${[...groupIds]}::uuid[])
    GROUP BY n."groupId"`;
  return new Map(rows.map(({ groupId, ...available }) => [groupId, available]));
}

/** The decks with their own limits, with what each has and did today. */
export async function limitedDecks(
  scope: StudyScope,
  limits: readonly { groupId: string; limits: DeckLimits }[],
  db: DbOrTx,
): Promise<LimitedDeck[]> {
  const ids = limits.map((deck) => deck.groupId);
  const [available, done] = await Promise.all([availableByDeck(scope, ids, db), doneTodayByDeck(scope, ids, db)]);
  return limits.map((deck) => ({
    ...deck,
    available: available.get(deck.groupId) ?? { new: 0, learning: 0, review: 0 },
    done: done.get(deck.groupId) ?? { newStudied: 0, reviews: 0 },
  }));
}

/** What a deck's own limits leave of its new cards and reviews today (all of them when it has none). */
export function deckLeftToday({ limits, available, done }: Omit<LimitedDeck, "groupId">): { new: number; review: number } {
  const within = (count: number, limit: number | null, used: number) =>
    limit === null ? count : Math.min(count, Math.max(0, limit - used));
  return {
    new: within(available.new, limits.newPerDay, done.newStudied),
    review: within(available.review, limits.reviewsPerDay, done.reviews),
  };
}

/**
 * What is left today: every learning card, and new cards and reviews up to
 * what the daily limits still allow: each deck with its own limits gives at
 * most what they leave, and the account's limits cap all decks together.
 * `available` is all chosen decks together, the limited ones included.
 */
export function leftToday(
  available: Available,
  done: { newStudied: number; reviews: number },
  settings: StudySettings,
  limited: readonly LimitedDeck[] = [],
): TStudyCounts {
  let fresh = available.new;
  let review = available.review;
  for (const deck of limited) {
    const left = deckLeftToday(deck);
    fresh -= deck.available.new - left.new;
    review -= deck.available.review - left.review;
  }
  return {
    new: Math.min(fresh, Math.max(0, settings.newPerDay - done.newStudied)),
    learning: available.learning,
    review: Math.min(review, Math.max(0, settings.reviewsPerDay - done.reviews)),
  };
}
