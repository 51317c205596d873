import type { TStudyCard, TStudyQueue } from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { toCardSchedule } from "./card-schedule.ts";
import {
  assertOwnDecks,
  availableToday,
  cardsInPlay,
  doneToday,
  iso,
  LEARN_AHEAD_MS,
  leftToday,
  studyScope,
  type StudyScope,
  lowestRecallFirst,
} from "./study-scope.ts";
import { getStudySettings } from "./study-settings.ts";

type QueueRow = {
  id: string;
  noteId: string;
  groupId: string;
  deckTitle: string;
  ord: number;
  type: TStudyCard["type"];
  content: Record<string, unknown>;
  source: Record<string, unknown> | null;
  state: TStudyCard["schedule"]["state"];
  due: Date | null;
  stability: number | null;
  difficulty: number | null;
  reps: number;
  lapses: number;
  learningSteps: number;
  scheduledDays: number;
  lastReview: Date | null;
};

export type GetStudyQueueOptions = {
  userId: string;
  groupIds: readonly string[];
  /** Cards the client holds and has not answered yet: left out, and counted against today's limits. */
  excludeCardIds: readonly string[];
  limit: number;
  now?: Date;
};

/**
 * The next cards to study, in order: learning cards that are due (or due
 * within the learn-ahead limit), then reviews due today with the least
 * likely to be recalled first (after a break the most forgotten come first),
 * with new cards spread among them. New cards and reviews stop at what the
 * daily limits leave.
 */
export async function getStudyQueue(
  { userId, groupIds, excludeCardIds, limit, now = new Date() }: GetStudyQueueOptions,
  db: DbOrTx,
): Promise<TStudyQueue> {
  await assertOwnDecks({ userId, groupIds }, db);
  const settings = await getStudySettings({ userId }, db);
  const scope = studyScope({ userId, groupIds, now, settings });
  const held = excludeCardIds.length > 0 ? [...excludeCardIds] : [];
  const notHeld = held.length > 0 ? Prisma.sql`AND NOT (c.id = ANY(${held}::uuid[]))` : Prisma.empty;

  const [done, available, heldStates] = await Promise.all([
    doneToday(scope, db),
    availableToday(scope, db),
    held.length > 0 ? db.card.groupBy({ by: ["state"], where: { userId, id: { in: held } }, _count: { _all: true } }) : Promise.resolve([]),
  ]);
  const counts = leftToday(available, done, settings);
  const heldOf = (state: string) => heldStates.find((row) => row.state === state)?._count._all ?? 0;
  const newRoom = Math.max(0, counts.new - heldOf("new"));
  const reviewRoom = Math.max(0, counts.review - heldOf("review"));

  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const [learning, reviews, fresh] = await Promise.all([
    selectCards(
      scope,
      Prisma.sql`c.state IN ('learning', 'relearning') AND c.due <= ${iso(learnAhead)}::timestamp ${notHeld}`,
      Prisma.sql`c.due`,
      limit,
      db,
    ),
    reviewRoom > 0
      ? selectCards(
          scope,
          Prisma.sql`c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp ${notHeld}`,
          lowestRecallFirst(now),
          Math.min(limit, reviewRoom),
          db,
        )
      : [],
    newRoom > 0
      ? selectCards(
          scope,
          Prisma.sql`c.state = 'new' ${notHeld}`,
          Prisma.sql`g."createdAt", g.id, n.position, c.ord`,
          Math.min(limit, newRoom),
          db,
        )
      : [],
  ]);

  const cards = [...learning, ...interleave(reviews, fresh)].slice(0, limit).map(toStudyCard);
  let nextDue: string | null = null;
  if (cards.length === 0 && held.length === 0) {
    const [row] = await db.$queryRaw<{ due: Date | null }[]>`
      SELECT min(c.due) AS due FROM card c JOIN note n ON n.id = c."noteId"
      WHERE ${cardsInPlay(scope)} AND c.state IN ('learning', 'relearning') AND c.due < ${iso(scope.day.end)}::timestamp`;
    nextDue = row?.due ? row.due.toISOString() : null;
  }
  return {
    cards,
    counts,
    settings: settings.scheduler,
    day: { start: iso(scope.day.start), end: iso(scope.day.end), time_zone: settings.timeZone },
    next_due: nextDue,
    two_buttons: settings.twoButtons,
  };
}

function selectCards(scope: StudyScope, where: Prisma.Sql, orderBy: Prisma.Sql, limit: number, db: DbOrTx): Promise<QueueRow[]> {
  return db.$queryRaw<QueueRow[]>`
    SELECT c.id, c."noteId", n."groupId", g.title AS "deckTitle", c.ord, n.type::text AS type, n.content, n.source,
      c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays", c."lastReview"
    FROM card c JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
    WHERE ${cardsInPlay(scope)} AND ${where}
    ORDER BY ${orderBy}
    LIMIT ${limit}`;
}

/** New cards spread evenly among the reviews (one every few), as Anki mixes them by default. */
export function interleave<T>(reviews: readonly T[], fresh: readonly T[]): T[] {
  if (fresh.length === 0) return [...reviews];
  if (reviews.length === 0) return [...fresh];
  const every = Math.max(1, Math.floor((reviews.length + fresh.length) / fresh.length));
  const out: T[] = [];
  let r = 0;
  let f = 0;
  while (r < reviews.length || f < fresh.length) {
    if (f < fresh.length && (out.length + 1) % every === 0) out.push(fresh[f++]!);
    else if (r < reviews.length) out.push(reviews[r++]!);
    else out.push(fresh[f++]!);
  }
  return out;
}

function toStudyCard(row: QueueRow): TStudyCard {
  return {
    id: row.id,
    note_id: row.noteId,
    group_id: row.groupId,
    deck_title: row.deckTitle,
    ord: row.ord,
    type: row.type,
    content: row.content,
    source: row.source,
    schedule: toCardSchedule(row),
  };
}
