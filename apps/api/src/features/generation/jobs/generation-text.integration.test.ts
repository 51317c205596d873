import { countWords, ZNoteContentSchema, type TNote, type TRestError } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT, waitForAcceptedJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { NOTICES } from "../../analysis/profile-document.ts";
import { setPlan } from "../../plan/set-plan.ts";

const ctx = useTestApp({ generation: {} });

async function deckNotes(user: Awaited<ReturnType<typeof createTestUser>>, groupId: string): Promise<TNote[]> {
  const response = await ctx.app.inject({
    method: "POST",
    url: "/api/notes/notes_by_group_id",
    headers: user.headers,
    payload: { id: groupId, page: 0 },
  });
  return response.json<TNote[]>();
}

async function wordsUsed(userId: string): Promise<number> {
  const rows = await ctx.db.usagePeriod.findMany({ where: { userId }, select: { wordsUsed: true } });
  return rows.reduce((sum, row) => sum + row.wordsUsed, 0);
}

describe("generating cards from pasted text", () => {
  it(
    "queues a job, reports progress, saves cards of every asked type with their sources and charges the words",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await setPlan({ email: user.email, planId: "pro" }, ctx.db);
      const groupId = await createDeck(ctx.app, user);
      const types = ["mcq", "truefalse", "clozedel", "concept_fact_list", "qna"];

      const response = await ctx.app.inject({
        method: "POST",
        url: "/api/generation/jobs",
        headers: user.headers,
        payload: { groupId, text: STUDY_TEXT, types },
      });
      expect(response.statusCode).toBe(202);
      const accepted = response.json<{ id: string; status: string; words_charged: number }>();
      expect(accepted.status).toBe("queued");
      expect(accepted.words_charged).toBe(countWords(STUDY_TEXT));

      const job = await waitForAcceptedJob(ctx.app, user, accepted.id);
      expect(job).toMatchObject({ status: "succeeded", stage: "done", percent: 100, error: null, refunded: false });
      expect(job.cards_created).toBeGreaterThan(5);
      // Pasted text has no pages: its sections count, and every one gave cards.
      expect(job.coverage?.pages_with_text).toBeGreaterThanOrEqual(1);
      expect(job.coverage?.pages_used).toBe(job.coverage?.pages_with_text);

      const notes = await deckNotes(user, groupId);
      expect(notes).toHaveLength(job.cards_created);
      const made = new Set(notes.map((note) => note.type));
      // Four short paragraphs: every type the text supports (a concept list needs a term with several facts in one paragraph).
      for (const type of made) expect(types).toContain(type);
      for (const type of ["mcq", "truefalse", "clozedel", "qna"]) expect(made).toContain(type);
      for (const note of notes) {
        expect(ZNoteContentSchema.safeParse(note.content).success).toBe(true);
        expect(note.source?.uploadId).toBe(job.id);
        // The quote is a real span of the text the user pasted.
        expect(STUDY_TEXT).toContain(note.source?.quote ?? "<no quote>");
      }
      expect(await wordsUsed(user.id)).toBe(countWords(STUDY_TEXT));
      // The pasted text is not kept once the job is done.
      expect((await ctx.db.generationJob.findUniqueOrThrow({ where: { id: job.id }, select: { input: true } })).input).toBeNull();
    },
  );

  it("tells the learner why a text with little to learn gave no cards, and gives the words back", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    // An essay brief in our own words: tasks, questions and a word count, no facts.
    const brief = [
      "Reflective Essay Brief",
      "Write an essay of at least 1000 words about a place that shaped you. Describe the place and explain why it matters to you.",
      "Answer every question below in your own words. Be honest and specific.",
      "- What do you remember most about the place?",
      "- Who did you share it with, and how did they change the way you saw it?",
      "Submit your essay by Friday. Your grade depends on the depth of your reflection.",
    ].join("\n\n");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: brief, types: ["qna", "truefalse", "clozedel"] },
    });
    expect(response.statusCode).toBe(202);
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "failed", cards_created: 0, refunded: true });
    expect(job.error?.message).toBe(`${NOTICES.assignment} No cards could be made from it.`);
    expect(await deckNotes(user, groupId)).toEqual([]);
    expect(await wordsUsed(user.id)).toBe(0);
  });

  it("keeps the few cards a lab sheet gives, with the notice on the job", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const sheet = [
      "Open the spreadsheet and click the Data tab. Select the first column, then choose Sort.",
      "Type the names of five rivers into the next column. Save the file before you close it.",
      "A primary key is a column whose values uniquely identify each row of a database table.",
      "Now add a second sheet and copy the totals into it. Check that every formula still works.",
      "Click Export when you are done and upload the file to the course page.",
    ].join("\n\n");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: sheet, types: ["qna"] },
    });
    const job = await waitForAcceptedJob(ctx.app, user, response.json<{ id: string }>().id);
    expect(job).toMatchObject({ status: "succeeded", cards_created: 1 });
    expect(job.notice).toBe("This looks like a set of instructions (a lab sheet or a how-to): few facts to turn into cards.");
    const [note] = await deckNotes(user, groupId);
    expect(note?.content).toEqual({
      type: "qna",
      question: "What is a primary key?",
      answer: "A column whose values uniquely identify each row of a database table",
    });
  });

  it("refuses, before any work and without charging, text over the plan's characters and types the plan lacks", async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "free" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);

    const long = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "word ".repeat(500) + STUDY_TEXT, types: ["qna"] },
    });
    expect(long.statusCode).toBe(413);
    const body = long.json<TRestError>();
    expect(body.code).toBe("INPUT_LIMIT_EXCEEDED");
    // Billing is off on this server: no plan is offered to buy, the way on is named instead.
    expect(body.error).toMatch(/has [\d,]+ characters; the Free plan allows up to 2,000 at a time\. Split it into smaller parts\./);
    expect(body.details).toMatchObject({ limit: 2000, unit: "characters", upgradePlan: null });

    const mcq = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "Short.", types: ["mcq"] },
    });
    expect(mcq.statusCode).toBe(403);
    expect(mcq.json<TRestError>()).toMatchObject({ code: "CARD_TYPE_NOT_IN_PLAN", details: { refused: ["mcq"], upgradePlan: null } });
    expect(mcq.json<TRestError>().error).toContain("Multiple choice cards are not included in the Free plan");

    const empty = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: "  \n ", types: ["qna"] },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json<TRestError>().code).toBe("EMPTY_DOCUMENT");

    const noTypes = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT.slice(0, 500), types: [] },
    });
    expect(noTypes.statusCode).toBe(400);
    expect(noTypes.json<TRestError>().error).toContain("Pick at least one card type.");

    expect(await wordsUsed(user.id)).toBe(0);
    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(0);
  });

  it("without a subscription applies the documented defaults (1,000 characters; qna, truefalse)", async () => {
    const user = await createTestUser(ctx.app);
    // New accounts start on the Free plan; older ones (and NEW_ACCOUNT_PLAN=none) have no row.
    await ctx.db.subscription.deleteMany({ where: { userId: user.id } });
    const trpc = callerFor(ctx, user);
    const options = await trpc.generation.options();
    expect(options).toMatchObject({ plan_id: null, input_limits: { text: 1000, pages: 1 }, words_limit: 10_000, generator: "offline" });
    expect(options.allowed_types).toEqual(["qna", "truefalse", "manual"]);
    const groupId = await createDeck(ctx.app, user);
    const job = await trpc.generation.startText({ groupId, text: STUDY_TEXT.slice(0, 900), types: ["qna", "truefalse"] });
    const done = await waitForAcceptedJob(ctx.app, user, job.id);
    expect(done.status).toBe("succeeded");
    const notes = await deckNotes(user, groupId);
    expect(notes.every((note) => note.type === "qna" || note.type === "truefalse")).toBe(true);
  });

  it("another user's deck and job answer 404, and nothing is queued or charged", async () => {
    const owner = await createTestUser(ctx.app);
    const other = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, owner);
    const theirs = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: other.headers,
      payload: { groupId, text: STUDY_TEXT.slice(0, 500), types: ["qna"] },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await wordsUsed(other.id)).toBe(0);

    const mine = await callerFor(ctx, owner).generation.startText({ groupId, text: STUDY_TEXT.slice(0, 500), types: ["qna"] });
    const peek = await ctx.app.inject({ method: "GET", url: `/api/generation/jobs/${mine.id}`, headers: other.headers });
    expect(peek.statusCode).toBe(404);
    expect(peek.json<TRestError>()).toEqual({ error: "Generation not found", code: "NOT_FOUND" });
    await waitForAcceptedJob(ctx.app, owner, mine.id);
  });

  it("asks visitors to sign in", async () => {
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      payload: { groupId: crypto.randomUUID(), text: "x", types: ["qna"] },
    });
    expect(response.statusCode).toBe(401);
  });
});
