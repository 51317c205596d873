import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

/** The stored counter must always equal a real count, whatever wrote the cards. */
async function expectCountsTrue(groupIds: string[]) {
  for (const id of groupIds) {
    const [stored, actual] = await Promise.all([
      ctx.db.group.findUniqueOrThrow({ where: { id }, select: { noteCount: true } }),
      ctx.db.note.count({ where: { groupId: id } }),
    ]);
    expect(stored.noteCount, `deck ${id}`).toBe(actual);
  }
}

describe("deck card counts (kept by triggers on note)", () => {
  it("follow bulk inserts, single and bulk deletes, and moves between decks", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const a = await trpc.groups.create({ title: "A" });
    const b = await trpc.groups.create({ title: "B" });

    await seedNotes(ctx.db, { userId: user.id, groupId: a.id, count: 300 });
    await trpc.notes.create({ groupId: b.id, content: { type: "manual", front: "f", back: "b" } });
    await expectCountsTrue([a.id, b.id]);
    expect((await trpc.groups.list()).map((g) => g.note_count)).toEqual([300, 1]);

    const page = await trpc.notes.byGroup({ id: a.id, page: 0 });
    await trpc.notes.delete({ id: page.notes[0]!.id });
    await ctx.db.note.deleteMany({ where: { groupId: a.id, position: { lt: 10 } } });
    await expectCountsTrue([a.id, b.id]);

    // Move 5 cards from A to B (positions past B's own).
    const moving = await ctx.db.note.findMany({ where: { groupId: a.id }, select: { id: true }, take: 5, orderBy: { position: "asc" } });
    await ctx.db
      .$executeRaw`UPDATE "note" SET "groupId" = ${b.id}::uuid, position = position + 100000 WHERE id = ANY(${moving.map((m) => m.id)}::uuid[])`;
    await ctx.db.note.updateMany({ where: { groupId: b.id }, data: { content: { type: "manual", front: "edited", back: "b" } } });
    await expectCountsTrue([a.id, b.id]);
    expect((await trpc.groups.list()).map((g) => g.note_count)).toEqual([285, 6]);
  });

  it("do not get in the way of deleting a whole deck (cascade)", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Big" });
    await seedNotes(ctx.db, { userId: user.id, groupId: deck.id, count: 50 });
    await trpc.groups.delete({ id: deck.id });
    expect(await ctx.db.note.count({ where: { groupId: deck.id } })).toBe(0);
    expect(await trpc.groups.list()).toEqual([]);
  });

  it("stay right under concurrent appends to the same deck", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Busy" });
    await Promise.all(
      Array.from({ length: 10 }, (_, i) => trpc.notes.create({ groupId: deck.id, content: { type: "manual", front: `Q${i}`, back: "A" } })),
    );
    await expectCountsTrue([deck.id]);
    expect((await trpc.groups.list())[0]?.note_count).toBe(10);
  });
});
