import { NOTES_PAGE_SIZE } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { seedNotes } from "../testing/seed.ts";
import { callerFor, createTestUser, useTestApp } from "../testing/test-app.ts";

const ctx = useTestApp();
const MISSING_ID = "0190f3b4-0000-7000-8000-00000000abcd";

async function newCaller() {
  const user = await createTestUser(ctx.app);
  return { user, trpc: callerFor(ctx, user) };
}

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError;
}

describe("groups router", () => {
  it("creates, lists with counts, renames and deletes a deck", async () => {
    const { user, trpc } = await newCaller();
    const created = await trpc.groups.create({ title: "Physics" });
    expect(created).toMatchObject({ title: "Physics", note_count: 0 });
    await seedNotes(ctx.db, { userId: user.id, groupId: created.id, count: 2 });

    expect((await trpc.groups.list()).map((g) => [g.title, g.note_count])).toEqual([["Physics", 2]]);
    expect(await trpc.groups.rename({ id: created.id, title: "  Quantum physics " })).toMatchObject({
      title: "Quantum physics",
      note_count: 2,
    });
    expect(await trpc.groups.delete({ id: created.id })).toEqual({ id: created.id });
    expect(await trpc.groups.list()).toEqual([]);
  });

  it("defaults an empty title to 'New Deck'", async () => {
    const { trpc } = await newCaller();
    expect((await trpc.groups.create({ title: "" })).title).toBe("New Deck");
    expect((await trpc.groups.create({})).title).toBe("New Deck");
  });

  it("refuses an empty rename", async () => {
    const { trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Keep" });
    const error = await rejection(trpc.groups.rename({ id: group.id, title: "   " }));
    expect(error.code).toBe("BAD_REQUEST");
    expect((await trpc.groups.list())[0]?.title).toBe("Keep");
  });

  it("answers NOT_FOUND 'Group not found' for another user's deck, exactly as for a missing one", async () => {
    const { trpc: owner } = await newCaller();
    const { trpc: other } = await newCaller();
    const group = await owner.groups.create({ title: "Owner's" });
    for (const id of [group.id, MISSING_ID]) {
      for (const call of [
        () => other.groups.rename({ id, title: "hijacked" }),
        () => other.groups.delete({ id }),
        () => other.notes.byGroup({ id, page: 0 }),
      ]) {
        const error = await rejection(call());
        expect(error.code).toBe("NOT_FOUND");
        expect(error.message).toBe("Group not found");
      }
    }
    expect((await owner.groups.list())[0]?.title).toBe("Owner's");
  });

  it("noteCounts returns {group_id, count_id} rows, and 'No counts returned' when empty", async () => {
    const { user, trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Counted" });
    const empty = await rejection(trpc.groups.noteCounts());
    expect(empty.message).toBe("No counts returned");
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 3 });
    expect(await trpc.groups.noteCounts()).toEqual([{ group_id: group.id, count_id: 3 }]);
  });
});

describe("notes router", () => {
  it("pages with nextPage until the end, appending without duplicates or gaps", async () => {
    const { user, trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Paged" });
    const total = NOTES_PAGE_SIZE + 3;
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: total });
    const first = await trpc.notes.byGroup({ id: group.id, page: 0 });
    expect(first.notes).toHaveLength(NOTES_PAGE_SIZE);
    expect(first.nextPage).toBe(1);
    const second = await trpc.notes.byGroup({ id: group.id, page: 1 });
    expect(second.notes).toHaveLength(3);
    expect(second.nextPage).toBeNull();
    const ids = [...first.notes, ...second.notes].map((n) => n.id);
    expect(new Set(ids).size).toBe(total);
  });

  it("takes only a whole number as the page: true, [], null and strings answer 400 saying what is allowed", async () => {
    const { user, trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Typed pages" });
    for (const page of [true, [], [1], null, "1", "", {}, -1, 0.5, 100_001]) {
      const input = encodeURIComponent(JSON.stringify({ id: group.id, page }));
      const response = await ctx.app.inject({ method: "GET", url: `/trpc/notes.byGroup?input=${input}`, headers: user.headers });
      expect(response.statusCode, `page ${JSON.stringify(page)}`).toBe(400);
      expect(response.json(), `page ${JSON.stringify(page)}`).toMatchObject({
        error: { message: "page must be a whole number from 0 (the first page) to 100000.", data: { appCode: "BAD_REQUEST" } },
      });
    }
    const input = encodeURIComponent(JSON.stringify({ id: group.id, page: 0 }));
    expect((await ctx.app.inject({ method: "GET", url: `/trpc/notes.byGroup?input=${input}`, headers: user.headers })).statusCode).toBe(
      200,
    );
  });

  it("creates manual cards at the end of the deck, updates and deletes them", async () => {
    const { user, trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Manual" });
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 2 });
    const card = await trpc.notes.create({ groupId: group.id, content: { type: "manual", front: "Capital of France?", back: "Paris" } });
    expect(card).toMatchObject({ type: "manual", position: 2, content: { front: "Capital of France?", back: "Paris" } });

    const updated = await trpc.notes.update({
      id: card.id,
      content: { type: "manual", front: "Capital of France?", back: "Paris (since 508)" },
    });
    expect(updated.content).toEqual({ type: "manual", front: "Capital of France?", back: "Paris (since 508)" });

    await trpc.notes.delete({ id: card.id });
    const page = await trpc.notes.byGroup({ id: group.id, page: 0 });
    expect(page.notes.map((n) => n.type)).toEqual(["qna", "qna"]);
  });

  it("gives concurrent appends distinct positions", async () => {
    const { trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Race" });
    const cards = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        trpc.notes.create({ groupId: group.id, content: { type: "manual", front: `Q${i}`, back: `A${i}` } }),
      ),
    );
    expect(new Set(cards.map((c) => c.position)).size).toBe(8);
  });

  it("validates card content and says what is wrong", async () => {
    const { trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Invalid" });
    const error = await rejection(trpc.notes.create({ groupId: group.id, content: { type: "manual", front: "", back: "x" } }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain("Front is required.");
  });

  it("edits a card of any type but keeps its type", async () => {
    const { user, trpc } = await newCaller();
    const group = await trpc.groups.create({ title: "Generated" });
    await seedNotes(ctx.db, { userId: user.id, groupId: group.id, count: 1 });
    const [seeded] = (await trpc.notes.byGroup({ id: group.id, page: 0 })).notes;
    const other = seeded!.type === "manual" ? "qna" : "manual";
    const content =
      other === "manual" ? { type: "manual" as const, front: "x", back: "y" } : { type: "qna" as const, question: "x?", answer: "y" };
    const error = await rejection(trpc.notes.update({ id: seeded!.id, content }));
    expect(error.code).toBe("BAD_REQUEST");
    expect(error.message).toContain(`This card is of type '${seeded!.type}'`);

    const mcq = await trpc.notes.create({
      groupId: group.id,
      content: {
        type: "mcq",
        question: "Which planet is largest?",
        options: ["Mars", "Jupiter", "Venus", "Earth"],
        correctIndex: 1,
        explanation: "",
      },
    });
    expect(mcq.type).toBe("mcq");
    const edited = await trpc.notes.update({
      id: mcq.id,
      content: {
        type: "mcq",
        question: "Which planet is the largest?",
        options: ["Mars", "Jupiter", "Venus", "Earth"],
        correctIndex: 1,
        explanation: "By mass.",
      },
    });
    expect(edited.content).toMatchObject({ question: "Which planet is the largest?", explanation: "By mass." });
  });

  it("hides other users' cards: create, update and delete answer NOT_FOUND", async () => {
    const { trpc: owner } = await newCaller();
    const { trpc: other } = await newCaller();
    const group = await owner.groups.create({ title: "Mine" });
    const card = await owner.notes.create({ groupId: group.id, content: { type: "manual", front: "f", back: "b" } });
    expect((await rejection(other.notes.create({ groupId: group.id, content: { type: "manual", front: "f", back: "b" } }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await rejection(other.notes.update({ id: card.id, content: { type: "manual", front: "x", back: "y" } }))).code).toBe(
      "NOT_FOUND",
    );
    expect((await rejection(other.notes.delete({ id: card.id }))).code).toBe("NOT_FOUND");
    expect((await owner.notes.byGroup({ id: group.id, page: 0 })).notes).toHaveLength(1);
  });
});

describe("subscription, usage and plans", () => {
  it("reports status 'missing' and the default limits without a subscription", async () => {
    const { user, trpc } = await newCaller();
    // New accounts start on the Free plan; older ones (and NEW_ACCOUNT_PLAN=none) have no row.
    await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
    const { subscription, usage } = await trpc.subscription.get();
    expect(subscription).toEqual({ status: "missing", plan_id: null });
    expect(usage).toMatchObject({
      current: 0,
      limit: 10_000,
      inputLimits: { text: 1000, pages: 1 },
      remaining: 10_000,
      percent: 0,
      playground: false,
    });
  });

  it("uses the plan's quota and input limits, with this month's words", async () => {
    const { user, trpc } = await newCaller();
    await ctx.db.subscription.update({ where: { userId: user.id }, data: { planId: "premium", status: "active" } });
    const now = new Date();
    const period = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    await ctx.db.usagePeriod.createMany({
      data: [
        { userId: user.id, period, wordsUsed: 120_000 },
        { userId: user.id, period: lastMonth, wordsUsed: 479_000 },
      ],
    });
    const usage = await trpc.usage.get();
    expect(usage).toMatchObject({
      current: 120_000,
      limit: 480_000,
      remaining: 360_000,
      percent: 25,
      inputLimits: { text: 5000, pages: 10 },
    });
    expect((await trpc.subscription.get()).subscription).toMatchObject({ status: "active", plan_id: "premium" });
  });

  it("falls back to the free plan when the subscription is canceled, and to the defaults with none", async () => {
    const { user, trpc } = await newCaller();
    await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
    expect((await trpc.usage.get()).inputLimits).toEqual({ text: 1000, pages: 1 });
    await ctx.db.subscription.create({ data: { userId: user.id, planId: "pro", status: "canceled" } });
    expect((await trpc.usage.get()).inputLimits).toEqual({ text: 2000, pages: 1 });
  });

  it("lists the plans and finds one by price id, never by an empty one", async () => {
    const trpc = callerFor(ctx, null);
    expect((await trpc.plans.list()).map((p) => p.id)).toEqual(["free", "premium", "pro"]);
    expect((await trpc.plans.byPriceId({ priceId: "price_test_pro" }))?.id).toBe("pro");
    expect(await trpc.plans.byPriceId({ priceId: "" })).toBeNull();
  });

  it("refuses every protected procedure when signed out", async () => {
    const trpc = callerFor(ctx, null);
    const calls = [
      () => trpc.groups.list(),
      () => trpc.groups.noteCounts(),
      () => trpc.subscription.get(),
      () => trpc.usage.get(),
      () => trpc.notes.byGroup({ id: MISSING_ID, page: 0 }),
      () => trpc.notes.create({ groupId: MISSING_ID, content: { type: "manual", front: "f", back: "b" } }),
    ];
    for (const call of calls) {
      const error = await rejection(call());
      expect(error.code).toBe("UNAUTHORIZED");
    }
  });
});
