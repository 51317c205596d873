import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

/** The stored counters (deck and note) must always equal the real rows in "card", whatever wrote them. */
async function expectCardCountsTrue(groupIds: string[]) {
  for (const id of groupIds) {
    const [deck, cards, notes] = await Promise.all([
      ctx.db.group.findUniqueOrThrow({ where: { id }, select: { cardCount: true } }),
      ctx.db.card.count({ where: { note: { groupId: id } } }),
      ctx.db.note.findMany({ where: { groupId: id }, select: { cardCount: true, _count: { select: { cards: true } } } }),
    ]);
    expect(deck.cardCount, `deck ${id}`).toBe(cards);
    for (const note of notes) expect(note.cardCount).toBe(note._count.cards);
  }
}

const cloze = (text: string) => ({ type: "clozedel" as const, text });

describe("deck card counts (a cloze note makes a card per gap; kept by triggers on card and note)", () => {
  it("follow notes written, edited to more or fewer gaps, deleted one and many at a time, and moved", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const a = await trpc.groups.create({ title: "A" });
    const b = await trpc.groups.create({ title: "B" });
    expect((await trpc.groups.list()).map((g) => [g.note_count, g.card_count])).toEqual([
      [0, 0],
      [0, 0],
    ]);

    await seedNotes(ctx.db, { userId: user.id, groupId: a.id, count: 11 });
    const twoGaps = await trpc.notes.create({ groupId: a.id, content: cloze("{{c1::Paris}} is the capital of {{c2::France}}.") });
    await expectCardCountsTrue([a.id, b.id]);
    // The deck: 12 notes, 13 cards, and /study says the same.
    expect((await trpc.groups.list())[0]).toMatchObject({ note_count: 12, card_count: 13 });
    const overview = await trpc.study.overview();
    expect(overview.decks[0]).toMatchObject({ note_count: 12, total: 13 });

    await trpc.notes.update({ id: twoGaps.id, content: cloze("{{c1::Paris}} is the capital of {{c2::France}}, on the {{c3::Seine}}.") });
    expect((await trpc.groups.list())[0]).toMatchObject({ note_count: 12, card_count: 14 });
    await trpc.notes.update({ id: twoGaps.id, content: cloze("{{c1::Paris}} is the capital of France.") });
    expect((await trpc.groups.list())[0]).toMatchObject({ note_count: 12, card_count: 12 });
    await trpc.notes.update({ id: twoGaps.id, content: cloze("{{c1::Paris}} is the capital of {{c2::France}}.") });
    await expectCardCountsTrue([a.id]);

    // Moved into B with its cards, then deleted with them (the cascade from note to card).
    await ctx.db.$executeRaw`UPDATE "note" SET "groupId" = ${b.id}::uuid, position = 0 WHERE id = ${twoGaps.id}::uuid`;
    expect((await trpc.groups.list()).map((g) => [g.note_count, g.card_count])).toEqual([
      [11, 11],
      [1, 2],
    ]);
    await trpc.notes.delete({ id: twoGaps.id });
    await ctx.db.note.deleteMany({ where: { groupId: a.id, position: { lt: 5 } } });
    await expectCardCountsTrue([a.id, b.id]);
    expect((await trpc.groups.list()).map((g) => [g.note_count, g.card_count])).toEqual([
      [6, 6],
      [0, 0],
    ]);
  });

  it("stay right under concurrent writes to the same deck", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Busy" });
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => trpc.notes.create({ groupId: deck.id, content: cloze(`{{c1::A${i}}} and {{c2::B${i}}}`) })),
    );
    await expectCardCountsTrue([deck.id]);
    expect((await trpc.groups.list())[0]).toMatchObject({ note_count: 8, card_count: 16 });
  });
});
