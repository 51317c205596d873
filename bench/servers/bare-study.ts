// BARE for bench:study: plain Fastify (no plugins, no hooks, default options),
// a `pg` Pool of the same size as OURS's Prisma pool, and the three study
// procedures at the same tRPC paths with the same JSON in and out. Per request
// it does what a minimal correct implementation must do:
//   1. the bearer token's HMAC-SHA256 signature and one session query (as bare.ts),
//   2. the same statements as ours (bare-study-sql.ts), in parallel where ours runs them in parallel,
//   3. for an answer: one transaction on one connection (lock, state check,
//      FSRS scheduling with answerCard from @mnemo/api-contract as ours does,
//      card update, siblings buried, log row), then the answer count ours makes
//      when it has a job runtime (production),
//   4. the same JSON as tRPC's ({"result":{"data":...}}).
// Input checks are hand-written (ours uses zod); only what bench:study sends is
// supported: no decks chosen and no held cards in a queue or statistics call.
import Fastify, { type FastifyReply } from "fastify";
import pg from "pg";
import {
  answerCard as scheduleAnswer,
  DEFAULT_LEECH_LAPSES,
  DEFAULT_NEW_PER_DAY,
  DEFAULT_REVIEWS_PER_DAY,
  DEFAULT_SCHEDULER_SETTINGS,
  isTimeZone,
  studyDay,
  type TCardSchedule,
  type TCardState,
  type TRating,
  type TSchedulerSettings,
} from "../../packages/api-contract/src/index.ts";
import { serveInChild } from "../lib/child-protocol.ts";
import {
  buryUpdateSql,
  COUNT_REVIEWS_SQL,
  FIND_REPLAY_SQL,
  INSERT_LOG_SQL,
  LOCK_READ_CARD_SQL,
  MIN_REVIEWS_TO_FIT,
  queueStatements,
  SETTINGS_SQL,
  SIBLINGS_SQL,
  statsStatements,
  UPDATE_CARD_LEECH_SQL,
  UPDATE_CARD_SQL,
  NEXT_DUE_SQL,
} from "./bare-study-sql.ts";
import { bareAuthenticator } from "./bare-auth.ts";

// Prisma's `timestamp(3)` columns hold UTC without a zone; read them as UTC (pg's default is local time).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(" ", "T")}Z`));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATINGS: Record<string, number> = { again: 1, hard: 2, good: 3, easy: 4 };
const STATES = new Set(["new", "learning", "review", "relearning"]);

type SettingsRow = {
  timeZone: string | null;
  newPerDay: number;
  reviewsPerDay: number;
  desiredRetention: number;
  weights: number[];
  twoButtons: boolean;
  leechLapses: number;
};
type ScheduleRow = {
  state: TCardState;
  due: Date | null;
  stability: number | null;
  difficulty: number | null;
  reps: number;
  lapses: number;
  learningSteps: number;
  scheduledDays: number;
  lastReview: Date | null;
};
type QueueRow = ScheduleRow & {
  id: string;
  noteId: string;
  groupId: string;
  deckTitle: string;
  ord: number;
  type: string;
  content: unknown;
  source: unknown;
};

const toSchedule = (row: ScheduleRow): TCardSchedule => ({
  state: row.state,
  due: row.due?.toISOString() ?? null,
  stability: row.stability,
  difficulty: row.difficulty,
  reps: row.reps,
  lapses: row.lapses,
  learning_steps: row.learningSteps,
  scheduled_days: row.scheduledDays,
  last_review: row.lastReview?.toISOString() ?? null,
});

function settingsOf(row: SettingsRow | undefined) {
  const timeZone = row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : "UTC";
  const scheduler: TSchedulerSettings = {
    ...DEFAULT_SCHEDULER_SETTINGS,
    desired_retention: row?.desiredRetention ?? DEFAULT_SCHEDULER_SETTINGS.desired_retention,
    weights: row?.weights.length === 21 ? row.weights : null,
  };
  return {
    timeZone,
    newPerDay: row?.newPerDay ?? DEFAULT_NEW_PER_DAY,
    reviewsPerDay: row?.reviewsPerDay ?? DEFAULT_REVIEWS_PER_DAY,
    twoButtons: row?.twoButtons ?? false,
    leechLapses: row?.leechLapses ?? DEFAULT_LEECH_LAPSES,
    scheduler,
  };
}

/** New cards spread among the reviews, as get-study-queue.ts's interleave. */
function interleave<T>(reviews: readonly T[], fresh: readonly T[]): T[] {
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

const trpcError = (reply: FastifyReply, status: number, code: string, rpcCode: number, message: string, path: string) =>
  reply.status(status).send({
    error: {
      message,
      code: rpcCode,
      data: { code, httpStatus: status, path, requestId: null, appCode: code, issues: null, details: null },
    },
  });

await serveInChild(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: Number(process.env.BENCH_POOL_SIZE ?? 10) });
  pool.on("error", () => undefined);

  const authenticate = bareAuthenticator(pool);

  async function settingsFor(userId: string, db: pg.Pool | pg.PoolClient = pool) {
    const { rows } = await db.query<SettingsRow>(SETTINGS_SQL, [userId, 1, 0]);
    return settingsOf(rows[0]);
  }

  /** GET input=<JSON>: the tRPC query input, or undefined when absent or not JSON. */
  function queryInput(query: unknown): Record<string, unknown> | undefined {
    const raw = (query as { input?: unknown }).input;
    if (typeof raw !== "string") return {};
    try {
      const value: unknown = JSON.parse(raw);
      return value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  const app = Fastify({ logger: false });

  app.get("/trpc/study.queue", async (request, reply) => {
    const path = "study.queue";
    const user = await authenticate(request.headers.authorization);
    if (!user) return trpcError(reply, 401, "UNAUTHORIZED", -32001, "Sign in first.", path);
    const input = queryInput(request.query);
    const limit = input?.limit === undefined ? 20 : Number(input.limit);
    const empty = (v: unknown) => v === undefined || (Array.isArray(v) && v.length === 0);
    if (!input || !Number.isInteger(limit) || limit < 1 || limit > 50 || !empty(input.groupIds) || !empty(input.excludeCardIds)) {
      return trpcError(reply, 400, "BAD_REQUEST", -32600, "bare: only {groupIds: [], excludeCardIds: [], limit} is supported.", path);
    }
    const now = new Date();
    const settings = await settingsFor(user.id);
    const day = studyDay(now, settings.timeZone);
    const [, done, available, learning, reviews, fresh] = queueStatements(user.id, settings.timeZone, limit, now);
    const [doneRows, availableRows] = await Promise.all([
      pool.query(done!.sql, done!.params),
      pool.query(available!.sql, available!.params),
    ]);
    const doneToday = doneRows.rows[0] as { newStudied: number; reviews: number };
    const avail = availableRows.rows[0] as { new: number; learning: number; review: number };
    const counts = {
      new: Math.min(avail.new, Math.max(0, settings.newPerDay - doneToday.newStudied)),
      learning: avail.learning,
      review: Math.min(avail.review, Math.max(0, settings.reviewsPerDay - doneToday.reviews)),
    };
    const withLimit = (statement: typeof reviews, n: number) => [...statement!.params.slice(0, -1), n];
    const [learningRows, reviewRows, freshRows] = await Promise.all([
      pool.query<QueueRow>(learning!.sql, learning!.params),
      counts.review > 0 ? pool.query<QueueRow>(reviews!.sql, withLimit(reviews, Math.min(limit, counts.review))) : { rows: [] },
      counts.new > 0 ? pool.query<QueueRow>(fresh!.sql, withLimit(fresh, Math.min(limit, counts.new))) : { rows: [] },
    ]);
    const cards = [...learningRows.rows, ...interleave(reviewRows.rows, freshRows.rows)].slice(0, limit).map((row) => ({
      id: row.id,
      note_id: row.noteId,
      group_id: row.groupId,
      deck_title: row.deckTitle,
      ord: row.ord,
      type: row.type,
      content: row.content,
      source: row.source,
      schedule: toSchedule(row),
    }));
    let nextDue: string | null = null;
    if (cards.length === 0) {
      const { rows } = await pool.query<{ due: Date | null }>(NEXT_DUE_SQL, [user.id, now.toISOString(), day.end.toISOString()]);
      nextDue = rows[0]?.due ? rows[0].due.toISOString() : null;
    }
    return {
      result: {
        data: {
          cards,
          counts,
          settings: settings.scheduler,
          day: { start: day.start.toISOString(), end: day.end.toISOString(), time_zone: settings.timeZone },
          next_due: nextDue,
          two_buttons: settings.twoButtons,
        },
      },
    };
  });

  app.post("/trpc/study.answer", async (request, reply) => {
    const path = "study.answer";
    const user = await authenticate(request.headers.authorization);
    if (!user) return trpcError(reply, 401, "UNAUTHORIZED", -32001, "Sign in first.", path);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const seen = body.seen as { reps?: unknown; due?: unknown; state?: unknown } | undefined;
    const durationMs = body.durationMs;
    if (
      typeof body.cardId !== "string" ||
      !UUID.test(body.cardId) ||
      typeof body.reviewId !== "string" ||
      !UUID.test(body.reviewId) ||
      typeof body.rating !== "string" ||
      !(body.rating in RATINGS) ||
      typeof durationMs !== "number" ||
      !Number.isInteger(durationMs) ||
      durationMs < 0 ||
      durationMs > 24 * 3600_000 ||
      !seen ||
      typeof seen.reps !== "number" ||
      !(seen.due === null || typeof seen.due === "string") ||
      typeof seen.state !== "string" ||
      !STATES.has(seen.state) ||
      (body.answeredAt !== undefined && (typeof body.answeredAt !== "string" || !Number.isFinite(Date.parse(body.answeredAt))))
    ) {
      return trpcError(reply, 400, "BAD_REQUEST", -32600, "Bad request.", path);
    }
    const cardId = body.cardId;
    const reviewId = body.reviewId;
    const rating = body.rating as TRating;
    const now = new Date();
    // clampAnswerTime: the client's time, within the last 7 days and not in the future.
    const answeredAt =
      typeof body.answeredAt === "string"
        ? new Date(Math.min(now.getTime(), Math.max(now.getTime() - 7 * 24 * 3600_000, Date.parse(body.answeredAt))))
        : now;
    const settings = await settingsFor(user.id);

    const client = await pool.connect();
    let result: unknown;
    try {
      await client.query("BEGIN");
      const { rows } = await client.query<ScheduleRow & { noteId: string; suspended: boolean; leech: boolean }>(LOCK_READ_CARD_SQL, [
        cardId,
        user.id,
      ]);
      const card = rows[0];
      const replayed = card
        ? (await client.query<{ userId: string; result: unknown }>(FIND_REPLAY_SQL, [reviewId, 1, 0])).rows[0]
        : undefined;
      if (!card || replayed) {
        await client.query("COMMIT");
        if (!replayed || replayed.userId !== user.id) return trpcError(reply, 404, "NOT_FOUND", -32004, "Card not found", path);
        return { result: { data: replayed.result } };
      }
      const current = toSchedule(card);
      const sameDue =
        current.due === null || seen.due === null ? current.due === seen.due : Date.parse(current.due) === Date.parse(seen.due as string);
      if (current.reps !== seen.reps || current.state !== seen.state || !sameDue) {
        await client.query("ROLLBACK");
        return trpcError(
          reply,
          409,
          "CONFLICT",
          -32009,
          "This card was answered somewhere else (another tab or device). The session has been refreshed.",
          path,
        );
      }
      const at = current.last_review && answeredAt.getTime() < Date.parse(current.last_review) ? new Date(current.last_review) : answeredAt;
      const next = scheduleAnswer(current, rating, settings.scheduler, at);
      const isLeech =
        rating === "again" && current.state === "review" && next.lapses >= settings.leechLapses && next.lapses % settings.leechLapses === 0;
      const tomorrow = studyDay(at, settings.timeZone).end;
      const siblings = (await client.query<{ id: string }>(SIBLINGS_SQL, [card.noteId, cardId, "new", "review", tomorrow.toISOString(), 0]))
        .rows;
      const undo = { schedule: current, suspended: card.suspended, leech: card.leech, buried: siblings.map((s) => s.id) };
      const updatedAt = new Date().toISOString();
      const schedule = [
        next.state,
        next.due,
        next.stability,
        next.difficulty,
        next.reps,
        next.lapses,
        next.learning_steps,
        next.scheduled_days,
        next.last_review,
        updatedAt,
        cardId,
      ];
      await client.query(isLeech ? UPDATE_CARD_LEECH_SQL : UPDATE_CARD_SQL, isLeech ? [true, true, ...schedule] : schedule);
      if (siblings.length > 0) await client.query(buryUpdateSql(siblings.length), [tomorrow.toISOString(), updatedAt, ...undo.buried]);
      const elapsedDays = current.last_review ? Math.max(0, (at.getTime() - Date.parse(current.last_review)) / 86_400_000) : 0;
      result = { card_id: cardId, review_id: reviewId, schedule: next, leech: isLeech };
      await client.query(INSERT_LOG_SQL, [
        reviewId,
        cardId,
        user.id,
        RATINGS[rating],
        current.state,
        current.due,
        next.stability ?? 0,
        next.difficulty ?? 0,
        elapsedDays,
        Math.min(durationMs, 600_000),
        at.toISOString(),
        JSON.stringify(result),
        JSON.stringify(undo),
        new Date().toISOString(),
      ]);
      await client.query("COMMIT");
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
    // As ours's router does with a job runtime: the 400th answer would start the first parameter fit.
    const { rows } = await pool.query<{ n: number }>(COUNT_REVIEWS_SQL, [user.id, MIN_REVIEWS_TO_FIT + 1]);
    if (rows[0]?.n === MIN_REVIEWS_TO_FIT) throw new Error("bare: the 400th answer (a parameter fit) is not part of this benchmark");
    return { result: { data: result } };
  });

  app.get("/trpc/study.stats", async (request, reply) => {
    const path = "study.stats";
    const user = await authenticate(request.headers.authorization);
    if (!user) return trpcError(reply, 401, "UNAUTHORIZED", -32001, "Sign in first.", path);
    const input = queryInput(request.query);
    if (!input || !(input.groupIds === undefined || (Array.isArray(input.groupIds) && input.groupIds.length === 0))) {
      return trpcError(reply, 400, "BAD_REQUEST", -32600, "bare: only {groupIds: []} is supported.", path);
    }
    const { timeZone } = await settingsFor(user.id);
    const [heatmap, forecast, byMonth, byState] = statsStatements(user.id, timeZone);
    const [days, due, retention, states] = await Promise.all([
      pool.query(heatmap!.sql, heatmap!.params),
      pool.query(forecast!.sql, forecast!.params),
      pool.query(byMonth!.sql, byMonth!.params),
      pool.query(byState!.sql, byState!.params),
    ]);
    const dayRows = days.rows as { day: string; reviews: number; time_ms: number }[];
    const counted = (states.rows[0] ?? { new: 0, learning: 0, review: 0, relearning: 0, suspended: 0, cards: 0 }) as Record<string, number>;
    return {
      result: {
        data: {
          time_zone: timeZone,
          days: dayRows,
          due: due.rows,
          retention: (
            retention.rows as { month: string; young: number; young_passed: number; mature: number; mature_passed: number }[]
          ).map((row) => ({
            month: row.month,
            young: { reviews: row.young, passed: row.young_passed },
            mature: { reviews: row.mature, passed: row.mature_passed },
          })),
          states: {
            new: counted.new,
            learning: counted.learning,
            review: counted.review,
            relearning: counted.relearning,
            suspended: counted.suspended,
          },
          totals: {
            reviews: dayRows.reduce((sum, day) => sum + day.reviews, 0),
            time_ms: dayRows.reduce((sum, day) => sum + day.time_ms, 0),
            cards: counted.cards,
          },
        },
      },
    };
  });

  await app.ready();
  return { app, close: () => pool.end() };
});
