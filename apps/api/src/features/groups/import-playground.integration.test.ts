import { randomUUID } from "node:crypto";
import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  type TCardSchedule,
  type TPlaygroundImportInput,
  type TRating,
  ZPlaygroundImportInputSchema,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import { describe, expect, it } from "vitest";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";
import { importPlayground } from "./import-playground.ts";

const ctx = useTestApp();

const MINUTE = 60_000;

async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message: string };
  }
  throw new Error("expected a rejection");
}

/** A card answered with these ratings, a few minutes apart, ending `endsAgoMs` before now: its schedule and answers as the playground keeps them. */
function studied(ord: number, ratings: TRating[], endsAgoMs = 5 * MINUTE) {
  let schedule: TCardSchedule = NEW_CARD_SCHEDULE;
  const start = Date.now() - endsAgoMs - ratings.length * 2 * MINUTE;
  const reviews = ratings.map((rating, index) => {
    const at = new Date(start + (index + 1) * 2 * MINUTE);
    const before = schedule;
    schedule = answerCard(before, rating, DEFAULT_SCHEDULER_SETTINGS, at);
    return {
      rating,
      reviewed_at: at.toISOString(),
      duration_ms: 4000,
      state_before: before.state,
      due_before: before.due,
      after: schedule,
    };
  });
  return { ord, schedule, suspended: false, leech: false, buried_until: null, reviews };
}

function sampleImport(overrides: Partial<TPlaygroundImportInput> = {}): TPlaygroundImportInput {
  return {
    importId: randomUUID(),
    title: "Your First Deck",
    notes: [
      {
        content: { type: "qna", question: "What is the forgetting curve?", answer: "How fast we forget." },
        cards: [studied(0, ["good", "good"])],
      },
      {
        content: { type: "clozedel", text: "{{c1::Spaced repetition}} makes the gaps {{c2::grow}}." },
        cards: [studied(0, ["easy"]), { ...studied(1, []), buried_until: new Date(Date.now() + 3600_000).toISOString() }],
      },
      { content: { type: "manual", front: "One idea per card?", back: "Yes." }, cards: [] },
      { content: { type: "truefalse", statement: "Re-reading is best.", isTrue: false, correction: "Testing is." } },
    ],
    ...overrides,
  };
}

describe("groups.importPlayground", () => {
  it("makes the deck with its notes and cards, each studied card's schedule and its answers, in one go", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const input = sampleImport();
    const result = await trpc.groups.importPlayground(input);
    expect(result).toEqual({ group_id: input.importId, title: "Your First Deck", notes: 4, cards: 5, reviews: 3, created: true });

    const decks = await trpc.groups.list();
    expect(decks).toEqual([expect.objectContaining({ id: input.importId, title: "Your First Deck", note_count: 4 })]);
    const page = await trpc.notes.byGroup({ id: input.importId, page: 0 });
    expect(page.notes.map((note) => note.type)).toEqual(["qna", "clozedel", "manual", "truefalse"]);

    const cards = await ctx.db.card.findMany({
      where: { userId: user.id },
      select: { ord: true, state: true, due: true, reps: true, stability: true, buriedUntil: true, note: { select: { position: true } } },
      orderBy: [{ note: { position: "asc" } }, { ord: "asc" }],
    });
    const qna = input.notes[0]!.cards![0]!.schedule;
    expect(cards[0]).toMatchObject({ state: qna.state, reps: 2, stability: qna.stability, due: new Date(qna.due!) });
    expect(cards[1]).toMatchObject({ state: "review", reps: 1 });
    expect(cards[2]).toMatchObject({ state: "new", reps: 0, buriedUntil: expect.any(Date) });
    expect(cards.slice(3).map((card) => card.state)).toEqual(["new", "new"]);

    const logs = await ctx.db.reviewLog.findMany({ where: { userId: user.id }, orderBy: { reviewedAt: "asc" } });
    expect(logs).toHaveLength(3);
    expect(logs.map((log) => [log.rating, log.stateBefore])).toEqual([
      [3, "new"],
      [3, "learning"],
      [4, "new"],
    ]);
    expect(logs[1]!.elapsedDays).toBeCloseTo(2 / (24 * 60), 6);

    // The progress is the account's now: today's answers count, the learning card is due, the buried one waits.
    const overview = await trpc.study.overview();
    expect(overview.today.new_studied).toBe(2);
    const queue = await trpc.study.queue({ groupIds: [input.importId], limit: 20 });
    expect(queue.counts.new).toBe(2);
    expect(queue.cards.some((card) => card.ord === 1 && card.type === "clozedel")).toBe(false);
  });

  it("makes one deck when the same import is sent twice, even at once", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const input = sampleImport();
    const [first, second] = await Promise.all([trpc.groups.importPlayground(input), trpc.groups.importPlayground(input)]);
    expect([first.created, second.created].sort()).toEqual([false, true]);
    expect(second.group_id).toBe(first.group_id);
    const again = await trpc.groups.importPlayground(input);
    expect(again).toEqual({ ...first, created: false });
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(1);
    expect(await ctx.db.reviewLog.count({ where: { userId: user.id } })).toBe(3);
  });

  it("answers 400 with what is wrong, and saves nothing", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const future = new Date(Date.now() + 3600_000).toISOString();
    const good = sampleImport();
    const cases: [TPlaygroundImportInput, string][] = [
      [{ ...good, notes: [] }, "notes must hold at least one card."],
      [{ ...good, notes: Array.from({ length: 101 }, () => good.notes[2]!) }, "The sample deck holds at most 100 cards."],
      [{ ...good, notes: [{ content: { type: "manual", front: "", back: "b" } }] }, "is required"],
      [
        { ...good, notes: [{ content: good.notes[0]!.content, cards: [{ ...studied(0, ["good"]), ord: 3 }] }] },
        "ord 3 is not a card of this note",
      ],
      [
        { ...good, notes: [{ content: good.notes[1]!.content, cards: [studied(1, ["good"]), studied(1, ["easy"])] }] },
        "ord 1 appears twice in this note",
      ],
      [
        {
          ...good,
          notes: [
            {
              content: good.notes[0]!.content,
              cards: [{ ...studied(0, ["good"]), reviews: [{ ...studied(0, ["good"]).reviews[0]!, reviewed_at: future }] }],
            },
          ],
        },
        "reviews[0].reviewed_at is in the future",
      ],
      [
        {
          ...good,
          notes: [
            {
              content: good.notes[0]!.content,
              cards: [{ ...studied(0, ["good"]), reviews: [{ ...studied(0, ["good"]).reviews[0]!, rating: "perfect" as TRating }] }],
            },
          ],
        },
        "rating must be one of again, hard, good, easy.",
      ],
      [
        {
          ...good,
          notes: [
            { content: good.notes[0]!.content, cards: [{ ...studied(0, ["good"]), schedule: { ...NEW_CARD_SCHEDULE, state: "review" } }] },
          ],
        },
        "A new card has no due date, and any other card has one.",
      ],
      [
        {
          ...good,
          notes: [
            {
              content: good.notes[0]!.content,
              cards: [{ ...studied(0, []), reviews: Array.from({ length: 1001 }, () => studied(0, ["good"]).reviews[0]!) }],
            },
          ],
        },
        "1000",
      ],
      [{ ...good, importId: "not-an-id" }, "id must be a deck or card id (a UUID)."],
    ];
    for (const [input, message] of cases) {
      const error = await rejection(trpc.groups.importPlayground(input));
      expect(error, message).toMatchObject({ code: "BAD_REQUEST" });
      expect(error.message, message).toContain(message);
    }
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(0);
    expect(await ctx.db.note.count({ where: { userId: user.id } })).toBe(0);

    // Over HTTP: a 400 with the stable code, never a 500.
    const response = await ctx.app.inject({
      method: "POST",
      url: "/trpc/groups.importPlayground",
      headers: { ...user.headers, "content-type": "application/json" },
      payload: JSON.stringify({ ...good, notes: [{ content: { type: "essay", text: "t" } }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { data: { code: "BAD_REQUEST" } } });
  });

  it("leaves nothing behind when a write fails half-way", async () => {
    const user = await createTestUser(ctx.app);
    // The answers' insert fails after the deck, notes and cards were written.
    const failing = new Proxy(ctx.db, {
      get(target, property) {
        if (property !== "$transaction") return Reflect.get(target, property, target) as unknown;
        return (work: (tx: unknown) => Promise<unknown>) =>
          target.$transaction((tx) =>
            work(
              new Proxy(tx, {
                get(inner, name) {
                  if (name === "reviewLog") return { createMany: () => Promise.reject(new Error("disk full")) };
                  return Reflect.get(inner, name, inner) as unknown;
                },
              }),
            ),
          );
      },
    }) as Db;
    const input = ZPlaygroundImportInputSchema.parse(sampleImport());
    await expect(importPlayground({ userId: user.id, input }, failing)).rejects.toThrow("disk full");
    expect(await ctx.db.group.count({ where: { userId: user.id } })).toBe(0);
    expect(await ctx.db.note.count({ where: { userId: user.id } })).toBe(0);
    expect(await ctx.db.card.count({ where: { userId: user.id } })).toBe(0);
  });

  it("is the signed-in user's own: another account cannot reuse the import id, and a visitor is refused", async () => {
    const owner = await createTestUser(ctx.app);
    const input = sampleImport();
    await callerFor(ctx, owner).groups.importPlayground(input);
    const stranger = await createTestUser(ctx.app);
    expect(await rejection(callerFor(ctx, stranger).groups.importPlayground(input))).toMatchObject({ code: "CONFLICT" });
    expect(await ctx.db.group.count({ where: { userId: stranger.id } })).toBe(0);
    expect(await rejection(callerFor(ctx, null).groups.importPlayground(sampleImport()))).toMatchObject({ code: "UNAUTHORIZED" });
  });
});
