// BARE for bench:study: plain Fastify (no plugins, no hooks, default options),
// a `pg` Pool of the same size as OURS's Prisma pool, and the three study
// procedures at the same tRPC paths with the same JSON in and out. Per request
// it does what a minimal correct implementation must do:
//   1. the bearer token's HMAC-SHA256 signature and one session query (as bare.ts),
//   2. the same statements as ours (bare-study-sql.ts), in parallel where ours runs them in parallel,
//   3. for an answer, as ours: one read (card and row version, settings, replay),
//      the answer's rules with planAnswer from @mnemo/api-contract (the state
//      check, FSRS scheduling, leech, burying), then one statement writing card, buried siblings and log row if the card
//      row is still that version, and counting the answers for the first fit,
//   4. the same JSON as tRPC's ({"result":{"data":...}}).
// Input checks are hand-written (ours uses zod); only what bench:study sends is
// supported: no decks chosen and no held cards in a queue (mode "today"; decks with their own
// limits are handled as ours does) or statistics call.
import Fastify, { type FastifyReply } from "fastify";
import pg from "pg";
import {
  DEFAULT_LEECH_LAPSES,
  DEFAULT_NEW_PER_DAY,
  DEFAULT_REVIEWS_PER_DAY,
  DEFAULT_SCHEDULER_SETTINGS,
  interleave,
  isTimeZone,
  MAX_ANSWER_DURATION_INPUT_MS,
  planAnswer,
  studyDay,
  type TCardSchedule,
  type TCardState,
  type TRating,
  type TSchedulerSettings,
} from "../../packages/api-contract/src/index.ts";
import type { StudySettingsRow } from "../../apps/api/src/features/study/study-settings.ts";
import { serveInChild } from "../lib/child-protocol.ts";
import {
  availableByDeckStatement,
  availableStatement,
  DECKS_WITH_LIMITS_SQL,
  doneByDeckStatement,
  doneTodayStatement,
  FIRST_FIT_LAST_ANSWER,
  learningStatement,
  MIN_REVIEWS_TO_FIT,
  newCardsStatement,
  nextDueStatement,
  READ_ANSWER_SQL,
  reviewsStatement,
  SETTINGS_SQL,
  statsStatements,
  WRITE_ANSWER_SQL,
  type DeckRoom,
  type QueueScope,
  type Statement,
} from "./bare-study-sql.ts";
import { bareAuthenticator } from "./bare-auth.ts";

// Prisma's `timestamp(3)` columns hold UTC without a zone; read them as UTC (pg's default is local time).
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (value) => new Date(`${value.replace(" ", "T")}Z`));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const RATINGS: Record<string, number> = { again: 1, hard: 2, good: 3, easy: 4 };
const STATES = new Set(["new", "learning", "review", "relearning"]);

/** A study_settings row; all null when read through a LEFT JOIN for a learner without one (a type only: no code of ours runs here). */
type SettingsRow = StudySettingsRow;
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
type AnswerRead = ScheduleRow &
  SettingsRow & {
    noteId: string;
    suspended: boolean;
    leech: boolean;
    version: string | null;
    replayUserId: string | null;
    replayResult: unknown;
  };
type LimitRow = { id: string; studyNewPerDay: number | null; studyReviewsPerDay: number | null };
type Counts = { new: number; learning: number; review: number };
type Done = { newStudied: number; reviews: number };
type QueueRow = ScheduleRow & {
  id: string;
  noteId: string;
  groupId: string;
  deckTitle: string;
  ord: number;
  type: string;
  content: unknown;
  source: unknown;
  format: string;
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
    weights: row?.weights?.length === 21 ? row.weights : null,
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
    if (
      !input ||
      !Number.isInteger(limit) ||
      limit < 1 ||
      limit > 50 ||
      !empty(input.groupIds) ||
      !empty(input.excludeCardIds) ||
      !(input.mode === undefined || input.mode === "today")
    ) {
      return trpcError(
        reply,
        400,
        "BAD_REQUEST",
        -32600,
        "bare: only {groupIds: [], excludeCardIds: [], limit, mode: 'today'} is supported.",
        path,
      );
    }
    const now = new Date();
    // As get-study-queue.ts in mode "today": the decks with their own limits, then the settings (one after the other),
    // then what was done and what waits today (and per deck with limits), then the three parts in parallel.
    const limited = (await pool.query<LimitRow>(DECKS_WITH_LIMITS_SQL, [user.id, 0])).rows;
    const settings = await settingsFor(user.id);
    const day = studyDay(now, settings.timeZone);
    const scope: QueueScope = { userId: user.id, now, day };
    const ids = limited.map((deck) => deck.id);
    const run = <T extends pg.QueryResultRow>(statement: Statement) => pool.query<T>(statement.sql, statement.params);
    const [doneRows, availableRows, availableByDeck, doneByDeck] = await Promise.all([
      run<Done>(doneTodayStatement(scope)),
      run<Counts>(availableStatement(scope)),
      ids.length > 0 ? run<Counts & { groupId: string }>(availableByDeckStatement(scope, ids)) : { rows: [] },
      ids.length > 0 ? run<Done & { groupId: string }>(doneByDeckStatement(scope, ids)) : { rows: [] },
    ]);
    const doneToday = doneRows.rows[0] ?? { newStudied: 0, reviews: 0 };
    const avail = availableRows.rows[0] ?? { new: 0, learning: 0, review: 0 };
    // leftToday: each deck with its own limits gives at most what they leave; the account's limits cap all decks together.
    const decks = limited.map((deck) => ({
      groupId: deck.id,
      newPerDay: deck.studyNewPerDay,
      reviewsPerDay: deck.studyReviewsPerDay,
      available: availableByDeck.rows.find((row) => row.groupId === deck.id) ?? { new: 0, learning: 0, review: 0 },
      done: doneByDeck.rows.find((row) => row.groupId === deck.id) ?? { newStudied: 0, reviews: 0 },
    }));
    const within = (count: number, cap: number | null, used: number) => (cap === null ? count : Math.min(count, Math.max(0, cap - used)));
    let freshLeft = avail.new;
    let reviewLeft = avail.review;
    for (const deck of decks) {
      freshLeft -= deck.available.new - within(deck.available.new, deck.newPerDay, deck.done.newStudied);
      reviewLeft -= deck.available.review - within(deck.available.review, deck.reviewsPerDay, deck.done.reviews);
    }
    const counts = {
      new: Math.min(freshLeft, Math.max(0, settings.newPerDay - doneToday.newStudied)),
      learning: avail.learning,
      review: Math.min(reviewLeft, Math.max(0, settings.reviewsPerDay - doneToday.reviews)),
    };
    const rooms = (kind: "new" | "review"): DeckRoom[] =>
      decks.flatMap((deck) => {
        const cap = kind === "new" ? deck.newPerDay : deck.reviewsPerDay;
        const used = kind === "new" ? deck.done.newStudied : deck.done.reviews;
        return cap === null ? [] : [{ groupId: deck.groupId, room: Math.max(0, cap - used) }];
      });
    const [learningRows, reviewRows, freshRows] = await Promise.all([
      run<QueueRow>(learningStatement(scope, limit)),
      counts.review > 0 ? run<QueueRow>(reviewsStatement(scope, Math.min(limit, counts.review), rooms("review"))) : { rows: [] },
      counts.new > 0 ? run<QueueRow>(newCardsStatement(scope, Math.min(limit, counts.new), rooms("new"))) : { rows: [] },
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
      ...(row.format === "html" ? { format: "html" } : {}),
      schedule: toSchedule(row),
    }));
    let nextDue: string | null = null;
    if (cards.length === 0) {
      const { rows } = await run<{ due: Date | null }>(nextDueStatement(scope));
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
      durationMs > MAX_ANSWER_DURATION_INPUT_MS ||
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
    const answeredAt = body.answeredAt as string | undefined;
    const now = new Date();
    // As answer-card.ts: read (card and row version, settings, replay), then one statement writes it all if the card row
    // is still that version; a write that finds it changed reads again.
    for (let attempt = 1; ; attempt++) {
      const read = (await pool.query<AnswerRead>(READ_ANSWER_SQL, [cardId, user.id, user.id, reviewId])).rows[0];
      if (!read?.version) return trpcError(reply, 404, "NOT_FOUND", -32004, "Card not found", path);
      if (read.replayUserId !== null) {
        if (read.replayUserId !== user.id) return trpcError(reply, 404, "NOT_FOUND", -32004, "Card not found", path);
        return { result: { data: read.replayResult } };
      }
      const current = toSchedule(read);
      const plan = planAnswer({
        card: { schedule: current, suspended: read.suspended, leech: read.leech },
        seen: seen as { reps: number; due: string | null; state: TCardState },
        rating,
        durationMs,
        answeredAt,
        now,
        settings: settingsOf(read),
      });
      if (plan.outcome === "conflict") {
        return trpcError(
          reply,
          409,
          "CONFLICT",
          -32009,
          "This card was answered somewhere else (another tab or device). The session has been refreshed.",
          path,
        );
      }
      if (attempt > 3) return trpcError(reply, 409, "CONFLICT", -32009, "This card is being changed elsewhere; try again.", path);
      const { at, isLeech, buryUntil: tomorrow, elapsedDays } = plan;
      const next = plan.card.schedule;
      const result = { card_id: cardId, review_id: reviewId, schedule: next, leech: isLeech };
      const undo = { schedule: current, suspended: read.suspended, leech: read.leech };
      const written = new Date().toISOString();
      let saved: { saved: number; earlier: number } | undefined;
      try {
        saved = (
          await pool.query<{ saved: number; earlier: number }>(WRITE_ANSWER_SQL, [
            next.state,
            next.due,
            next.stability,
            next.difficulty,
            next.reps,
            next.lapses,
            next.learning_steps,
            next.scheduled_days,
            next.last_review,
            isLeech,
            isLeech,
            written,
            cardId,
            user.id,
            read.version,
            tomorrow,
            written,
            tomorrow,
            reviewId,
            user.id,
            RATINGS[rating],
            current.state,
            current.due,
            next.stability ?? 0,
            next.difficulty ?? 0,
            elapsedDays,
            plan.durationMs,
            at.toISOString(),
            JSON.stringify(result),
            JSON.stringify(undo),
            written,
            user.id,
            FIRST_FIT_LAST_ANSWER,
          ])
        ).rows[0];
      } catch (error) {
        if ((error as { code?: string }).code !== "23505") throw error;
      }
      if (saved?.saved === 1) {
        // As ours's router with a job runtime: an answer from the 400th to the 410th would look for a first parameter fit.
        const answers = saved.earlier + 1;
        if (answers >= MIN_REVIEWS_TO_FIT && answers <= FIRST_FIT_LAST_ANSWER) {
          throw new Error("bare: the 400th answer (a parameter fit) is not part of this benchmark");
        }
        return { result: { data: result } };
      }
    }
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
      pool.query<{ day: string; reviews: number; time_ms: number }>(heatmap!.sql, heatmap!.params),
      pool.query(forecast!.sql, forecast!.params),
      pool.query<{ month: string; young: number; young_passed: number; mature: number; mature_passed: number }>(
        byMonth!.sql,
        byMonth!.params,
      ),
      pool.query(byState!.sql, byState!.params),
    ]);
    const dayRows = days.rows;
    const counted = (states.rows[0] ?? { new: 0, learning: 0, review: 0, relearning: 0, suspended: 0, cards: 0 }) as Record<string, number>;
    return {
      result: {
        data: {
          time_zone: timeZone,
          days: dayRows,
          due: due.rows,
          retention: retention.rows.map((row) => ({
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
