import { clozeAnswers, countWords, POEM_NOTICE, type TGenerationJob, type TJobCandidates, type TRestError } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, multipartBody, waitForJob } from "../../../testing/generation-helpers.ts";
import { createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";

const ctx = useTestApp({ generation: {} });

/** Written for these tests: a titled poem of two stanzas. */
const POEM = `The Orchard Gate

The orchard gate is painted green,
Its hinges sing a rusty tune,
And through the bars the pears are seen
Like lanterns in the afternoon.

The blackbird claims the highest bough,
The wasps go drowsy in the sun,
And no one hurries, here and now,
Until the picking day is done.`;

/** The Gettysburg Address's opening (public domain): an untitled passage whose outline has points. */
const SPEECH = `Four score and seven years ago our fathers brought forth on this continent a new nation, conceived in Liberty, and dedicated to the proposition that all men are created equal.
Now we are engaged in a great civil war, testing whether that nation, or any nation so conceived and so dedicated, can long endure. We are met on a great battle-field of that war. We have come to dedicate a portion of that field, as a final resting place for those who here gave their lives that that nation might live.`;

const LINES = POEM.split("\n").slice(2).filter(Boolean);

async function start(user: Awaited<ReturnType<typeof createTestUser>>, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: "POST", url: "/api/generation/jobs", headers: user.headers, payload });
}

async function candidates(user: Awaited<ReturnType<typeof createTestUser>>, jobId: string) {
  return (await review(user, jobId)).sections.flatMap((section) => section.candidates);
}

async function review(user: Awaited<ReturnType<typeof createTestUser>>, jobId: string) {
  const listed = await ctx.app.inject({
    method: "GET",
    url: `/trpc/generation.candidates?input=${encodeURIComponent(JSON.stringify({ jobId }))}`,
    headers: user.headers,
  });
  expect(listed.statusCode).toBe(200);
  return listed.json<{ result: { data: TJobCandidates } }>().result.data;
}

describe("learn by heart (memorise)", () => {
  it(
    "makes one overlapping cloze card per line, in order, each sourced to its line, and charges the words",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await setPlan({ email: user.email, planId: "pro" }, ctx.db);
      const groupId = await createDeck(ctx.app, user);
      const response = await start(user, { groupId, text: POEM, memorise: true });
      expect(response.statusCode).toBe(202);
      expect(response.json<TGenerationJob>()).toMatchObject({ memorise: true, types: ["clozedel"], words_charged: countWords(POEM) });

      const job = await waitForJob(ctx.app, user, response.json<TGenerationJob>().id);
      expect(job).toMatchObject({ status: "succeeded", memorise: true, notice: null, candidates_waiting: LINES.length });
      // One section on the review screen, named after the poem (not after the outline's first section).
      const listed = await review(user, job.id);
      expect(listed.memorise).toBe(true);
      expect(listed.sections.map((section) => [section.title, section.candidates.length])).toEqual([["The Orchard Gate", LINES.length]]);
      const cards = (await candidates(user, job.id)).sort((a, b) => a.rank - b.rank);
      expect(cards.map((card) => card.content.type === "clozedel" && clozeAnswers(card.content.text)[0])).toEqual(LINES);
      cards.forEach((card, index) => {
        expect(card.source.quote).toBe(LINES[index]);
        expect(card.content.type === "clozedel" && card.content.text.startsWith(`The Orchard Gate · line ${index + 1}\n`)).toBe(true);
      });
      // The cue is the line or two before: the third card shows the first two lines.
      expect(cards[2]!.content).toEqual({
        type: "clozedel",
        text: `The Orchard Gate · line 3\n${LINES[0]}\n${LINES[1]}\n{{c1::${LINES[2]}}}`,
      });
      const used = await ctx.db.usagePeriod.findMany({ where: { userId: user.id }, select: { wordsUsed: true } });
      expect(used.reduce((sum, row) => sum + row.wordsUsed, 0)).toBe(countWords(POEM));
    },
  );

  it("keeps an untitled passage's cards in one section called 'Your text', not the outline's", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const response = await start(user, { groupId, text: SPEECH, memorise: true });
    const job = await waitForJob(ctx.app, user, response.json<TGenerationJob>().id);
    expect(job.status).toBe("succeeded");
    const listed = await review(user, job.id);
    expect(listed.sections.map((section) => section.title)).toEqual(["Your text"]);
    expect(listed.sections[0]!.candidates.length).toBe(job.candidates_waiting);
  });

  it("tells a learner who asked for facts from a poem that 'Learn by heart' makes its cards", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    await setPlan({ email: user.email, planId: "pro" }, ctx.db);
    const groupId = await createDeck(ctx.app, user);
    const response = await start(user, { groupId, text: POEM, types: ["qna", "truefalse", "clozedel"] });
    const job = await waitForJob(ctx.app, user, response.json<TGenerationJob>().id);
    const told = job.status === "failed" ? job.error?.message : job.notice;
    expect(told).toContain(POEM_NOTICE);
  });

  it("refuses a memorise that is not true or false, or that makes no cards, with a 400 saying what is allowed", async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const wrong = await start(user, { groupId, text: POEM, memorise: "yes" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<TRestError>()).toMatchObject({ code: "BAD_REQUEST", error: "memorise must be true or false." });

    const notesOnly = await start(user, { groupId, text: POEM, memorise: true, make: ["notes"] });
    expect(notesOnly.statusCode).toBe(400);
    expect(notesOnly.json<TRestError>().error).toBe("Learn by heart makes cards: ask for cards too (make: cards).");

    const { payload, headers } = multipartBody({ groupId, memorise: "maybe" }, { name: "poem.png", bytes: new Uint8Array([1, 2, 3]) });
    const upload = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: { ...user.headers, ...headers },
      payload,
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json<TRestError>().error).toBe("memorise must be true or false.");
    expect(await ctx.db.generationJob.count({ where: { userId: user.id } })).toBe(0);
  });
});
