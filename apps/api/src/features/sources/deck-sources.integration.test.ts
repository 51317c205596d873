import { GROUP_NOT_FOUND } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

/** A kept source with `cards` cards made from it into the deck `groupId`, as a generation job leaves them. */
async function seedMadeFrom({ userId, groupId, title, cards }: { userId: string; groupId: string; title: string; cards: number }) {
  const source = await ctx.db.source.create({
    data: {
      userId,
      title,
      kind: "text",
      mime: "text/plain",
      words: 4,
      characters: 24,
      sizeBytes: 24,
      sections: [{ index: 0, heading: title, text: "Cells are units of life." }],
    },
  });
  const job = await ctx.db.generationJob.create({
    data: { userId, groupId, sourceId: source.id, inputKind: "text", mime: "text/plain", generator: "offline", status: "succeeded" },
  });
  await seedNotes(ctx.db, { userId, groupId, count: cards });
  await ctx.db.note.updateMany({ where: { groupId, jobId: null }, data: { jobId: job.id } });
  return source;
}

describe("sources.forDeck (the deck page's 'Made from')", () => {
  it("names each source of the deck's cards once, the one most cards came from first, and only that deck's", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Biology" });
    const other = await trpc.groups.create({ title: "Chemistry" });
    const few = await seedMadeFrom({ userId: user.id, groupId: deck.id, title: "Lecture 1", cards: 1 });
    const many = await seedMadeFrom({ userId: user.id, groupId: deck.id, title: "Lecture 2", cards: 3 });
    await seedMadeFrom({ userId: user.id, groupId: other.id, title: "Acids", cards: 2 });
    // A card written by hand has no job and no source.
    await seedNotes(ctx.db, { userId: user.id, groupId: deck.id, count: 1 });

    expect(await trpc.sources.forDeck({ groupId: deck.id })).toEqual([
      { id: many.id, title: "Lecture 2" },
      { id: few.id, title: "Lecture 1" },
    ]);

    // A renamed source shows its new title; a deleted one is gone while its cards stay.
    await trpc.sources.rename({ id: few.id, title: "Cells, lecture 1" });
    await trpc.sources.delete({ id: many.id });
    expect(await trpc.sources.forDeck({ groupId: deck.id })).toEqual([{ id: few.id, title: "Cells, lecture 1" }]);
    expect(await ctx.db.note.count({ where: { groupId: deck.id } })).toBe(5);

    // A deck with no cards from a source has none.
    const empty = await trpc.groups.create({ title: "Written by hand" });
    expect(await trpc.sources.forDeck({ groupId: empty.id })).toEqual([]);
  });

  it("another learner's deck and an unknown deck answer 404 'Group not found'", async () => {
    const owner = await createTestUser(ctx.app);
    const deck = await callerFor(ctx, owner).groups.create({ title: "Mine" });
    await seedMadeFrom({ userId: owner.id, groupId: deck.id, title: "Private notes", cards: 2 });
    const stranger = callerFor(ctx, await createTestUser(ctx.app));

    await expect(stranger.sources.forDeck({ groupId: deck.id })).rejects.toMatchObject({ code: "NOT_FOUND", message: GROUP_NOT_FOUND });
    await expect(stranger.sources.forDeck({ groupId: "0190f1f0-0000-7000-8000-000000000000" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: GROUP_NOT_FOUND,
    });
  });
});
