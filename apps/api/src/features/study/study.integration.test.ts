import { randomUUID } from "node:crypto";
import { answerCard as scheduleAnswer, DEFAULT_SCHEDULER_SETTINGS, type TNoteContent, type TStudyCard } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { createNote } from "../notes/create-note.ts";
import { answerCard } from "./answer-card.ts";
import { buryCard, resetCard, setCardDue, suspendCard } from "./card-actions.ts";
import { toCardSchedule, cardScheduleSelect } from "../collection/card-schedule.ts";
import { getStudyOverview } from "./get-study-overview.ts";
import { getStudyQueue } from "./get-study-queue.ts";
import { getStudyStats } from "./get-study-stats.ts";
import { saveDeckLimits } from "./save-deck-limits.ts";
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

async function queue(
  user: TestUser,
  now: Date,
  options: { groupIds?: string[]; excludeCardIds?: string[]; limit?: number; mode?: "today" | "ahead" | "forgotten" } = {},
) {
  return getStudyQueue(
    {
      userId: user.id,
      groupIds: options.groupIds ?? [],
      excludeCardIds: options.excludeCardIds ?? [],
      limit: options.limit ?? 20,
      mode: options.mode,
      now,
    },
    ctx.db,
  );
}

/** A second deck of the learner's with these notes. */
async function addDeck(user: TestUser, title: string, contents: TNoteContent[]) {
  const groupId = await createDeck(ctx.app, user, title);
  for (const content of contents) await createNote({ userId: user.id, groupId, content }, ctx.db);
  return groupId;
}

/** Makes a card a review card due at `due`, last reviewed `days` before with this stability (the lower, the more forgotten). */
async function makeReview(cardId: string, { due, stability, days = 10 }: { due: Date; stability: number; days?: number }) {
  await ctx.db.card.update({
    where: { id: cardId },
    data: {
      state: "review",
      stability,
      difficulty: 5,
      reps: 3,
      due,
      lastReview: new Date(due.getTime() - days * 86_400_000),
      scheduledDays: days,
    },
  });
}

/** The card ids of a deck, in deck order. */
async function deckCards(groupId: string) {
  const cards = await ctx.db.card.findMany({ where: { note: { groupId } }, orderBy: [{ note: { position: "asc" } }, { ord: "asc" }] });
  return cards.map((card) => card.id);
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

describe("a deck's own daily limits", () => {
  it("cap the new cards a deck gives, counting its answers today and the cards the client holds; the account's limit caps all decks", async () => {
    const { user, groupId: a } = await learner([qna(1), qna(2), qna(3), qna(4)], { newPerDay: 5 });
    const b = await addDeck(user, "Second deck", [qna(5), qna(6), qna(7), qna(8)]);
    await saveDeckLimits({ userId: user.id, groupId: a, newPerDay: 2, reviewsPerDay: null }, ctx.db);

    // Deck order would take all four of deck A first; its limit leaves two, and deck B fills the account's five.
    const all = await queue(user, T0);
    expect(all.counts).toEqual({ new: 5, learning: 0, review: 0 });
    expect(all.cards.map((card) => card.group_id)).toEqual([a, a, b, b, b]);
    const onlyA = await queue(user, T0, { groupIds: [a] });
    expect(onlyA.counts.new).toBe(2);
    expect(onlyA.cards).toHaveLength(2);

    const overview = await getStudyOverview({ userId: user.id, now: T0 }, ctx.db);
    expect(overview.decks.map((deck) => [deck.group_id, deck.counts.new, deck.limits])).toEqual([
      [a, 2, { new_per_day: 2, reviews_per_day: null }],
      [b, 4, { new_per_day: null, reviews_per_day: null }],
    ]);
    expect(overview.counts.new).toBe(5);

    // One of deck A's answered today leaves it one; held by the client, the other uses it up.
    const [first, second] = onlyA.cards;
    await answer(user, first!, "good", T0);
    expect((await queue(user, minutes(1), { groupIds: [a] })).counts.new).toBe(1);
    const holding = await queue(user, minutes(1), { groupIds: [a], excludeCardIds: [first!.id, second!.id] });
    expect(holding.cards).toEqual([]);
    expect(holding.counts.new).toBe(1);

    // The account's limit still caps both decks together: 3 a day, 1 done, so 2 left though the decks have 1 + 4.
    await saveStudySettings({ userId: user.id, newPerDay: 3 }, ctx.db);
    const capped = await queue(user, minutes(20), { excludeCardIds: [first!.id] });
    expect(capped.counts.new).toBe(2);
    expect(capped.cards.filter((card) => card.schedule.state === "new").map((card) => card.group_id)).toEqual([a, b]);
    // A new card the client holds takes its room under the account's limit too.
    const [b1] = await deckCards(b);
    const holdingB = await queue(user, minutes(20), { excludeCardIds: [first!.id, b1!] });
    expect(holdingB.cards.filter((card) => card.schedule.state === "new").map((card) => card.group_id)).toEqual([a]);
    const again = await getStudyOverview({ userId: user.id, now: minutes(20) }, ctx.db);
    expect(again.decks.map((deck) => deck.counts.new)).toEqual([1, 2]);
    expect(again.counts.new).toBe(2);
  });

  it("cap the reviews a deck gives, lowest recall first within it; the rest is the backlog, and spreading it keeps what the queue serves", async () => {
    const { user, groupId: a } = await learner([qna(1), qna(2), qna(3)], { newPerDay: 0, reviewsPerDay: 100 });
    const b = await addDeck(user, "Second deck", [qna(4), qna(5)]);
    const [a1, a2, a3] = await deckCards(a);
    const [b1, b2] = await deckCards(b);
    // Stabilities order the recall: 1 is the most forgotten.
    for (const [id, stability] of [
      [a1, 3],
      [a2, 1],
      [a3, 6],
      [b1, 2],
      [b2, 5],
    ] as const)
      await makeReview(id!, { due: minutes(-60), stability });
    await saveDeckLimits({ userId: user.id, groupId: a, newPerDay: null, reviewsPerDay: 1 }, ctx.db);

    const due = await queue(user, T0);
    expect(due.counts.review).toBe(3);
    expect(due.cards.map((card) => card.id)).toEqual([a2, b1, b2]);
    const overview = await getStudyOverview({ userId: user.id, now: T0 }, ctx.db);
    expect(overview.decks.map((deck) => deck.counts.review)).toEqual([1, 2]);
    expect(overview.counts.review).toBe(3);
    expect(overview.backlog).toBe(2);

    // The account's limit over both: 2 a day takes the two least remembered deck A's limit allows.
    await saveStudySettings({ userId: user.id, reviewsPerDay: 2 }, ctx.db);
    expect((await queue(user, T0)).cards.map((card) => card.id)).toEqual([a2, b1]);
    expect((await getStudyOverview({ userId: user.id, now: T0 }, ctx.db)).backlog).toBe(3);

    // Spreading the backlog moves what the queue would not serve today (deck A's a1 and a3), and keeps the rest.
    await saveStudySettings({ userId: user.id, reviewsPerDay: 100 }, ctx.db);
    expect(await spreadBacklog({ userId: user.id, days: 3, now: T0 }, ctx.db)).toEqual({ moved: 2, per_day: 1 });
    const dues = await ctx.db.card.findMany({ where: { id: { in: [a1!, a2!, a3!, b1!, b2!] } }, select: { id: true, due: true } });
    expect(dues.filter((card) => card.due! < new Date("2026-11-25T04:00:00Z")).map((card) => card.id)).toEqual(
      expect.arrayContaining([a2, b1, b2]),
    );
    expect(dues.filter((card) => card.due! >= new Date("2026-11-25T04:00:00Z")).map((card) => card.id)).toEqual(
      expect.arrayContaining([a1, a3]),
    );
    expect((await getStudyOverview({ userId: user.id, now: T0 }, ctx.db)).backlog).toBe(0);

    // Answering deck A's one review uses its limit up.
    await answer(user, due.cards[0]!, "good", T0);
    expect((await queue(user, minutes(1), { groupIds: [a] })).cards).toEqual([]);
    expect((await queue(user, minutes(1))).cards.map((card) => card.id)).toEqual([b1, b2]);
  });

  it("are saved through study.saveDeckLimits, cleared with null, checked, and someone else's deck is missing", async () => {
    const { user, groupId } = await learner([qna(1)]);
    const trpc = callerFor(ctx, user);
    expect(await trpc.study.saveDeckLimits({ groupId, newPerDay: 7, reviewsPerDay: 70 })).toEqual({
      group_id: groupId,
      limits: { new_per_day: 7, reviews_per_day: 70 },
    });
    expect((await trpc.study.overview()).decks[0]!.limits).toEqual({ new_per_day: 7, reviews_per_day: 70 });
    expect(await trpc.study.saveDeckLimits({ groupId, newPerDay: null, reviewsPerDay: 0 })).toEqual({
      group_id: groupId,
      limits: { new_per_day: null, reviews_per_day: 0 },
    });
    expect((await trpc.study.overview()).decks[0]!.limits).toEqual({ new_per_day: null, reviews_per_day: 0 });

    for (const [input, message] of [
      [{ groupId, newPerDay: -1, reviewsPerDay: null }, "newPerDay must be 0 or more."],
      [{ groupId, newPerDay: 10000, reviewsPerDay: null }, "newPerDay must be at most 9999."],
      [
        { groupId, newPerDay: 1.5, reviewsPerDay: null },
        "newPerDay must be a whole number from 0 to 9999, or null for the account's limit.",
      ],
      [{ groupId, newPerDay: null, reviewsPerDay: 100000 }, "reviewsPerDay must be at most 99999."],
      [{ groupId, newPerDay: null }, "reviewsPerDay must be a whole number from 0 to 99999, or null for the account's limit."],
    ] as const) {
      const error = await rejection(trpc.study.saveDeckLimits(input as never));
      expect(error).toMatchObject({ code: "BAD_REQUEST" });
      expect(error.message).toContain(message);
    }
    // The feature checks too, for callers other than the router.
    expect(await rejection(saveDeckLimits({ userId: user.id, groupId, newPerDay: 1.5, reviewsPerDay: null }, ctx.db))).toMatchObject({
      code: "BAD_REQUEST",
    });

    const stranger = await createTestUser(ctx.app);
    const foreign = await rejection(callerFor(ctx, stranger).study.saveDeckLimits({ groupId, newPerDay: 1, reviewsPerDay: 1 }));
    expect(foreign).toMatchObject({ code: "NOT_FOUND", message: "Group not found" });
    expect(await rejection(trpc.study.saveDeckLimits({ groupId: randomUUID(), newPerDay: 1, reviewsPerDay: 1 }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Group not found",
    });
    expect((await trpc.study.overview()).decks[0]!.limits).toEqual({ new_per_day: null, reviews_per_day: 0 });
  });
});

describe("study more", () => {
  it("reviews ahead: review cards due in the next 7 study days (not today's), lowest recall first, outside the limits", async () => {
    const { user, groupId } = await learner([qna(1), qna(2), qna(3), qna(4), qna(5), qna(6)], { newPerDay: 0, reviewsPerDay: 0 });
    const [today, tomorrow, lastDay, beyond, sixDays] = await deckCards(groupId);
    // London: today's study day ends 25 Nov 04:00Z; the 7th study day after it ends 2 Dec 04:00Z.
    await makeReview(today!, { due: minutes(-60), stability: 1 });
    await makeReview(tomorrow!, { due: new Date("2026-11-25T12:00:00Z"), stability: 20 });
    await makeReview(lastDay!, { due: new Date("2026-12-02T03:59:00Z"), stability: 30 });
    await makeReview(beyond!, { due: new Date("2026-12-02T04:00:00Z"), stability: 2 });
    await makeReview(sixDays!, { due: new Date("2026-11-30T12:00:00Z"), stability: 3 });

    expect((await queue(user, T0)).cards).toEqual([]);
    const ahead = await queue(user, T0, { mode: "ahead" });
    expect(ahead.cards.map((card) => card.id)).toEqual([sixDays, tomorrow, lastDay]);
    expect(ahead.counts).toEqual({ new: 0, learning: 0, review: 3 });
    expect(ahead.next_due).toBeNull();
    // A batch at a time: the held cards are left out, and the counts say what is left besides them.
    const rest = await queue(user, T0, { mode: "ahead", limit: 2, excludeCardIds: [sixDays!] });
    expect(rest.cards.map((card) => card.id)).toEqual([tomorrow, lastDay]);
    expect(rest.counts.review).toBe(2);

    // Answered (early) through the normal path, a card is no longer ahead today, even where its new due date is within the 7 days.
    await answer(user, ahead.cards[0]!, "good", T0);
    await ctx.db.card.update({ where: { id: sixDays! }, data: { due: new Date("2026-11-27T12:00:00Z") } });
    expect((await queue(user, minutes(1), { mode: "ahead" })).cards.map((card) => card.id)).toEqual([tomorrow, lastDay]);
  });

  it("forgotten: the cards answered Again this study day in the learner's zone, each once, in the order they were forgotten", async () => {
    const { user, groupId } = await learner([qna(1), qna(2), qna(3), qna(4)], { timeZone: "America/New_York" });
    const [yesterday, first, passed, twice] = (await queue(user, T0)).cards;
    expect(new Set([yesterday, first, passed, twice].map((card) => card!.group_id))).toEqual(new Set([groupId]));
    // New York's study day of 25 Nov starts at 09:00Z; 08:30Z is still the 24th's.
    await answer(user, yesterday!, "again", new Date("2026-11-25T08:30:00Z"));
    await answer(user, first!, "again", new Date("2026-11-25T09:30:00Z"));
    await answer(user, passed!, "good", new Date("2026-11-25T09:40:00Z"));
    const once = await answer(user, twice!, "again", new Date("2026-11-25T09:50:00Z"));
    await answer(user, { id: twice!.id, schedule: once.schedule }, "again", new Date("2026-11-25T10:00:00Z"));
    await saveStudySettings({ userId: user.id, newPerDay: 0, reviewsPerDay: 0 }, ctx.db);

    const now = new Date("2026-11-25T12:00:00Z");
    const forgotten = await queue(user, now, { mode: "forgotten" });
    expect(forgotten.cards.map((card) => card.id)).toEqual([first!.id, twice!.id]);
    expect(forgotten.counts).toEqual({ new: 0, learning: 2, review: 0 });
    expect(forgotten.next_due).toBeNull();
    const rest = await queue(user, now, { mode: "forgotten", excludeCardIds: [first!.id] });
    expect(rest.cards.map((card) => card.id)).toEqual([twice!.id]);
    expect(rest.counts).toEqual({ new: 0, learning: 1, review: 0 });
    // In UTC the study day began at 04:00Z, so the 08:30Z answer would count as today's.
    await saveStudySettings({ userId: user.id, timeZone: "UTC" }, ctx.db);
    expect((await queue(user, now, { mode: "forgotten" })).cards.map((card) => card.id)).toEqual([yesterday!.id, first!.id, twice!.id]);
  });
});
