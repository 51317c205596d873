import { countWords, OUTLINE_POINT_KINDS, ZOutlineSchema } from "@mnemo/api-contract";
import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { deckNotes, createDeck, STUDY_TEXT, waitForAcceptedJob } from "../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../testing/test-app.ts";
import { setPlan } from "../plan/set-plan.ts";
import { usagePeriodStart } from "../plan/usage-period.ts";

const ctx = useTestApp({ generation: {} });

async function wordsUsed(userId: string): Promise<number> {
  const row = await ctx.db.usagePeriod.findUnique({ where: { userId_period: { userId, period: usagePeriodStart(new Date()) } } });
  return row?.wordsUsed ?? 0;
}

async function pasteIntoNewDeck(user: TestUser, text: string) {
  const groupId = await createDeck(ctx.app, user, "First deck");
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/generation/jobs",
    headers: user.headers,
    payload: { groupId, text, types: ["qna"] },
  });
  return waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
}

describe("a source is read once and charged once", () => {
  it("keeps its outline, and more cards made from it later read its text without a second charge", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const text = `Cell biology basics\n\n${STUDY_TEXT}`;
    const first = await pasteIntoNewDeck(user, text);
    expect(first.status).toBe("succeeded");
    const charged = await wordsUsed(user.id);
    expect(charged).toBe(countWords(text));

    // The job read the source into its outline and kept it, versioned by its analyser.
    const stored = await ctx.db.source.findUniqueOrThrow({ where: { id: first.id }, select: { outline: true } });
    const outline = ZOutlineSchema.parse(stored.outline);
    expect(outline.analyser).toMatch(/^offline@\d+$/);
    const points = outline.sections.flatMap((section) => section.points);
    expect(points.length).toBeGreaterThan(0);
    for (const point of points) expect(OUTLINE_POINT_KINDS).toContain(point.kind);

    const trpc = callerFor(ctx, user);
    const second = await createDeck(ctx.app, user, "Second deck");
    const started = await trpc.generation.startFromSource({ groupId: second, sourceId: first.id, types: ["qna", "truefalse"] });
    expect(started.id).not.toBe(first.id);
    const done = await waitForAcceptedJob(ctx.app, user, started.id);
    expect(done.status).toBe("succeeded");
    expect(done.cards_created).toBeGreaterThan(0);
    expect(await wordsUsed(user.id)).toBe(charged);

    // Its cards point into the same source, and the source now counts two decks and no second copy of itself.
    const source = await trpc.sources.get({ id: first.id });
    const notes = await deckNotes(ctx.app, user, second);
    expect(notes).toHaveLength(done.cards_created);
    for (const note of notes) {
      expect(note.source?.sourceId).toBe(first.id);
      const section = source.sections[note.source?.sectionIndex ?? -1];
      expect(section?.text.slice(note.source?.start, note.source?.end)).toBe(note.source?.quote);
    }
    expect(source.made).toEqual({ cards: first.cards_created + done.cards_created, decks: 2 });
    expect((await trpc.sources.list({})).sources).toHaveLength(1);
  });

  it("another learner's source, or a deleted one, answers 404 and starts nothing", { timeout: 60_000 }, async () => {
    const owner = await createTestUser(ctx.app);
    const first = await pasteIntoNewDeck(owner, STUDY_TEXT);
    const stranger = await createTestUser(ctx.app);
    const strangerDeck = await createDeck(ctx.app, stranger);
    const asStranger = callerFor(ctx, stranger);
    const refusal = asStranger.generation.startFromSource({ groupId: strangerDeck, sourceId: first.id, types: ["qna"] });
    await expect(refusal).rejects.toBeInstanceOf(TRPCError);
    await expect(refusal).rejects.toMatchObject({ code: "NOT_FOUND", message: "Source not found" });

    const asOwner = callerFor(ctx, owner);
    await asOwner.sources.delete({ id: first.id });
    const ownerDeck = await createDeck(ctx.app, owner, "Again");
    await expect(asOwner.generation.startFromSource({ groupId: ownerDeck, sourceId: first.id, types: ["qna"] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await ctx.db.generationJob.count({ where: { groupId: { in: [strangerDeck, ownerDeck] } } })).toBe(0);
  });
});
