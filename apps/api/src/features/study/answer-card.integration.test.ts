import { randomUUID } from "node:crypto";
import type { TCardSchedule } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { describe, expect, it } from "vitest";
import type { JobRuntime } from "../../jobs/job-runtime.ts";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { createNote } from "../notes/create-note.ts";
import { answerCardCounted, REVIEW_ID_OF_ANOTHER_CARD } from "./answer-card.ts";
import { getStudyStats } from "./get-study-stats.ts";
import { FIRST_FIT_LAST_ANSWER, MIN_REVIEWS_TO_FIT } from "./jobs/start-parameter-fit.ts";

/** A job runtime that records what is queued (the fit itself is fit-parameters.integration.test.ts's subject). */
const enqueued: { name: string; data: unknown }[] = [];
const jobs: JobRuntime = {
  enqueue: (kind, data) => {
    enqueued.push({ name: kind.name, data });
    return Promise.resolve();
  },
  sweep: () => Promise.resolve(),
  stop: () => Promise.resolve(),
} as JobRuntime;

const ctx = useTestApp({ services: { jobs } });

type Card = { id: string; schedule: Pick<TCardSchedule, "reps" | "due" | "state"> };

async function learnerWithCards(count: number, cloze = false) {
  const user = await createTestUser(ctx.app);
  const groupId = await createDeck(ctx.app, user, "Answer deck");
  for (let i = 0; i < count; i++) {
    const content = cloze
      ? { type: "clozedel" as const, text: `{{c1::Paris ${i}}} is in {{c2::France}}.` }
      : { type: "qna" as const, question: `Q${i}?`, answer: `A${i}` };
    await createNote({ userId: user.id, groupId, content }, ctx.db);
  }
  const cards = await ctx.db.card.findMany({
    where: { userId: user.id },
    orderBy: [{ noteId: "asc" }, { ord: "asc" }],
    select: { id: true, noteId: true },
  });
  return { user, cards: cards.map((card) => ({ ...card, schedule: { reps: 0, due: null, state: "new" as const } })) };
}

/** `count` answers in the learner's history, on one of their cards (as a year of studying would leave). */
async function history(user: TestUser, cardId: string, count: number) {
  await ctx.db.reviewLog.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      cardId,
      userId: user.id,
      rating: 3,
      stateBefore: "review" as const,
      stabilityAfter: 1,
      difficultyAfter: 5,
      elapsedDays: 1,
      durationMs: 3000,
      reviewedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000),
      result: {},
      undo: {},
    })),
  });
}

function answerInput(card: Card, reviewId: string = randomUUID()) {
  return {
    cardId: card.id,
    rating: "good" as const,
    reviewId,
    durationMs: 4000,
    seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
  };
}

/** ctx.db, running `between` once, right after the first raw statement (an answer's read) returns. */
function afterFirstRead(between: () => Promise<unknown>): Db {
  let done = false;
  return new Proxy(ctx.db, {
    get(target, property, receiver) {
      if (property !== "$queryRaw") return Reflect.get(target, property, receiver) as unknown;
      return async (...args: Parameters<Db["$queryRaw"]>) => {
        const rows = await target.$queryRaw(...args);
        if (!done) {
          done = true;
          await between();
        }
        return rows;
      };
    },
  });
}

const fitsOf = (user: TestUser) => ctx.db.parameterFitJob.findMany({ where: { userId: user.id }, select: { id: true } });
const enqueuedFor = async (user: TestUser) => {
  const ids = new Set((await fitsOf(user)).map((fit) => fit.id));
  return enqueued.filter((job) => ids.has((job.data as { jobId: string }).jobId));
};

describe("answering counts the learner's answers for the first parameter fit", () => {
  it("tells how many answers there are with this one, and nothing for a replay", async () => {
    const { user, cards } = await learnerWithCards(2);
    const first = await answerCardCounted({ userId: user.id, ...answerInput(cards[0]!) }, ctx.db);
    expect(first.answers).toBe(1);
    const input = answerInput(cards[1]!);
    const second = await answerCardCounted({ userId: user.id, ...input }, ctx.db);
    expect(second.answers).toBe(2);
    const replay = await answerCardCounted({ userId: user.id, ...input }, ctx.db);
    expect(replay).toEqual({ result: second.result, answers: null });
  });

  it("starts the first fit at the 400th answer, once; undo takes an answer off the count", async () => {
    const { user, cards } = await learnerWithCards(4);
    await history(user, cards[0]!.id, MIN_REVIEWS_TO_FIT - 2);
    const caller = callerFor(ctx, user);

    await caller.study.answer(answerInput(cards[1]!)); // the 399th
    expect(await fitsOf(user)).toHaveLength(0);
    const four100th = await caller.study.answer(answerInput(cards[2]!));
    const fits = await fitsOf(user);
    expect(fits).toHaveLength(1);
    expect(await enqueuedFor(user)).toEqual([{ name: "fit-parameters", data: { jobId: fits[0]!.id } }]);

    // Undo the 400th and answer again: the count is 400 again, but a fit exists, so none is added.
    await caller.study.undo({ reviewId: four100th.review_id });
    expect(await ctx.db.reviewLog.count({ where: { userId: user.id } })).toBe(MIN_REVIEWS_TO_FIT - 1);
    const again = await answerCardCounted({ userId: user.id, ...answerInput(cards[2]!) }, ctx.db);
    expect(again.answers).toBe(MIN_REVIEWS_TO_FIT);
    await caller.study.answer(answerInput(cards[3]!));
    expect(await fitsOf(user)).toHaveLength(1);
    expect(await enqueuedFor(user)).toHaveLength(1);
  });

  it("still starts it a few answers later when the 400th did not (up to the 410th), and not beyond", async () => {
    const late = await learnerWithCards(1);
    await history(late.user, late.cards[0]!.id, FIRST_FIT_LAST_ANSWER - 1);
    await callerFor(ctx, late.user).study.answer(answerInput(late.cards[0]!));
    expect(await fitsOf(late.user)).toHaveLength(1);

    const beyond = await learnerWithCards(1);
    await history(beyond.user, beyond.cards[0]!.id, FIRST_FIT_LAST_ANSWER);
    const counted = await answerCardCounted({ userId: beyond.user.id, ...answerInput(beyond.cards[0]!) }, ctx.db);
    expect(counted.answers).toBe(FIRST_FIT_LAST_ANSWER + 1);
    await callerFor(ctx, beyond.user).study.answer({ ...answerInput({ ...beyond.cards[0]!, schedule: counted.result.schedule }) });
    expect(await fitsOf(beyond.user)).toHaveLength(0);
  });
});

describe("an answer without a transaction held open", () => {
  it("writes the card, the log with its undo, and buries the siblings, in one statement", async () => {
    const { user, cards } = await learnerWithCards(1, true);
    const [card, sibling] = cards as [Card & { noteId: string }, Card];
    const { result } = await answerCardCounted({ userId: user.id, ...answerInput(card) }, ctx.db);
    const log = await ctx.db.reviewLog.findUniqueOrThrow({ where: { id: result.review_id } });
    expect(log.undo).toEqual({
      schedule: expect.objectContaining({ state: "new", reps: 0, due: null }) as unknown,
      suspended: false,
      leech: false,
      buried: [sibling.id],
    });
    expect(log.result).toEqual(JSON.parse(JSON.stringify(result)));
    const rows = await ctx.db.card.findMany({ where: { noteId: card.noteId }, orderBy: { ord: "asc" } });
    expect(rows[0]).toMatchObject({ reps: 1, state: result.schedule.state, buriedUntil: null });
    expect(rows[1]!.buriedUntil).not.toBeNull();
  });

  it("applies one of many answers sent at once for a card; the same review id sent many times gives one result", async () => {
    const { user, cards } = await learnerWithCards(2);
    const settle = (ps: Promise<unknown>[]) => Promise.allSettled(ps);

    const different = await settle(
      Array.from({ length: 6 }, () => answerCardCounted({ userId: user.id, ...answerInput(cards[0]!) }, ctx.db)),
    );
    expect(different.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of different.filter((r) => r.status === "rejected")) expect((r.reason as { code: string }).code).toBe("CONFLICT");
    expect(await ctx.db.reviewLog.count({ where: { cardId: cards[0]!.id } })).toBe(1);

    const input = answerInput(cards[1]!);
    const same = await Promise.all(Array.from({ length: 6 }, () => answerCardCounted({ userId: user.id, ...input }, ctx.db)));
    for (const r of same) expect(r.result).toEqual(same[0]!.result);
    expect(same.filter((r) => r.answers !== null)).toHaveLength(1);
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: cards[1]!.id }, select: { reps: true } })).toEqual({ reps: 1 });
  });

  it("reads again when the card changed between its read and the write: answers if it still is as seen, else CONFLICT", async () => {
    const { user, cards } = await learnerWithCards(3);
    // A change to the row (a new row version) that leaves the schedule the learner saw as it was.
    const touched = await answerCardCounted(
      { userId: user.id, ...answerInput(cards[0]!) },
      afterFirstRead(() => ctx.db.card.update({ where: { id: cards[0]!.id }, data: { buriedUntil: null } })),
    );
    expect(touched.result.schedule.reps).toBe(1);
    expect(await ctx.db.reviewLog.count({ where: { cardId: cards[0]!.id } })).toBe(1);

    // Answered elsewhere in between.
    const elsewhere = answerCardCounted(
      { userId: user.id, ...answerInput(cards[1]!) },
      afterFirstRead(() => answerCardCounted({ userId: user.id, ...answerInput(cards[1]!) }, ctx.db)),
    );
    await expect(elsewhere).rejects.toMatchObject({ code: "CONFLICT" });

    // The review id saved in between for another card: the write's unique violation reads again, finds it, and refuses.
    const input = answerInput(cards[2]!);
    const taken = answerCardCounted(
      { userId: user.id, ...input },
      afterFirstRead(() =>
        answerCardCounted(
          {
            userId: user.id,
            ...answerInput(cards[0]!, input.reviewId),
            seen: { reps: 1, due: touched.result.schedule.due, state: touched.result.schedule.state },
          },
          ctx.db,
        ),
      ),
    );
    await expect(taken).rejects.toMatchObject({ code: "CONFLICT", message: REVIEW_ID_OF_ANOTHER_CARD });
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: cards[2]!.id }, select: { reps: true } })).toEqual({ reps: 0 });
  });

  it("refuses a review id already used on another card (409, saying why) and leaves that card unanswered; a retry still replays", async () => {
    const { user, cards } = await learnerWithCards(2);
    const x = cards[0]!;
    const y = cards[1]!;
    const trpc = callerFor(ctx, user);
    const first = await trpc.study.answer(answerInput(x));

    const reused = await ctx.app.inject({
      method: "POST",
      url: "/trpc/study.answer",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: answerInput(y, first.review_id),
    });
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { message: REVIEW_ID_OF_ANOTHER_CARD, data: { appCode: "CONFLICT" } } });
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: y.id }, select: { reps: true, state: true } })).toEqual({
      reps: 0,
      state: "new",
    });
    expect(await ctx.db.reviewLog.count({ where: { cardId: y.id } })).toBe(0);

    expect(await trpc.study.answer(answerInput(x, first.review_id))).toEqual(first);
    expect(await ctx.db.reviewLog.count({ where: { cardId: x.id } })).toBe(1);
    // Y can still be answered, with a review id of its own.
    expect((await trpc.study.answer(answerInput(y))).schedule.reps).toBe(1);
  });

  it("answers 404 for another learner's card or review id", async () => {
    const mine = await learnerWithCards(1);
    const theirs = await learnerWithCards(1);
    await expect(answerCardCounted({ userId: mine.user.id, ...answerInput(theirs.cards[0]!) }, ctx.db)).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const input = answerInput(theirs.cards[0]!);
    await answerCardCounted({ userId: theirs.user.id, ...input }, ctx.db);
    await expect(answerCardCounted({ userId: mine.user.id, ...answerInput(mine.cards[0]!, input.reviewId) }, ctx.db)).rejects.toMatchObject(
      { code: "NOT_FOUND" },
    );
  });
});

describe("the statistics' answers per day and retention by month, counted per 15-minute bucket first", () => {
  it("match counting each answer on its own, in a zone 45 minutes off the hour", async () => {
    const { user, cards } = await learnerWithCards(1);
    const timeZone = "Asia/Kathmandu";
    await ctx.db.studySettings.upsert({ where: { userId: user.id }, create: { userId: user.id, timeZone }, update: { timeZone } });
    const now = new Date("2026-11-24T12:00:00Z");
    // 600 answers over the year, at times that fall on both sides of 04:00 and of midnight there.
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    await ctx.db.reviewLog.createMany({
      data: Array.from({ length: 600 }, () => ({
        id: randomUUID(),
        cardId: cards[0]!.id,
        userId: user.id,
        rating: 1 + Math.floor(next() * 4),
        stateBefore: next() < 0.6 ? ("review" as const) : ("learning" as const),
        stabilityAfter: 1,
        difficultyAfter: 5,
        elapsedDays: next() * 40,
        durationMs: Math.floor(next() * 20_000),
        reviewedAt: new Date(now.getTime() - Math.floor(next() * 360 * 96) * 15 * 60_000 - Math.floor(next() * 900_000)),
        result: {},
        undo: {},
      })),
    });
    const stats = await getStudyStats({ userId: user.id, groupIds: [], now }, ctx.db);
    const since = "2025-11-01T00:00:00Z"; // before the year shown: the counts below start at the stats' first day
    const perAnswer = await ctx.db.$queryRawUnsafe<{ day: string; reviews: number; time_ms: number }[]>(
      `SELECT to_char(("reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1) - interval '4 hours', 'YYYY-MM-DD') AS day,
         count(*)::int AS reviews, sum("durationMs")::int AS time_ms
       FROM review_log WHERE "userId" = $2 AND "reviewedAt" >= $3::timestamp GROUP BY 1 ORDER BY 1`,
      timeZone,
      user.id,
      since,
    );
    const first = stats.days[0]!.day;
    expect(stats.days.length).toBeGreaterThan(250);
    expect(stats.days).toEqual(perAnswer.filter((row) => row.day >= first));
    const months = await ctx.db.$queryRawUnsafe<
      { month: string; young: number; young_passed: number; mature: number; mature_passed: number }[]
    >(
      `SELECT to_char("reviewedAt" AT TIME ZONE 'UTC' AT TIME ZONE $1, 'YYYY-MM') AS month,
         count(*) FILTER (WHERE "elapsedDays" < 21)::int AS young, count(*) FILTER (WHERE "elapsedDays" < 21 AND rating > 1)::int AS young_passed,
         count(*) FILTER (WHERE "elapsedDays" >= 21)::int AS mature, count(*) FILTER (WHERE "elapsedDays" >= 21 AND rating > 1)::int AS mature_passed
       FROM review_log WHERE "userId" = $2 AND "stateBefore" = 'review' AND "reviewedAt" >= $3::timestamp GROUP BY 1 ORDER BY 1`,
      timeZone,
      user.id,
      since,
    );
    const fromMonth = stats.retention[0]!.month;
    expect(stats.retention).toEqual(
      months
        .filter((row) => row.month >= fromMonth)
        .map((row) => ({
          month: row.month,
          young: { reviews: row.young, passed: row.young_passed },
          mature: { reviews: row.mature, passed: row.mature_passed },
        })),
    );
  });
});
