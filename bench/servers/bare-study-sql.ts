// The SQL bench:study's bare server sends: the statements ours sends for
// study.queue, study.answer and study.stats (apps/api/src/features/study/*),
// as the query trace captured them from Prisma's adapter, with the same
// parameters. The benchmark traces one request of each on both servers and
// warns when the two no longer send the same statements.
import {
  BURIED_SIBLING_STATES,
  LEARN_AHEAD_MS,
  STUDY_DAY_START_HOUR,
  studyDay,
  studyDayAfter,
} from "../../packages/api-contract/src/index.ts";

/** getStudySettings: db.studySettings.findUnique. $2 = 1, $3 = 0. */
export const SETTINGS_SQL = `SELECT "public"."study_settings"."userId", "public"."study_settings"."timeZone", "public"."study_settings"."newPerDay", "public"."study_settings"."reviewsPerDay", "public"."study_settings"."desiredRetention", "public"."study_settings"."weights", "public"."study_settings"."twoButtons", "public"."study_settings"."leechLapses", "public"."study_settings"."updatedAt" FROM "public"."study_settings" WHERE ("public"."study_settings"."userId" = $1 AND 1=1) LIMIT $2 OFFSET $3`;

// ---- study.queue, mode "today" (get-study-queue.ts, study-scope.ts), with no decks chosen and no cards held ----
//
// Built with the same fragments as ours's Prisma.sql templates (same text, and a
// new $n for every value in the order it appears, as Prisma numbers them), so
// each statement is the one ours sends, with the same parameters.

/** A piece of SQL with its values; `sql` numbers them $1, $2, … when rendered, nested pieces included (as Prisma.sql). */
export type Fragment = { readonly chunks: readonly (string | { readonly value: unknown })[] };
const isFragment = (value: unknown): value is Fragment =>
  typeof value === "object" && value !== null && Array.isArray((value as Fragment).chunks);
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Fragment {
  const chunks: Fragment["chunks"][number][] = [];
  strings.forEach((text, i) => {
    chunks.push(text);
    if (i >= values.length) return;
    const value = values[i];
    if (isFragment(value)) chunks.push(...value.chunks);
    else chunks.push({ value });
  });
  return { chunks };
}
export const EMPTY: Fragment = { chunks: [] };
function statement(label: string, fragment: Fragment): Statement {
  const params: unknown[] = [];
  const text = fragment.chunks.map((chunk) => (typeof chunk === "string" ? chunk : `$${params.push(chunk.value)}`)).join("");
  return { label, sql: text, params };
}

/** What the queue's statements depend on: the learner, the time and the study day ($ values as ISO text, as ours). */
export type QueueScope = { userId: string; now: Date; day: { start: Date; end: Date } };
/** A deck's room left today for new cards or reviews. */
export type DeckRoom = { groupId: string; room: number };

const iso = (date: Date) => date.toISOString();

/** decksWithLimits with no decks chosen: db.group.findMany({where: {userId, OR: [...]}}). $2 = 0. */
export const DECKS_WITH_LIMITS_SQL = `SELECT "public"."group"."id", "public"."group"."studyNewPerDay", "public"."group"."studyReviewsPerDay" FROM "public"."group" WHERE ("public"."group"."userId" = $1 AND ("public"."group"."studyNewPerDay" IS NOT NULL OR "public"."group"."studyReviewsPerDay" IS NOT NULL)) OFFSET $2`;

/** cardsInPlay: the learner's cards neither suspended nor buried now (no decks chosen, so no note join). */
const inPlay = ({ userId, now }: QueueScope) =>
  sql`c."userId" = ${userId} AND ${sql`NOT c.suspended AND (c."buriedUntil" IS NULL OR c."buriedUntil" <= ${iso(now)}::timestamp)`} ${EMPTY}`;

/** lowestRecallFirst: least likely to be recalled first (date_part's double, not EXTRACT's numeric). */
const lowestRecallFirst = (now: Date) =>
  sql`date_part('epoch', ${iso(now)}::timestamp - c."lastReview") / GREATEST(c.stability, 0.01) DESC, c.due`;

const QUEUE_COLUMNS = sql`c.id, c."noteId", n."groupId", g.title AS "deckTitle", c.ord, n.type::text AS type, n.content, n.source, n.format::text AS format,
      c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays", c."lastReview"`;

export const doneTodayStatement = ({ userId, day }: QueueScope) =>
  statement(
    "queue: done today",
    sql`
    SELECT count(*) FILTER (WHERE "stateBefore" = 'new')::int AS "newStudied",
           count(*) FILTER (WHERE "stateBefore" = 'review')::int AS reviews,
           count(*)::int AS answers,
           COALESCE(sum("durationMs"), 0)::int AS "timeMs"
    FROM review_log WHERE "userId" = ${userId} AND "reviewedAt" >= ${iso(day.start)}::timestamp`,
  );

/** availableToday: one count per part of the queue, each a scalar subquery on card alone. */
export function availableStatement(scope: QueueScope): Statement {
  const end = sql`${iso(scope.day.end)}::timestamp`;
  const count = (where: Fragment) => sql`(SELECT count(*)::int FROM card c ${EMPTY} WHERE ${inPlay(scope)} AND ${where})`;
  return statement(
    "queue: available today",
    sql`
    SELECT ${count(sql`c.state = 'new'`)} AS new,
           ${count(sql`c.state IN ('learning', 'relearning') AND c.due < ${end}`)} AS learning,
           ${count(sql`c.state = 'review' AND c.due < ${end}`)} AS review`,
  );
}

/** availableByDeck: cards waiting today in each deck with its own limits. */
export function availableByDeckStatement(scope: QueueScope, groupIds: readonly string[]): Statement {
  const end = sql`${iso(scope.day.end)}::timestamp`;
  const columns = sql`count(*) FILTER (WHERE c.state = 'new')::int AS new,
           count(*) FILTER (WHERE c.state IN ('learning', 'relearning') AND c.due < ${end})::int AS learning,
           count(*) FILTER (WHERE c.state = 'review' AND c.due < ${end})::int AS review`;
  return statement(
    "queue: available in decks with limits",
    sql`
    SELECT n."groupId", ${columns}
    FROM card c JOIN note n ON n.id = c."noteId"
    WHERE ${inPlay(scope)} AND n."groupId" = ANY(${[...groupIds]}::uuid[])
    GROUP BY n."groupId"`,
  );
}

/** doneTodayByDeck: new cards and reviews answered today in each deck with its own limits. */
export const doneByDeckStatement = ({ userId, day }: QueueScope, groupIds: readonly string[]) =>
  statement(
    "queue: done today in decks with limits",
    sql`
    SELECT n."groupId",
           count(*) FILTER (WHERE r."stateBefore" = 'new')::int AS "newStudied",
           count(*) FILTER (WHERE r."stateBefore" = 'review')::int AS reviews
    FROM review_log r JOIN card c ON c.id = r."cardId" JOIN note n ON n.id = c."noteId"
    WHERE r."userId" = ${userId} AND r."reviewedAt" >= ${iso(day.start)}::timestamp AND n."groupId" = ANY(${[...groupIds]}::uuid[])
    GROUP BY n."groupId"`,
  );

/** withinDeckRooms: a deck with a room takes at most that many of its own cards, the first in `orderBy`. */
function withinDeckRooms(scope: QueueScope, where: Fragment, orderBy: Fragment, deckRooms: readonly DeckRoom[]): Fragment {
  if (deckRooms.length === 0) return EMPTY;
  const ids = deckRooms.map((deck) => deck.groupId);
  const rooms = deckRooms.map((deck) => deck.room);
  return sql`AND (NOT (n."groupId" = ANY(${ids}::uuid[])) OR c.id IN (
    SELECT capped.id FROM unnest(${ids}::uuid[], ${rooms}::int[]) AS room(deck, cards)
    CROSS JOIN LATERAL (
      SELECT c.id FROM card c JOIN note n ON n.id = c."noteId"
      WHERE ${inPlay(scope)} AND n."groupId" = room.deck AND ${where}
      ORDER BY ${orderBy}
      LIMIT room.cards
    ) capped))`;
}

/** selectCards: the ids picked from card alone (the note joined only for a deck's room), then joined to note and deck. */
function selectCards(
  label: string,
  scope: QueueScope,
  where: Fragment,
  orderBy: Fragment,
  limit: number,
  deckRooms: readonly DeckRoom[] = [],
): Statement {
  const join = deckRooms.length > 0 ? sql`JOIN note n ON n.id = c."noteId"` : EMPTY;
  return statement(
    label,
    sql`
    SELECT ${QUEUE_COLUMNS}
    FROM (
      SELECT c.id FROM card c ${join}
      WHERE ${inPlay(scope)} AND ${where} ${withinDeckRooms(scope, where, orderBy, deckRooms)}
      ORDER BY ${orderBy}
      LIMIT ${limit}
    ) picked
    JOIN card c ON c.id = picked.id JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
    ORDER BY ${orderBy}`,
  );
}

/** Learning cards due now or within the learn-ahead limit. */
export const learningStatement = (scope: QueueScope, limit: number) =>
  selectCards(
    "queue: learning due",
    scope,
    sql`c.state IN ('learning', 'relearning') AND c.due <= ${iso(new Date(scope.now.getTime() + LEARN_AHEAD_MS))}::timestamp ${EMPTY}`,
    sql`c.due, c.id`,
    limit,
  );

/** Reviews due today, lowest predicted recall first. */
export const reviewsStatement = (scope: QueueScope, limit: number, deckRooms: readonly DeckRoom[] = []) =>
  selectCards(
    "queue: reviews by lowest predicted recall",
    scope,
    sql`c.state = 'review' AND c.due < ${iso(scope.day.end)}::timestamp ${EMPTY}`,
    lowestRecallFirst(scope.now),
    limit,
    deckRooms,
  );

/** selectNewCards: new cards in deck order, walked deck by deck (a LATERAL per deck), a deck with a room giving at most that. */
export function newCardsStatement(scope: QueueScope, limit: number, deckRooms: readonly DeckRoom[] = []): Statement {
  const room =
    deckRooms.length > 0
      ? sql`LEFT JOIN unnest(${deckRooms.map((deck) => deck.groupId)}::uuid[], ${deckRooms.map((deck) => deck.room)}::int[]) AS room(deck, cards)
          ON room.deck = g.id`
      : sql`LEFT JOIN (SELECT NULL::uuid AS deck, NULL::int AS cards) room ON false`;
  return statement(
    "queue: new cards",
    sql`
    SELECT ${QUEUE_COLUMNS}
    FROM (
      SELECT fresh.id FROM "group" g ${room}
      CROSS JOIN LATERAL (
        SELECT c.id, n.position, c.ord FROM note n JOIN card c ON c."noteId" = n.id
        WHERE n."groupId" = g.id AND ${inPlay(scope)} AND c.state = 'new' ${EMPTY}
        ORDER BY n.position, c.ord
        LIMIT LEAST(${limit}::int, COALESCE(room.cards, ${limit}::int))
      ) fresh
      WHERE g."userId" = ${scope.userId} ${EMPTY}
      ORDER BY g."createdAt", g.id, fresh.position, fresh.ord
      LIMIT ${limit}
    ) picked
    JOIN card c ON c.id = picked.id JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId"
    ORDER BY g."createdAt", g.id, n.position, c.ord`,
  );
}

/** Only when the batch is empty (and no cards are held): when the next learning card of today comes due. */
export const nextDueStatement = (scope: QueueScope) =>
  statement(
    "queue: next due",
    sql`
      SELECT min(c.due) AS due FROM card c ${EMPTY}
      WHERE ${inPlay(scope)} AND c.state IN ('learning', 'relearning') AND c.due < ${iso(scope.day.end)}::timestamp`,
  );

// ---- study.answer (answer-card.ts) ----

/** Read: the card and its row version, the settings and a log with this review id. $1 card, $2 = $3 user, $4 review id. */
export const READ_ANSWER_SQL = `SELECT c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays",
  c."lastReview", c."noteId", c.suspended, c.leech, c.xmin::text AS version,
  s."timeZone", s."newPerDay", s."reviewsPerDay", s."desiredRetention", s.weights, s."twoButtons", s."leechLapses",
  r."userId" AS "replayUserId", r.result AS "replayResult"
FROM (VALUES (1)) AS one (x)
  LEFT JOIN card c ON c.id = $1::uuid AND c."userId" = $2
  LEFT JOIN study_settings s ON s."userId" = $3
  LEFT JOIN review_log r ON r.id = $4::uuid`;

/**
 * Write, only if the card row is still the version read ($15): the card's new schedule ($1-$12, leech $10 = $11),
 * its note's other cards buried until $16 = $18, the log row ($19-$31, the undo without `buried`, which the
 * statement adds), and the learner's answers before this one up to $33 (user $14 = $20 = $32).
 */
export const WRITE_ANSWER_SQL = `WITH answered AS (
  UPDATE card SET state = $1::"CardState", due = $2::timestamp, stability = $3::float8, difficulty = $4::float8, reps = $5::int, lapses = $6::int,
    "learningSteps" = $7::int, "scheduledDays" = $8::int, "lastReview" = $9::timestamp, suspended = suspended OR $10::boolean,
    leech = leech OR $11::boolean, "updatedAt" = $12::timestamp
  WHERE id = $13::uuid AND "userId" = $14 AND xmin = $15::xid
  RETURNING id, "noteId"
), buried AS (
  UPDATE card s SET "buriedUntil" = $16::timestamp, "updatedAt" = $17::timestamp
  FROM answered a
  WHERE s."noteId" = a."noteId" AND s.id <> a.id AND s.state IN (${BURIED_SIBLING_STATES.map((state) => `'${state}'`).join(", ")}) AND (s."buriedUntil" IS NULL OR s."buriedUntil" < $18::timestamp)
  RETURNING s.id
), logged AS (
  INSERT INTO review_log (id, "cardId", "userId", rating, "stateBefore", "dueBefore", "stabilityAfter", "difficultyAfter",
    "elapsedDays", "durationMs", "reviewedAt", result, undo, "createdAt")
  SELECT $19::uuid, a.id, $20, $21::int, $22::"CardState", $23::timestamp, $24::float8, $25::float8, $26::float8, $27::int, $28::timestamp,
    $29::jsonb, $30::jsonb || jsonb_build_object('buried', COALESCE((SELECT jsonb_agg(b.id) FROM buried b), '[]'::jsonb)), $31::timestamp
  FROM answered a
  RETURNING 1
)
SELECT (SELECT count(*) FROM logged)::int AS saved,
  (SELECT count(*) FROM (SELECT 1 FROM review_log WHERE "userId" = $32 LIMIT $33) AS capped)::int AS earlier`;

/** start-parameter-fit.ts: the first fit starts at the 400th answer (tried again up to the 410th). */
export const MIN_REVIEWS_TO_FIT = 400;
export const FIRST_FIT_LAST_ANSWER = MIN_REVIEWS_TO_FIT + 10;

// ---- study.stats (get-study-stats.ts), all decks ----

/** Answers per 15-minute UTC bucket first, then per study day. $1 zone, $2 study day start hour, $3 user, $4 a year ago. */
export const HEATMAP_SQL = `SELECT to_char((b.bucket AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day,
  sum(b.n)::int AS reviews, COALESCE(sum(b.ms), 0)::int AS time_ms
FROM (
  SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS bucket, count(*) AS n, sum(r."durationMs") AS ms
  FROM review_log r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1
) b
GROUP BY 1 ORDER BY 1`;
/** Reviews of review cards per 15-minute UTC bucket first, then per month. $1 zone, $2 user, $3 a year ago. */
export const RETENTION_SQL = `SELECT to_char(b.bucket AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month,
  sum(b.young)::int AS young, sum(b.young_passed)::int AS young_passed, sum(b.mature)::int AS mature, sum(b.mature_passed)::int AS mature_passed
FROM (
  SELECT date_bin('15 minutes', r."reviewedAt", TIMESTAMP '2000-01-01') AS bucket,
    count(*) FILTER (WHERE r."elapsedDays" < 21) AS young, count(*) FILTER (WHERE r."elapsedDays" < 21 AND r.rating > 1) AS young_passed,
    count(*) FILTER (WHERE r."elapsedDays" >= 21) AS mature, count(*) FILTER (WHERE r."elapsedDays" >= 21 AND r.rating > 1) AS mature_passed
  FROM review_log r WHERE r."userId" = $2 AND r."stateBefore" = 'review' AND r."reviewedAt" >= $3::timestamp GROUP BY 1
) b
GROUP BY 1 ORDER BY 1`;
/** Cards coming due per 15-minute bucket first (overdue ones count from $3, today's start), then per study day. $1 zone, $2 start hour, $4 user, $5 horizon. */
export const DUE_FORECAST_SQL = `SELECT to_char((b.bucket AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day, sum(b.n)::int AS cards
FROM (
  SELECT date_bin('15 minutes', GREATEST(c.due, $3::timestamp), TIMESTAMP '2000-01-01') AS bucket, count(*) AS n
  FROM card c WHERE c."userId" = $4 AND NOT c.suspended AND c.state <> 'new' AND c.due < $5::timestamp GROUP BY 1
) b
GROUP BY 1 ORDER BY 1`;
export const STATES_SQL = `SELECT count(*) FILTER (WHERE c.state = 'new' AND NOT c.suspended)::int AS new, count(*) FILTER (WHERE c.state = 'learning' AND NOT c.suspended)::int AS learning, count(*) FILTER (WHERE c.state = 'review' AND NOT c.suspended)::int AS review, count(*) FILTER (WHERE c.state = 'relearning' AND NOT c.suspended)::int AS relearning, count(*) FILTER (WHERE c.suspended)::int AS suspended, count(*)::int AS cards FROM card c WHERE c."userId" = $1`;

export type Statement = { label: string; sql: string; params: unknown[] };

/**
 * The queue's statements with their parameters, in the order ours sends them (the first batch of a session, no deck
 * with its own limits, as bench:study's learner): decks with limits, settings, then in parallel done and available
 * today, then in parallel learning, reviews and new cards (with the whole limit as room, which the seeded counts leave).
 */
export function queueStatements(userId: string, timeZone: string, limit: number, now = new Date()): Statement[] {
  const scope: QueueScope = { userId, now, day: studyDay(now, timeZone) };
  return [
    { label: "queue: decks with their own limits", sql: DECKS_WITH_LIMITS_SQL, params: [userId, 0] },
    { label: "queue: settings", sql: SETTINGS_SQL, params: [userId, 1, 0] },
    doneTodayStatement(scope),
    availableStatement(scope),
    learningStatement(scope, limit),
    reviewsStatement(scope, limit),
    newCardsStatement(scope, limit),
  ];
}

/** The statistics queries with their parameters (get-study-stats.ts, all decks). */
export function statsStatements(userId: string, timeZone: string, now = new Date()): Statement[] {
  const today = studyDay(now, timeZone);
  const yearAgo = studyDayAfter(now, timeZone, -364).start.toISOString();
  const horizon = studyDayAfter(now, timeZone, 29).end.toISOString();
  return [
    { label: HEATMAP_LABEL, sql: HEATMAP_SQL, params: [timeZone, STUDY_DAY_START_HOUR, userId, yearAgo] },
    {
      label: "stats: due forecast (30 days)",
      sql: DUE_FORECAST_SQL,
      params: [timeZone, STUDY_DAY_START_HOUR, today.start.toISOString(), userId, horizon],
    },
    { label: "stats: retention by month", sql: RETENTION_SQL, params: [timeZone, userId, yearAgo] },
    { label: "stats: cards by state", sql: STATES_SQL, params: [userId] },
  ];
}

/** The statement the heatmap target is measured on. */
export const HEATMAP_LABEL = "stats: year heatmap";
