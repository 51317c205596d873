// The SQL bench:study's bare server sends: the statements ours sends for
// study.queue, study.answer and study.stats (apps/api/src/features/study/*),
// as the query trace captured them from Prisma's adapter, with the same
// parameters. The benchmark traces one request of each on both servers and
// warns when the two no longer send the same statements.
import { STUDY_DAY_START_HOUR, studyDay, studyDayAfter } from "../../packages/api-contract/src/index.ts";

/** getStudySettings: db.studySettings.findUnique. $2 = 1, $3 = 0. */
export const SETTINGS_SQL = `SELECT "public"."study_settings"."userId", "public"."study_settings"."timeZone", "public"."study_settings"."newPerDay", "public"."study_settings"."reviewsPerDay", "public"."study_settings"."desiredRetention", "public"."study_settings"."weights", "public"."study_settings"."twoButtons", "public"."study_settings"."leechLapses", "public"."study_settings"."updatedAt" FROM "public"."study_settings" WHERE ("public"."study_settings"."userId" = $1 AND 1=1) LIMIT $2 OFFSET $3`;

// ---- study.queue (get-study-queue.ts, study-scope.ts), with no decks chosen and no cards held ----

const IN_PLAY = `c."userId" = $1 AND NOT c.suspended AND (c."buriedUntil" IS NULL OR c."buriedUntil" <= $2::timestamp)`;

export const DONE_TODAY_SQL = `SELECT count(*) FILTER (WHERE "stateBefore" = 'new')::int AS "newStudied", count(*) FILTER (WHERE "stateBefore" = 'review')::int AS reviews, count(*)::int AS answers, COALESCE(sum("durationMs"), 0)::int AS "timeMs" FROM review_log WHERE "userId" = $1 AND "reviewedAt" >= $2::timestamp`;

export const AVAILABLE_SQL = `SELECT count(*) FILTER (WHERE c.state = 'new')::int AS new, count(*) FILTER (WHERE c.state IN ('learning', 'relearning') AND c.due < $1::timestamp)::int AS learning, count(*) FILTER (WHERE c.state = 'review' AND c.due < $2::timestamp)::int AS review FROM card c JOIN note n ON n.id = c."noteId" WHERE c."userId" = $3 AND NOT c.suspended AND (c."buriedUntil" IS NULL OR c."buriedUntil" <= $4::timestamp)`;

const QUEUE_COLUMNS = `SELECT c.id, c."noteId", n."groupId", g.title AS "deckTitle", c.ord, n.type::text AS type, n.content, n.source, c.state::text AS state, c.due, c.stability, c.difficulty, c.reps, c.lapses, c."learningSteps", c."scheduledDays", c."lastReview" FROM card c JOIN note n ON n.id = c."noteId" JOIN "group" g ON g.id = n."groupId" WHERE ${IN_PLAY}`;

/** $3 = now + 20 min (learn ahead), $4 = limit. */
export const LEARNING_SQL = `${QUEUE_COLUMNS} AND c.state IN ('learning', 'relearning') AND c.due <= $3::timestamp ORDER BY c.due LIMIT $4`;
/** $3 = end of the study day, $4 = now, $5 = limit. */
export const REVIEWS_SQL = `${QUEUE_COLUMNS} AND c.state = 'review' AND c.due < $3::timestamp ORDER BY EXTRACT(EPOCH FROM ($4::timestamp - c."lastReview")) / GREATEST(c.stability, 0.01) DESC, c.due LIMIT $5`;
/** $3 = limit. */
export const NEW_SQL = `${QUEUE_COLUMNS} AND c.state = 'new' ORDER BY g."createdAt", g.id, n.position, c.ord LIMIT $3`;
/** Only when the batch is empty. $3 = end of the study day. */
export const NEXT_DUE_SQL = `SELECT min(c.due) AS due FROM card c JOIN note n ON n.id = c."noteId" WHERE ${IN_PLAY} AND c.state IN ('learning', 'relearning') AND c.due < $3::timestamp`;

export const LEARN_AHEAD_MS = 20 * 60_000;

// ---- study.answer (answer-card.ts) ----

export const FIND_REPLAY_SQL = `SELECT "public"."review_log"."id", "public"."review_log"."userId", "public"."review_log"."result" FROM "public"."review_log" WHERE ("public"."review_log"."id" = $1 AND 1=1) LIMIT $2 OFFSET $3`;
/** Lock and read the card in one statement (answer-card.ts). */
export const LOCK_READ_CARD_SQL = `SELECT state::text AS state, due, stability, difficulty, reps, lapses, "learningSteps", "scheduledDays", "lastReview", "noteId", suspended, leech FROM card WHERE id = $1::uuid AND "userId" = $2 FOR UPDATE`;
/** $3, $4 = 'new', 'review'; $5 = tomorrow; $6 = 0. */
export const SIBLINGS_SQL = `SELECT "public"."card"."id" FROM "public"."card" WHERE ("public"."card"."noteId" = $1 AND "public"."card"."id" <> $2 AND "public"."card"."state" IN (CAST($3::text AS "public"."CardState"),CAST($4::text AS "public"."CardState")) AND ("public"."card"."buriedUntil" IS NULL OR "public"."card"."buriedUntil" < $5)) OFFSET $6`;
const CARD_RETURNING = `RETURNING "public"."card"."id", "public"."card"."noteId", "public"."card"."userId", "public"."card"."ord", "public"."card"."suspended", "public"."card"."buriedUntil", "public"."card"."leech", "public"."card"."state"::text, "public"."card"."due", "public"."card"."stability", "public"."card"."difficulty", "public"."card"."reps", "public"."card"."lapses", "public"."card"."learningSteps", "public"."card"."scheduledDays", "public"."card"."lastReview", "public"."card"."createdAt", "public"."card"."updatedAt"`;
export const UPDATE_CARD_SQL = `UPDATE "public"."card" SET "state" = CAST($1::text AS "public"."CardState"), "due" = $2, "stability" = $3, "difficulty" = $4, "reps" = $5, "lapses" = $6, "learningSteps" = $7, "scheduledDays" = $8, "lastReview" = $9, "updatedAt" = $10 WHERE ("public"."card"."id" = $11 AND 1=1) ${CARD_RETURNING}`;
/** A leech: the same update, suspending the card too. */
export const UPDATE_CARD_LEECH_SQL = `UPDATE "public"."card" SET "suspended" = $1, "leech" = $2, "state" = CAST($3::text AS "public"."CardState"), "due" = $4, "stability" = $5, "difficulty" = $6, "reps" = $7, "lapses" = $8, "learningSteps" = $9, "scheduledDays" = $10, "lastReview" = $11, "updatedAt" = $12 WHERE ("public"."card"."id" = $13 AND 1=1) ${CARD_RETURNING}`;
/** Bury the note's other cards until tomorrow; the id list is expanded to $3, $4, ... (one per sibling). */
export const buryUpdateSql = (siblings: number) =>
  `UPDATE "public"."card" SET "buriedUntil" = $1, "updatedAt" = $2 WHERE "public"."card"."id" IN (${Array.from({ length: siblings }, (_, i) => `$${i + 3}`).join(",")})`;
export const INSERT_LOG_SQL = `INSERT INTO "public"."review_log" ("id","cardId","userId","rating","stateBefore","dueBefore","stabilityAfter","difficultyAfter","elapsedDays","durationMs","reviewedAt","result","undo","createdAt") VALUES ($1,$2,$3,$4,CAST($5::text AS "public"."CardState"),$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING "public"."review_log"."id", "public"."review_log"."cardId", "public"."review_log"."userId", "public"."review_log"."rating", "public"."review_log"."stateBefore"::text, "public"."review_log"."dueBefore", "public"."review_log"."stabilityAfter", "public"."review_log"."difficultyAfter", "public"."review_log"."elapsedDays", "public"."review_log"."durationMs", "public"."review_log"."reviewedAt", "public"."review_log"."result", "public"."review_log"."undo", "public"."review_log"."createdAt"`;
/** The router, after the answer (with a job runtime, as in production): answers so far, up to 401. $2 = 401. */
export const COUNT_REVIEWS_SQL = `SELECT count(*)::int AS n FROM (SELECT 1 FROM review_log WHERE "userId" = $1 LIMIT $2) AS capped`;
export const MIN_REVIEWS_TO_FIT = 400;

// ---- study.stats (get-study-stats.ts), all decks ----

export const HEATMAP_SQL = `SELECT to_char((r."reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1) - make_interval(hours => $2), 'YYYY-MM-DD') AS day, count(*)::int AS reviews, COALESCE(sum(r."durationMs"), 0)::int AS time_ms FROM review_log r WHERE r."userId" = $3 AND r."reviewedAt" >= $4::timestamp GROUP BY 1 ORDER BY 1`;
export const DUE_FORECAST_SQL = `SELECT to_char((GREATEST(c.due, $1::timestamp) AT TIME ZONE 'UTC' AT TIME ZONE $2) - make_interval(hours => $3), 'YYYY-MM-DD') AS day, count(*)::int AS cards FROM card c JOIN note n ON n.id = c."noteId" WHERE c."userId" = $4 AND NOT c.suspended AND c.state <> 'new' AND c.due < $5::timestamp GROUP BY 1 ORDER BY 1`;
export const RETENTION_SQL = `SELECT to_char(r."reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month, count(*) FILTER (WHERE r."elapsedDays" < 21)::int AS young, count(*) FILTER (WHERE r."elapsedDays" < 21 AND r.rating > 1)::int AS young_passed, count(*) FILTER (WHERE r."elapsedDays" >= 21)::int AS mature, count(*) FILTER (WHERE r."elapsedDays" >= 21 AND r.rating > 1)::int AS mature_passed FROM review_log r WHERE r."userId" = $2 AND r."stateBefore" = 'review' AND r."reviewedAt" >= $3::timestamp GROUP BY 1 ORDER BY 1`;
export const STATES_SQL = `SELECT count(*) FILTER (WHERE c.state = 'new' AND NOT c.suspended)::int AS new, count(*) FILTER (WHERE c.state = 'learning' AND NOT c.suspended)::int AS learning, count(*) FILTER (WHERE c.state = 'review' AND NOT c.suspended)::int AS review, count(*) FILTER (WHERE c.state = 'relearning' AND NOT c.suspended)::int AS relearning, count(*) FILTER (WHERE c.suspended)::int AS suspended, count(*)::int AS cards FROM card c JOIN note n ON n.id = c."noteId" WHERE c."userId" = $1`;

export type Statement = { label: string; sql: string; params: unknown[] };

/** The queue's statements with their parameters, in the order ours sends them (the first batch of a session). */
export function queueStatements(userId: string, timeZone: string, limit: number, now = new Date()): Statement[] {
  const day = studyDay(now, timeZone);
  const at = now.toISOString();
  return [
    { label: "queue: settings", sql: SETTINGS_SQL, params: [userId, 1, 0] },
    { label: "queue: done today", sql: DONE_TODAY_SQL, params: [userId, day.start.toISOString()] },
    { label: "queue: available today", sql: AVAILABLE_SQL, params: [day.end.toISOString(), day.end.toISOString(), userId, at] },
    {
      label: "queue: learning due",
      sql: LEARNING_SQL,
      params: [userId, at, new Date(now.getTime() + LEARN_AHEAD_MS).toISOString(), limit],
    },
    { label: "queue: reviews by lowest predicted recall", sql: REVIEWS_SQL, params: [userId, at, day.end.toISOString(), at, limit] },
    { label: "queue: new cards", sql: NEW_SQL, params: [userId, at, limit] },
  ];
}

/** The statistics queries with their parameters (get-study-stats.ts, all decks). */
export function statsStatements(userId: string, timeZone: string, now = new Date()): Statement[] {
  const today = studyDay(now, timeZone);
  const yearAgo = studyDayAfter(now, timeZone, -364).start.toISOString();
  const horizon = studyDayAfter(now, timeZone, 29).end.toISOString();
  return [
    { label: "stats: year heatmap", sql: HEATMAP_SQL, params: [timeZone, STUDY_DAY_START_HOUR, userId, yearAgo] },
    {
      label: "stats: due forecast (30 days)",
      sql: DUE_FORECAST_SQL,
      params: [today.start.toISOString(), timeZone, STUDY_DAY_START_HOUR, userId, horizon],
    },
    { label: "stats: retention by month", sql: RETENTION_SQL, params: [timeZone, userId, yearAgo] },
    { label: "stats: cards by state", sql: STATES_SQL, params: [userId] },
  ];
}
