import { randomUUID } from "node:crypto";
import { answerCard as scheduleAnswer, DEFAULT_SCHEDULER_SETTINGS, type TNoteContent, type TStudyCard } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { createNote } from "../notes/create-note.ts";
import { answerCard } from "./answer-card.ts";
import { buryCard, resetCard, setCardDue, suspendCard } from "./card-actions.ts";
import { toCardSchedule, cardScheduleSelect } from "./card-schedule.ts";
import { getStudyOverview } from "./get-study-overview.ts";
import { getStudyQueue } from "./get-study-queue.ts";
import { getStudyStats } from "./get-study-stats.ts";
import { saveStudySettings } from "./save-study-settings.ts";
import { spreadBacklog } from "./spread-backlog.ts";
import { undoAnswer } from "./undo-answer.ts";

const ctx = useTestApp();
const T0 = new Date("2026-11-24T10:00:00Z");
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);

async function learner(contents: TNoteContent[], settings: Omit<Parameters<typeof saveStudySettings>[0], "userId"> = {}) {
  const user = await createTestUser(ctx.app);
  const groupId = await createDeck(ctx.app, user, "Study deck");
  for (const content of contents) await createNote({ userId: user.id, groupId, content }, ctx.db);
  await saveStudySettings({ timeZone: "Europe/London", ...settings, userId: user.id }, ctx.db);
  return { user, groupId };
}

const qna = (n: number): TNoteContent => ({ type: "qna", question: `Question ${n}?`, answer: `Answer ${n}` });

async function queue(user: TestUser, now: Date, options: { groupIds?: string[]; excludeCardIds?: string[]; limit?: number } = {}) {
  return getStudyQueue(
    { userId: user.id, groupIds: options.groupIds ?? [], excludeCardIds: options.excludeCardIds ?? [], limit: options.limit ?? 20, now },
    ctx.db,
  );
}

function answer(
  user: TestUser,
  card: Pick<TStudyCard, "id" | "schedule">,
  rating: "again" | "hard" | "good" | "easy",
  now: Date,
  reviewId = randomUUID(),
) {
  return answerCard(
    {
      userId: user.id,
      cardId: card.id,
      rating,
      reviewId,
      durationMs: 4000,
      seen: { reps: card.schedule.reps, due: card.schedule.due, state: card.schedule.state },
      now,
    },
    ctx.db,
  );
}

async function rejection(promise: Promise<unknown>) {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error as { code?: string; message: string },
  );
}

describe("the study queue", () => {
  it("gives new cards in deck order, one per cloze number, within the daily new limit", async () => {
    const { user } = await learner([qna(1), { type: "clozedel", text: "{{c1::Paris}} is in {{c2::France}}." }, qna(2)], { newPerDay: 3 });
    const first = await queue(user, T0);
    expect(first.counts).toEqual({ new: 3, learning: 0, review: 0 });
    expect(first.cards.map((card) => [card.type, card.ord])).toEqual([
      ["qna", 0],
      ["clozedel", 0],
      ["clozedel", 1],
    ]);
    expect(first.settings).toEqual(DEFAULT_SCHEDULER_SETTINGS);
    expect(first.day).toEqual({ start: "2026-11-24T04:00:00.000Z", end: "2026-11-25T04:00:00.000Z", time_zone: "Europe/London" });
  });

  it("refuses a deck that is not the learner's, as missing", async () => {
    const { user } = await learner([qna(1)]);
    const other = await learner([qna(2)]);
    expect(await rejection(queue(user, T0, { groupIds: [other.groupId] }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Group not found",
    });
  });

  it("brings a learning card back when due (or within the learn-ahead 20 minutes), before the next new card", async () => {
    const { user } = await learner([qna(1), qna(2), qna(3)]);
    const [card] = (await queue(user, T0)).cards;
    const result = await answer(user, card!, "good", T0);
    expect(result.schedule).toMatchObject({ state: "learning", due: minutes(10).toISOString() });
    // Right after: it is due within 20 minutes, so it comes first (the client holds nothing).
    const next = await queue(user, minutes(1));
    expect(next.cards[0]!.id).toBe(card!.id);
    expect(next.counts).toEqual({ new: 2, learning: 1, review: 0 });
  });

  it("puts reviews due today with the lowest predicted recall first, and counts the backlog beyond the limit", async () => {
    const { user } = await learner([qna(1), qna(2), qna(3)], { reviewsPerDay: 2 });
    const cards = (await queue(user, T0)).cards;
    // Make them review cards: same due date, different stabilities (the least stable is the most forgotten).
    for (const [index, stability] of [5, 1, 20].entries()) {
      await ctx.db.card.update({
        where: { id: cards[index]!.id },
        data: {
          state: "review",
          stability,
          difficulty: 5,
          reps: 3,
          due: minutes(-60),
          lastReview: minutes(-60 * 24 * 10),
          scheduledDays: 10,
        },
      });
    }
    const due = await queue(user, T0);
    expect(due.counts.review).toBe(2);
    expect(due.cards.map((card) => card.schedule.stability)).toEqual([1, 5]);
    const overview = await getStudyOverview({ userId: user.id, now: T0 }, ctx.db);
    expect(overview.backlog).toBe(1);
    expect(overview.decks[0]!.counts.review).toBe(2);

    // Spreading the backlog moves the one beyond today's limit (the best remembered) to tomorrow.
    expect(await spreadBacklog({ userId: user.id, days: 3, now: T0 }, ctx.db)).toEqual({ moved: 1, per_day: 1 });
    const moved = await ctx.db.card.findUniqueOrThrow({ where: { id: cards[2]!.id }, select: { due: true } });
    expect(moved.due).toEqual(new Date("2026-11-25T04:00:00Z"));
    expect((await getStudyOverview({ userId: user.id, now: T0 }, ctx.db)).backlog).toBe(0);
    expect((await queue(user, T0)).cards.map((card) => card.schedule.stability)).toEqual([1, 5]);
  });
});

describe("answering", () => {
  it("schedules as the scheduler says, logs the answer, and a replayed review id changes nothing", async () => {
    const { user } = await learner([qna(1)]);
    const [card] = (await queue(user, T0)).cards;
    const reviewId = randomUUID();
    const first = await answer(user, card!, "easy", T0, reviewId);
    expect(first.schedule).toEqual(scheduleAnswer(card!.schedule, "easy", DEFAULT_SCHEDULER_SETTINGS, T0));
    const replay = await answer(user, card!, "easy", minutes(5), reviewId);
    expect(replay).toEqual(first);
    const logs = await ctx.db.reviewLog.findMany({ where: { cardId: card!.id } });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ rating: 4, stateBefore: "new", durationMs: 4000, reviewedAt: T0 });
  });

  it("answers CONFLICT when another tab answered first, and 404 for someone else's card", async () => {
    const { user } = await learner([qna(1)]);
    const stranger = await createTestUser(ctx.app);
    const [card] = (await queue(user, T0)).cards;
    await answer(user, card!, "good", T0);
    expect(await rejection(answer(user, card!, "again", minutes(1)))).toMatchObject({ code: "CONFLICT" });
    expect(await rejection(answer(stranger, card!, "good", T0))).toMatchObject({ code: "NOT_FOUND", message: "Card not found" });
    // Through the router as well: the error is a tRPC NOT_FOUND.
    const trpc = callerFor(ctx, stranger);
    const error = await rejection(trpc.study.suspend({ cardId: card!.id }));
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: "NOT_FOUND" });
  });

  it("lets one of many concurrent answers in, and a concurrent replay returns the same result", async () => {
    const { user } = await learner([qna(1)]);
    const [card] = (await queue(user, T0)).cards;
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => answer(user, card!, "good", T0)));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    for (const o of outcomes.filter((o) => o.status === "rejected"))
      expect((o as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });

    const [other] = (await queue(user, minutes(30))).cards;
    const reviewId = randomUUID();
    const replays = await Promise.all(Array.from({ length: 6 }, () => answer(user, other!, "good", minutes(30), reviewId)));
    for (const replay of replays) expect(replay).toEqual(replays[0]);
    expect(await ctx.db.reviewLog.count({ where: { id: reviewId } })).toBe(1);
  });

  it("buries the note's other cloze cards until tomorrow, and undo brings them and the exact prior state back", async () => {
    const { user } = await learner([{ type: "clozedel", text: "{{c1::Paris}} is in {{c2::France}}." }]);
    const [c1, c2] = (await queue(user, T0)).cards;
    const before = await ctx.db.card.findUniqueOrThrow({ where: { id: c1!.id }, select: cardScheduleSelect });
    const reviewId = randomUUID();
    await answer(user, c1!, "good", T0, reviewId);
    const after = await queue(user, minutes(1));
    expect(after.cards.map((card) => card.id)).toEqual([c1!.id]);
    expect(await queue(user, new Date("2026-11-25T04:00:00Z")).then((q) => q.cards.map((card) => card.id))).toContain(c2!.id);

    const undone = await undoAnswer({ userId: user.id, reviewId }, ctx.db);
    expect(undone.schedule).toEqual(toCardSchedule(before));
    expect(await ctx.db.reviewLog.count({ where: { id: reviewId } })).toBe(0);
    expect((await queue(user, minutes(1))).cards.map((card) => card.id)).toEqual([c1!.id, c2!.id]);
  });

  it("undoes several steps back, latest first, and refuses to skip a later answer", async () => {
    const { user } = await learner([qna(1)]);
    const [card] = (await queue(user, T0)).cards;
    const first = randomUUID();
    const one = await answer(user, card!, "good", T0, first);
    const second = randomUUID();
    await answer(user, { id: card!.id, schedule: one.schedule }, "good", minutes(10), second);
    expect(await rejection(undoAnswer({ userId: user.id, reviewId: first }, ctx.db))).toMatchObject({ code: "CONFLICT" });
    expect((await undoAnswer({ userId: user.id, reviewId: second }, ctx.db)).schedule).toEqual(one.schedule);
    expect((await undoAnswer({ userId: user.id, reviewId: first }, ctx.db)).schedule).toEqual(card!.schedule);
  });

  it("suspends a leech at the eighth lapse and says so", async () => {
    const { user } = await learner([qna(1)]);
    const [card] = (await queue(user, T0)).cards;
    await ctx.db.card.update({
      where: { id: card!.id },
      data: {
        state: "review",
        stability: 2,
        difficulty: 8,
        reps: 20,
        lapses: 7,
        due: T0,
        lastReview: minutes(-60 * 24 * 3),
        scheduledDays: 3,
      },
    });
    const row = await ctx.db.card.findUniqueOrThrow({ where: { id: card!.id }, select: cardScheduleSelect });
    const result = await answer(user, { id: card!.id, schedule: toCardSchedule(row) }, "again", T0);
    expect(result).toMatchObject({ leech: true, schedule: { lapses: 8 } });
    expect(await ctx.db.card.findUniqueOrThrow({ where: { id: card!.id }, select: { suspended: true, leech: true } })).toEqual({
      suspended: true,
      leech: true,
    });
    expect((await queue(user, minutes(30))).cards).toEqual([]);
  });
});

describe("card actions and settings", () => {
  it("suspend and bury take a card out of today's queue; reset and set-due bring it back as asked", async () => {
    const { user } = await learner([qna(1), qna(2)]);
    const [a, b] = (await queue(user, T0)).cards;
    await suspendCard({ userId: user.id, cardId: a!.id }, ctx.db);
    await buryCard({ userId: user.id, cardId: b!.id }, ctx.db, T0);
    expect((await queue(user, T0)).cards).toEqual([]);
    await resetCard({ userId: user.id, cardId: a!.id }, ctx.db);
    expect((await queue(user, T0)).cards.map((card) => card.id)).toEqual([a!.id]);
    const due = await setCardDue({ userId: user.id, cardId: b!.id, days: 3 }, ctx.db, T0);
    expect(due).toMatchObject({ buried_until: null, schedule: { state: "review", due: "2026-11-27T04:00:00.000Z" } });
  });

  it("starts the study day at 04:00 in the learner's time zone, and follows a change of zone", async () => {
    const { user } = await learner([qna(1)], { timeZone: "America/New_York" });
    // 03:30 in New York on 24 November is still the 23rd's study day.
    const late = await queue(user, new Date("2026-11-24T08:30:00Z"));
    expect(late.day).toMatchObject({ start: "2026-11-23T09:00:00.000Z", end: "2026-11-24T09:00:00.000Z", time_zone: "America/New_York" });
    await saveStudySettings({ userId: user.id, timeZone: "Asia/Tokyo" }, ctx.db);
    expect((await queue(user, new Date("2026-11-24T08:30:00Z"))).day.start).toBe("2026-11-23T19:00:00.000Z");
    expect(await rejection(saveStudySettings({ userId: user.id, timeZone: "Mars/Olympus" }, ctx.db))).toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("reschedules every review card on demand after the desired retention changed, and only then", async () => {
    const { user } = await learner([qna(1), qna(2)]);
    const [a, b] = (await queue(user, T0)).cards;
    const lastReview = new Date("2026-11-20T09:00:00Z");
    await ctx.db.card.update({
      where: { id: a!.id },
      data: {
        state: "review",
        stability: 20,
        difficulty: 5,
        reps: 4,
        due: new Date("2026-12-10T09:00:00Z"),
        lastReview,
        scheduledDays: 20,
      },
    });
    await saveStudySettings({ userId: user.id, desiredRetention: 0.8 }, ctx.db);
    // Saving a setting rewrites nothing.
    expect((await ctx.db.card.findUniqueOrThrow({ where: { id: a!.id }, select: { due: true } })).due).toEqual(
      new Date("2026-12-10T09:00:00Z"),
    );
    expect(await callerFor(ctx, user).study.rescheduleAll()).toEqual({ rescheduled: 1 });
    const moved = await ctx.db.card.findUniqueOrThrow({ where: { id: a!.id }, select: { due: true, scheduledDays: true } });
    expect(moved.scheduledDays).toBeGreaterThan(20);
    expect(moved.due!.getTime() - lastReview.getTime()).toBe(moved.scheduledDays * 86_400_000);
    expect((await ctx.db.card.findUniqueOrThrow({ where: { id: b!.id }, select: { due: true } })).due).toBeNull();
  });
});

describe("statistics", () => {
  it("counts answers per study day in the learner's zone, cards coming due, retention by month and cards by state", async () => {
    const { user, groupId } = await learner([qna(1), qna(2), qna(3)], { timeZone: "America/New_York" });
    const [a, b] = (await queue(user, T0)).cards;
    // 10:00Z is 05:00 in New York (24 Nov); 07:00Z next day is 02:00 local, still the 24th's study day.
    const one = await answer(user, a!, "good", T0);
    await answer(user, { id: a!.id, schedule: one.schedule }, "good", new Date("2026-11-25T07:00:00Z"));
    await answer(user, b!, "again", new Date("2026-11-25T12:00:00Z"));
    // A review card lapsing and one passing, mature and young.
    const reviewed = await ctx.db.card.findUniqueOrThrow({ where: { id: a!.id }, select: cardScheduleSelect });
    await ctx.db.reviewLog.createMany({
      data: [
        {
          id: randomUUID(),
          cardId: a!.id,
          userId: user.id,
          rating: 1,
          stateBefore: "review",
          stabilityAfter: 1,
          difficultyAfter: 5,
          elapsedDays: 30,
          durationMs: 1000,
          reviewedAt: new Date("2026-10-05T15:00:00Z"),
          result: {},
          undo: {},
        },
        {
          id: randomUUID(),
          cardId: a!.id,
          userId: user.id,
          rating: 3,
          stateBefore: "review",
          stabilityAfter: 9,
          difficultyAfter: 5,
          elapsedDays: 5,
          durationMs: 1000,
          reviewedAt: new Date("2026-10-06T15:00:00Z"),
          result: {},
          undo: {},
        },
      ],
    });
    await suspendCard({ userId: user.id, cardId: (await queue(user, T0)).cards.find((card) => card.schedule.state === "new")!.id }, ctx.db);

    const stats = await getStudyStats({ userId: user.id, groupIds: [groupId], now: new Date("2026-11-25T13:00:00Z") }, ctx.db);
    expect(stats.time_zone).toBe("America/New_York");
    expect(stats.days.filter((day) => day.day >= "2026-11-01")).toEqual([
      { day: "2026-11-24", reviews: 2, time_ms: 8000 },
      { day: "2026-11-25", reviews: 1, time_ms: 4000 },
    ]);
    expect(stats.retention).toEqual([{ month: "2026-10", young: { reviews: 1, passed: 1 }, mature: { reviews: 1, passed: 0 } }]);
    expect(stats.states).toEqual({ new: 0, learning: 1, review: 1, relearning: 0, suspended: 1 });
    expect(stats.totals.cards).toBe(3);
    // The card in review is due on its due date's study day; nothing new counts.
    const dueDay = reviewed.due!;
    expect(stats.due.reduce((sum, day) => sum + day.cards, 0)).toBe(2);
    expect(stats.due.every((day) => day.day >= "2026-11-25")).toBe(true);
    expect(dueDay).toBeInstanceOf(Date);

    const stranger = await createTestUser(ctx.app);
    expect(await rejection(callerFor(ctx, stranger).study.stats({ groupIds: [groupId] }))).toMatchObject({ code: "NOT_FOUND" });
  });
});
