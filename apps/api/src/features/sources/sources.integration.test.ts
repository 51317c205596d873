import { SOURCE_NOT_FOUND, SOURCES_PAGE_SIZE } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { seedNotes } from "../../testing/seed.ts";
import { callerFor, createTestUser, useTestApp } from "../../testing/test-app.ts";

const ctx = useTestApp();

/** A source as a generation job would leave it, with `cards` cards made from it in the deck `groupId`. */
async function seedSource({
  userId,
  groupId,
  title,
  fileName = null,
  cards = 0,
  createdAt,
}: {
  userId: string;
  groupId: string;
  title: string;
  fileName?: string | null;
  cards?: number;
  createdAt?: Date;
}) {
  const source = await ctx.db.source.create({
    data: {
      userId,
      title,
      kind: fileName ? "pdf" : "text",
      mime: fileName ? "application/pdf" : "text/plain",
      fileName,
      words: 4,
      characters: 24,
      sizeBytes: 24,
      sections: [{ index: 0, page: 1, heading: "Cells", text: "Cells are units of life." }],
      ...(createdAt ? { createdAt } : {}),
    },
  });
  if (cards > 0) {
    const job = await ctx.db.generationJob.create({
      data: { userId, groupId, sourceId: source.id, inputKind: source.kind, mime: source.mime, generator: "offline", status: "succeeded" },
    });
    await seedNotes(ctx.db, { userId, groupId, count: cards });
    await ctx.db.note.updateMany({ where: { groupId, jobId: null }, data: { jobId: job.id } });
  }
  return source;
}

async function expectNotFound(call: Promise<unknown>) {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect(error).toMatchObject({ code: "NOT_FOUND", message: SOURCE_NOT_FOUND });
}

describe("sources (the library)", () => {
  it("lists the learner's sources newest first with what was made from them, searches words in title and file name, and pages", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Biology" });
    const other = await trpc.groups.create({ title: "More biology" });
    const old = await seedSource({
      userId: user.id,
      groupId: deck.id,
      title: "Lecture 3 – Biology",
      cards: 3,
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    await seedSource({ userId: user.id, groupId: other.id, title: "Lecture 3 – Biology", cards: 0 });
    const job = await ctx.db.generationJob.findFirstOrThrow({ where: { sourceId: old.id } });
    await seedNotes(ctx.db, { userId: user.id, groupId: other.id, count: 2 });
    await ctx.db.note.updateMany({ where: { groupId: other.id }, data: { jobId: job.id } });
    const pdf = await seedSource({ userId: user.id, groupId: deck.id, title: "Notes", fileName: "100%_chemistry.pdf" });

    const page = await trpc.sources.list({});
    expect(page.sources.map((source) => source.id)[0]).toBe(pdf.id);
    expect(page.sources.at(-1)).toMatchObject({ id: old.id, made: { cards: 5, decks: 2 }, file_kept: false, kind: "text" });
    expect(page.next_cursor).toBeNull();

    expect((await trpc.sources.list({ query: "biology LECTURE" })).sources).toHaveLength(2);
    expect((await trpc.sources.list({ query: "100%_chem" })).sources.map((source) => source.id)).toEqual([pdf.id]);
    expect((await trpc.sources.list({ query: "100%_ biology" })).sources).toEqual([]);
    expect((await trpc.sources.list({ query: "%" })).sources.map((source) => source.id)).toEqual([pdf.id]);

    // Another learner's library is empty; paging goes through every source once.
    const stranger = callerFor(ctx, await createTestUser(ctx.app));
    expect((await stranger.sources.list({})).sources).toEqual([]);
    const strangerDeck = await stranger.groups.create({ title: "Many" });
    const strangerUser = await ctx.db.group.findUniqueOrThrow({ where: { id: strangerDeck.id }, select: { userId: true } });
    const sameTime = new Date("2026-05-05T05:05:05.005Z");
    for (let i = 0; i < SOURCES_PAGE_SIZE + 3; i += 1) {
      await seedSource({
        userId: strangerUser.userId,
        groupId: strangerDeck.id,
        title: `Doc ${i}`,
        createdAt: i % 2 ? sameTime : new Date(sameTime.getTime() + i),
      });
    }
    const first = await stranger.sources.list({});
    expect(first.sources).toHaveLength(SOURCES_PAGE_SIZE);
    const second = await stranger.sources.list({ cursor: first.next_cursor! });
    expect(second.next_cursor).toBeNull();
    expect(new Set([...first.sources, ...second.sources].map((source) => source.id)).size).toBe(SOURCES_PAGE_SIZE + 3);
  });

  it("gets a source with its sections and decks, renames it, deletes it (cards keep their quotes); another learner's answers 404", async () => {
    const user = await createTestUser(ctx.app);
    const trpc = callerFor(ctx, user);
    const deck = await trpc.groups.create({ title: "Biology" });
    const source = await seedSource({ userId: user.id, groupId: deck.id, title: "Cells", cards: 2 });

    const got = await trpc.sources.get({ id: source.id });
    expect(got.sections).toEqual([{ index: 0, page: 1, heading: "Cells", text: "Cells are units of life." }]);
    expect(got.decks).toEqual([{ id: deck.id, title: "Biology" }]);
    expect(got.made).toEqual({ cards: 2, decks: 1 });

    expect(await trpc.sources.rename({ id: source.id, title: "  Cell biology " })).toMatchObject({ title: "Cell biology" });
    await expect(trpc.sources.rename({ id: source.id, title: "   " })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("title is required."),
    });
    await expect(trpc.sources.rename({ id: source.id, title: "x".repeat(201) })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("title must be at most 200 characters."),
    });

    const stranger = callerFor(ctx, await createTestUser(ctx.app));
    await expectNotFound(stranger.sources.get({ id: source.id }));
    await expectNotFound(stranger.sources.rename({ id: source.id, title: "Mine" }));
    await expectNotFound(stranger.sources.delete({ id: source.id }));

    expect(await trpc.sources.delete({ id: source.id })).toEqual({ id: source.id });
    await expectNotFound(trpc.sources.get({ id: source.id }));
    await expectNotFound(trpc.sources.delete({ id: source.id }));
    expect(await ctx.db.note.count({ where: { groupId: deck.id } })).toBe(2);
    expect(await ctx.db.generationJob.count({ where: { groupId: deck.id, sourceId: null } })).toBe(1);
  });
});
