import { countWords, NOTHING_TO_MAKE_MESSAGE, type TGenerationJob, type TRestError } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, deckNotes, multipartBody, STUDY_TEXT, waitForAcceptedJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import { makeDocx } from "../testing/make-fixtures.ts";

const ctx = useTestApp({ generation: {} });

async function wordsUsed(userId: string): Promise<number> {
  const rows = await ctx.db.usagePeriod.findMany({ where: { userId }, select: { wordsUsed: true } });
  return rows.reduce((sum, row) => sum + row.wordsUsed, 0);
}

async function startText(user: TestUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: user.headers, payload });
}

describe("a generation job that makes study notes (docs/study-notes.md)", () => {
  it("study notes only: no cards, the notes stored at the standard length, the words charged once, the deck linked to the source", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);

    const response = await startText(user, { groupId, text: STUDY_TEXT, make: ["notes"] });
    expect(response.statusCode).toBe(202);
    expect(response.json<TGenerationJob>()).toMatchObject({ make: ["notes"], types: [], notes_ready: false });

    const job = await waitForAcceptedJob(ctx.app, user, response.json<TGenerationJob>().id);
    expect(job).toMatchObject({
      status: "succeeded",
      stage: "done",
      percent: 100,
      message: "Study notes ready",
      make: ["notes"],
      notes_ready: true,
      cards_created: 0,
      coverage: null,
      error: null,
      source_id: job.id,
    });
    expect(await deckNotes(ctx.app, user, groupId)).toEqual([]);
    expect(await wordsUsed(user.id)).toBe(countWords(STUDY_TEXT));
    expect(job.words_charged).toBe(countWords(STUDY_TEXT));

    // Stored by the job: opening them reads what was made, at the standard length, with a part for the text.
    const stored = await ctx.db.studyNotes.findUniqueOrThrow({
      where: { sourceId: job.source_id! },
      select: { length: true, userId: true },
    });
    expect(stored).toEqual({ length: "standard", userId: user.id });
    const trpc = callerFor(ctx, user);
    const notes = await trpc.studyNotes.get({ source_id: job.source_id! });
    expect(notes.blocks.map((block) => block.kind)).toContain("part");
    expect(notes.blocks.some((block) => block.markdown.includes("Photosynthesis"))).toBe(true);
    // No cards, so no self-check questions.
    expect(notes.blocks.some((block) => block.key === "self_check")).toBe(false);
    // The deck's Study notes tab finds the source through the job.
    expect(await trpc.sources.forDeck({ groupId })).toEqual([{ id: job.source_id, title: expect.any(String) }]);
    expect((await ctx.db.generationJob.findUniqueOrThrow({ where: { id: job.id }, select: { input: true } })).input).toBeNull();
  });

  it("cards and study notes: both in one job, one charge, the notes' self-check asking the job's cards", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const trpc = callerFor(ctx, user);

    const started = await trpc.generation.startText({ groupId, text: STUDY_TEXT, make: ["notes", "cards"], types: ["qna", "truefalse"] });
    expect(started.make).toEqual(["cards", "notes"]);
    const job = await waitForAcceptedJob(ctx.app, user, started.id);
    expect(job).toMatchObject({ status: "succeeded", notes_ready: true, make: ["cards", "notes"] });
    expect(job.cards_created).toBeGreaterThan(3);
    expect(job.message).toBe(`${job.cards_created} cards and study notes ready`);
    expect(await deckNotes(ctx.app, user, groupId)).toHaveLength(job.cards_created);
    expect(await wordsUsed(user.id)).toBe(countWords(STUDY_TEXT));

    const notes = await trpc.studyNotes.get({ source_id: job.source_id! });
    const selfCheck = notes.blocks.find((block) => block.key === "self_check");
    expect(selfCheck?.markdown).toContain("<details>");
    expect(await trpc.sources.forDeck({ groupId })).toEqual([{ id: job.source_id, title: expect.any(String) }]);
  });

  it("cards and study notes, when the text gives no new card: the notes are still made and the job says why there are no cards", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const trpc = callerFor(ctx, user);
    const first = await waitForAcceptedJob(ctx.app, user, (await trpc.generation.startText({ groupId, text: STUDY_TEXT, types: ["qna"] })).id);
    expect(first.status).toBe("succeeded");

    const again = await trpc.generation.startText({ groupId, text: STUDY_TEXT, make: ["cards", "notes"], types: ["qna"] });
    const job = await waitForAcceptedJob(ctx.app, user, again.id);
    expect(job).toMatchObject({ status: "succeeded", notes_ready: true, cards_created: 0, message: "Study notes ready", error: null });
    expect(job.notice).toBe("Every card this input gave is already in the deck. Your study notes were made.");
    expect(await deckNotes(ctx.app, user, groupId)).toHaveLength(first.cards_created);
    expect(await ctx.db.studyNotes.count({ where: { sourceId: job.source_id! } })).toBe(1);
    // Both texts charged: the second made notes, so it is not refunded.
    expect(await wordsUsed(user.id)).toBe(2 * countWords(STUDY_TEXT));
  });

  it("a file, study notes only, over multipart: no card types needed, the file's words charged once", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "premium" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const bytes = await makeDocx({ blocks: STUDY_TEXT.split("\n\n").map((paragraph) => ({ paragraph })) });
    const { payload, headers } = multipartBody({ groupId, make: "notes" }, { name: "biology.docx", bytes });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(response.statusCode).toBe(202);

    const job = await waitForAcceptedJob(ctx.app, user, response.json<TGenerationJob>().id);
    expect(job).toMatchObject({ status: "succeeded", make: ["notes"], notes_ready: true, cards_created: 0 });
    expect(job.words_charged).toBeGreaterThan(100);
    expect(await wordsUsed(user.id)).toBe(job.words_charged);
    expect(await ctx.db.studyNotes.count({ where: { sourceId: job.source_id! } })).toBe(1);
  });

  it("asking for nothing answers 400 with a clear message, over REST, multipart and tRPC, and starts nothing", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);

    const response = await startText(user, { groupId, text: STUDY_TEXT, make: [], types: ["qna"] });
    expect(response.statusCode).toBe(400);
    expect(response.json<TRestError>()).toMatchObject({ code: "BAD_REQUEST", error: NOTHING_TO_MAKE_MESSAGE });

    const { payload, headers } = multipartBody(
      { groupId, make: "", types: "qna" },
      { name: "a.docx", bytes: await makeDocx({ blocks: [{ paragraph: "x" }] }) },
    );
    const multipart = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json<TRestError>().error).toBe(NOTHING_TO_MAKE_MESSAGE);

    await expect(callerFor(ctx, user).generation.startText({ groupId, text: STUDY_TEXT, make: [], types: ["qna"] })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining(NOTHING_TO_MAKE_MESSAGE),
    });
    // Cards still need a type.
    const noTypes = await startText(user, { groupId, text: STUDY_TEXT, make: ["cards", "notes"] });
    expect(noTypes.statusCode).toBe(400);
    expect(noTypes.json<TRestError>().error).toContain("Pick at least one card type.");

    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(0);
    expect(await wordsUsed(user.id)).toBe(0);
  });

  it("the input without `make` still makes cards only, and no study notes", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);

    const response = await startText(user, { groupId, text: STUDY_TEXT, types: ["qna"] });
    expect(response.statusCode).toBe(202);
    const job = await waitForAcceptedJob(ctx.app, user, response.json<TGenerationJob>().id);
    expect(job).toMatchObject({ status: "succeeded", make: ["cards"], notes_ready: false });
    expect(job.message).toBe(`${job.cards_created} ${job.cards_created === 1 ? "card" : "cards"} ready`);
    expect(job.cards_created).toBeGreaterThan(0);
    expect(await ctx.db.studyNotes.count({ where: { userId: user.id } })).toBe(0);
  });
});
