import {
  interleave,
  LEARN_AHEAD_MS,
  STUDY_AHEAD_DAYS,
  studyDayAfter,
  type TStudyCard,
  type TStudyCounts,
  type TStudyMode,
  type TStudyQueue,
} from "@mnemo/api-contract";
import { Prisma, type DbOrTx } from "@mnemo/db";
import { toCardSchedule } from "../collection/card-schedule.ts";
import {
  availableToday,
  cardsInPlay,
  decksWithLimits,
  doneToday,
  iso,
  leftToday,
  limitedDecks,
  noteJoinForDecks,
  studyScope,
  type StudyScope,
  lowestRecallFirst,
} from "./study-scope.ts";
import { getStudySettings, type StudySettings } from "./study-settings.ts";

type QueueRow = {
  id: string;
  noteId: string;
  groupId: string;
  deckTitle: string;
  ord: number;
  type: TStudyCard["type"];
  content: Record<string, unknown>;
  source: Record<string, unknown> | null;
  format: "text" | "html";
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
  /** "today" (the default), or "study more": "ahead" or "forgotten". */
  mode?: TStudyMode;
  now?: Date;
};

/** A deck's room left today for new cards or reviews; the queue takes at most that many from it. */
type DeckRoom = { groupId: string; room: number };

/**
 * The next cards to study. Mode "today", in order: learning cards that are due
 * (or due within the learn-ahead limit), then reviews due today with the least
 * likely to be recalled first (after a break the most forgotten come first),
 * with new cards spread among them. New cards and reviews stop at what the
 * daily limits leave: each deck's own, and the account's for all decks
 * together. Modes "ahead" and "forgotten" are "study more" after today's
 * queue, outside the limits.
 */
export async function getStudyQueue(
  { userId, groupIds, excludeCardIds, limit, mode = "today", now = new Date() }: GetStudyQueueOptions,
  db: DbOrTx,
): Promise<TStudyQueue> {
  // Checks the chosen decks are the learner's ('Group not found' otherwise).
  const limits = await decksWithLimits({ userId, groupIds }, db);
  const settings = await getStudySettings({ userId }, db);
  const scope = studyScope({ userId, groupIds, now, settings });
  const held = [...new Set(excludeCardIds)];
  const part =
    mode === "ahead"
      ? await studyAhead(scope, settings, held, limit, db)
      : mode === "forgotten"
        ? await forgottenToday(scope, held, limit, db)
        : await studyToday(scope, settings, limits, held, limit, db);
  return {
    ...part,
    cards: part.cards.map(toStudyCard),
    settings: settings.scheduler,
    day: { start: iso(scope.day.start), end: iso(scope.day.end), time_zone: settings.timeZone },
    two_buttons: settings.twoButtons,
  };
}

type QueuePart = { cards: QueueRow[]; counts: TStudyCounts; next_due: string | null };

async function studyToday(
  scope: StudyScope,
  settings: StudySettings,
  limits: Awaited<ReturnType<typeof decksWithLimits>>,
  held: readonly string[],
  limit: number,
  db: DbOrTx,
): Promise<QueuePart> {
  const { now } = scope;
  const notHeld = notIn(held);
  const [done, available, limited, heldCards] = await Promise.all([
    doneToday(scope, db),
    availableToday(scope, db),
    limitedDecks(scope, limits, db),
    held.length > 0
      ? db.$queryRaw<{ groupId: string; state: string; cards: number }[]>`
          SELECT n."groupId", c.state::text AS state, count(*)::int AS cards
          FROM card c JOIN note n ON n.id = c."noteId"
          WHERE c."userId" = ${scope.userId} AND c.id = ANY(${held}::uuid[])
          GROUP BY 1, 2`
      : Promise.resolve([]),
  ]);
  const counts = leftToday(available, done, settings, limited);
  const heldOf = (state: string, groupId?: string) =>
    heldCards
      .filter((row) => row.state === state && (groupId === undefined || row.groupId === groupId))
      .reduce((sum, row) => sum + row.cards, 0);
  const newRoom = Math.max(0, counts.new - heldOf("new"));
  const reviewRoom = Math.max(0, counts.review - heldOf("review"));
  const deckRooms = (kind: "new" | "review"): DeckRoom[] =>
    limited.flatMap((deck) => {
      const cap = kind === "new" ? deck.limits.newPerDay : deck.limits.reviewsPerDay;
      const used = kind === "new" ? deck.done.newStudied : deck.done.reviews;
      return cap === null ? [] : [{ groupId: deck.groupId, room: Math.max(0, cap - used - heldOf(kind, deck.groupId)) }];
    });

  const learnAhead = new Date(now.getTime() + LEARN_AHEAD_MS);
  const [learning, reviews, fresh] = await Promise.all([
    selectCards(scope, {
      where: Prisma.sql`c.state IN ('learning', 'relearning') AND c.due <= ${iso(learnAhead)}::timestamp ${notHeld}`,
      orderBy: Prisma.sql`c.due, c.id`,
      limit,
      db,
    }),
    reviewRoom > 0
      ? selectCards(scope, {
          where: Prisma.sql`c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp ${notHeld}`,
          orderBy: lowestRecallFirst(now),
          limit: Math.min(limit, reviewRoom),
          deckRooms: deckRooms("review"),
          db,
        })
      : [],
    newRoom > 0 ? selectNewCards(scope, { notHeld, limit: Math.min(limit, newRoom), deckRooms: deckRooms("new"), db }) : [],
  ]);

  const cards = [...learning, ...interleave(reviews, fresh)].slice(0, limit);
  let nextDue: string | null = null;
  if (cards.length === 0 && held.length === 0) {
    const [row] = await db.$queryRaw<{ due: Date | null }[]>`
      SELECT min(c.due) AS due FROM card c ${noteJoinForDecks(scope)}
      WHERE ${cardsInPlay(scope)} AND c.state IN ('learning', 'relearning') AND c.due < ${iso(scope.day.end)}::timestamp`;
    nextDue = row?.due ? row.due.toISOString() : null;
  }
  return { cards, counts, next_due: nextDue };
}

/**
 * Review ahead: review cards due in the next STUDY_AHEAD_DAYS study days (not
 * today), lowest predicted recall first, outside the daily limits. A card
 * already answered today is left out (it is not "ahead" any more).
 */
async function studyAhead(
  scope: StudyScope,
  settings: StudySettings,
  held: readonly string[],
  limit: number,
  db: DbOrTx,
): Promise<QueuePart> {
  const until = studyDayAfter(scope.now, settings.timeZone, STUDY_AHEAD_DAYS).end;
  const where = Prisma.sql`c.state = 'review' AND c.due >= ${iso(scope.day.end)}::timestamp AND c.due < ${iso(until)}::timestamp
    AND (c."lastReview" IS NULL OR c."lastReview" < ${iso(scope.day.start)}::timestamp) ${notIn(held)}`;
  const [cards, [row]] = await Promise.all([
    selectCards(scope, { where, orderBy: lowestRecallFirst(scope.now), limit, db }),
    db.$queryRaw<
      { cards: number }[]
    >`SELECT count(*)::int AS cards FROM card c ${noteJoinForDecks(scope)} WHERE ${cardsInPlay(scope)} AND ${where}`,
  ]);
  return { cards, counts: { new: 0, learning: 0, review: row?.cards ?? 0 }, next_due: null };
}

/**
 * Forgotten today: cards answered Again at least once this study day, in the
 * order they were first forgotten, outside the daily limits. Counts are by
 * the cards' states now.
 */
async function forgottenToday(scope: StudyScope, held: readonly string[], limit: number, db: DbOrTx): Promise<QueuePart> {
  const forgotten = Prisma.sql`(
    SELECT r."cardId", min(r."reviewedAt") AS "forgottenAt" FROM review_log r
    WHERE r."userId" = ${scope.userId} AND r."reviewedAt" >= ${iso(scope.day.start)}::timestamp AND r.rating = 1
    GROUP BY r."cardId") f`;
  const [cards, [row]] = await Promise.all([
    db.$queryRaw<QueueRow[]>`
      SELECT ${QUEUE_COLUMNS}
      FROM ${forgotten} JOIN card c ON c.id = f."cardId" JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
      WHERE ${cardsInPlay(scope)} ${notIn(held)}
      ORDER BY f."forgottenAt", c.id
      LIMIT ${limit}`,
    db.$queryRaw<TStudyCounts[]>`
      SELECT count(*) FILTER (WHERE c.state = 'new')::int AS new,
             count(*) FILTER (WHERE c.state IN ('learning', 'relearning'))::int AS learning,
             count(*) FILTER (WHERE c.state = 'review')::int AS review
      FROM ${forgotten} JOIN card c ON c.id = f."cardId" ${noteJoinForDecks(scope)}
      WHERE ${cardsInPlay(scope)} ${notIn(held)}`,
  ]);
  return { cards, counts: row ?? { new: 0, learning: 0, review: 0 }, next_due: null };
}

/** Leaves out the cards the client holds (alias `c`). */
function notIn(held: readonly string[]): Prisma.Sql {
  return held.length > 0 ? Prisma.sql`AND NOT (c.id = ANY(${[...held]}::uuid[]))` : Prisma.empty;
}

const QUEUE_COLUMNS = Prisma.sql`c.id, c."noteId", n."groupId", g.title AS "deckTitle", c.ord, n.type::text AS type, n.content, n.source, n.format::text AS format,
      c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays", c."lastReview"`;

/**
 * Up to `limit` cards in play matching `where`, in `orderBy` (on `c`). The
 * cards are picked from the card table alone (the note joined only for a
 * choice of decks or a deck's room), which the partial indexes of the queue's
 * parts serve, and only the cards picked are joined to their notes and decks.
 * A deck in `deckRooms` gives at most its room.
 */
function selectCards(
  scope: StudyScope,
  {
    where,
    orderBy,
    limit,
    deckRooms = [],
    db,
  }: { where: Prisma.Sql; orderBy: Prisma.Sql; limit: number; deckRooms?: readonly DeckRoom[]; db: DbOrTx },
): Promise<QueueRow[]> {
  const join = scope.groupIds.length > 0 || deckRooms.length > 0 ? Prisma.sql`JOIN note n ON n.id = c."noteId"` : Prisma.empty;
  return db.$queryRaw<QueueRow[]>`
    SELECT ${QUEUE_COLUMNS}
    FROM (
      SELECT c.id FROM card c ${join}
      WHERE ${cardsInPlay(scope)} AND ${where} ${withinDeckRooms(scope, where, orderBy, deckRooms)}
      ORDER BY ${orderBy}
      LIMIT ${limit}
    ) picked
    JOIN card c ON c.id = picked.id JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
    ORDER BY ${orderBy}`;
}

/** A deck with a room takes at most that many of its own cards, the first in `orderBy`; other decks are not held back. */
function withinDeckRooms(scope: StudyScope, where: Prisma.Sql, orderBy: Prisma.Sql, deckRooms: readonly DeckRoom[]): Prisma.Sql {
  if (deckRooms.length === 0) return Prisma.empty;
  const ids = deckRooms.map((deck) => deck.groupId);
  const rooms = deckRooms.map((deck) => deck.room);
  return Prisma.sql`AND (NOT (n."groupId" = ANY(${ids}::uuid[])) OR c.id IN (
    SELECT capped.id FROM unnest(${ids}::uuid[], ${rooms}::int[]) AS room(deck, cards)
    CROSS JOIN LATERAL (
      SELECT c.id FROM card c JOIN note n ON n.id = c."noteId"
      WHERE ${cardsInPlay(scope)} AND n."groupId" = room.deck AND ${where}
      ORDER BY ${orderBy}
      LIMIT room.cards
    ) capped))`;
}

/**
 * New cards in deck order (oldest deck first, then the note's place in it and
 * the card's ord), up to `limit`, and from a deck in `deckRooms` at most its
 * room. Walked deck by deck, so only as many notes are read as it takes to
 * find them.
 */
function selectNewCards(
  scope: StudyScope,
  { notHeld, limit, deckRooms, db }: { notHeld: Prisma.Sql; limit: number; deckRooms: readonly DeckRoom[]; db: DbOrTx },
): Promise<QueueRow[]> {
  const chosen = scope.groupIds.length > 0 ? Prisma.sql`AND g.id = ANY(${[...scope.groupIds]}::uuid[])` : Prisma.empty;
  const room =
    deckRooms.length > 0
      ? Prisma.sql`LEFT JOIN unnest(${deckRooms.map((deck) => deck.groupId)}::uuid[], ${deckRooms.map((deck) => deck.room)}::int[]) AS room(deck, cards)
          ON room.deck = g.id`
      : Prisma.sql`LEFT JOIN (SELECT NULL::uuid AS deck, NULL::int AS cards) room ON false`;
  return db.$queryRaw<QueueRow[]>`
    SELECT ${QUEUE_COLUMNS}
    FROM (
      SELECT fresh.id FROM "group" g ${room}
      CROSS JOIN LATERAL (
        SELECT c.id, n.position, c.ord FROM note n JOIN card c ON c."noteId" = n.id
        WHERE n."groupId" = g.id AND ${cardsInPlay(scope)} AND c.state = 'new' ${notHeld}
        ORDER BY n.position, c.ord
        LIMIT LEAST(${limit}::int, COALESCE(room.cards, ${limit}::int))
      ) fresh
      WHERE g."userId" = ${scope.userId} ${chosen}
      ORDER BY g."createdAt", g.id, fresh.position, fresh.ord
      LIMIT ${limit}
    ) picked
    JOIN card c ON c.id = picked.id JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
    ORDER BY g."createdAt", g.id, n.position, c.ord`;
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
    ...(row.format === "html" ? { format: "html" as const } : {}),
    schedule: toCardSchedule(row),
  };
}
