import { countWords, type TGeneratedContent } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, deckNotes, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp, type TestUser } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";
import type { TCardDraft } from "../types.ts";
import { saveCardCandidates, withoutDroppedCandidates } from "./save-card-candidates.ts";

const ctx = useTestApp({ generation: {} });

function draft(question: string, answer: string, start: number): TCardDraft {
  return {
    content: { type: "qna", question, answer },
    source: { sectionIndex: 0, start, end: start + answer.length, quote: answer },
  };
}

const DRAFTS = [
  draft("What is photosynthesis?", "the process by which green plants turn light energy into chemical energy", 0),
  draft("Where does photosynthesis take place?", "in the chloroplasts", 100),
  draft("What are the main products of photosynthesis?", "glucose and oxygen", 200),
];

/** A job that read STUDY_TEXT (its source kept), with the given cards saved as its candidates, as the job's commit saves them. */
async function jobWithCandidates(user: TestUser, cards: TCardDraft[] = DRAFTS): Promise<{ jobId: string; groupId: string }> {
  await setPlan({ email: user.email, planId: "pro" }, ctx.db);
  const groupId = await createDeck(ctx.app, user);
  const started = await ctx.app.inject({
    method: "POST",
    url: "/api/generation/jobs",
    headers: user.headers,
    payload: { groupId, text: STUDY_TEXT, types: ["qna"] },
  });
  const job = await waitForJob(ctx.app, user, started.json<{ id: string }>().id);
  expect(job.status).toBe("succeeded");
  // Start from an empty deck and a known set of candidates (whatever the job itself kept).
  await ctx.db.note.deleteMany({ where: { groupId } });
  await ctx.db.cardCandidate.deleteMany({ where: { jobId: job.id } });
  await ctx.db.generationJob.update({ where: { id: job.id }, data: { cardsCreated: 0 } });
  await ctx.db.$transaction((tx) =>
    saveCardCandidates(
      {
        jobId: job.id,
        sourceId: job.source_id!,
        userId: user.id,
        groupId,
        cards,
        outline: null,
        relaxed: false,
        coverage: { pagesWithText: 1, pagesUsed: 1 },
      },
      tx,
    ),
  );
  return { jobId: job.id, groupId };
}

describe("card candidates (the review step)", () => {
  it(
    "a job's cards wait as candidates, out of the deck; made again from the source they leave out the dropped one, at no second charge",
    { timeout: 90_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await setPlan({ email: user.email, planId: "pro" }, ctx.db);
      const groupId = await createDeck(ctx.app, user);
      const trpc = callerFor(ctx, user);
      const started = await trpc.generation.startText({ groupId, text: STUDY_TEXT, types: ["qna", "clozedel"] });
      const job = await waitForJob(ctx.app, user, started.id);
      expect(job).toMatchObject({ status: "succeeded", cards_created: 0 });
      expect(job.candidates_waiting).toBeGreaterThan(3);
      expect(job.message).toBe(`${job.candidates_waiting} cards ready`);
      expect(await deckNotes(ctx.app, user, groupId)).toEqual([]);
      const first = (await trpc.generation.candidates({ jobId: job.id })).sections.flatMap((section) => section.candidates);
      expect(first).toHaveLength(job.candidates_waiting);
      expect(first.every((candidate) => candidate.source.quote && STUDY_TEXT.includes(candidate.source.quote))).toBe(true);

      const dropped = first[0]!;
      await trpc.generation.dropCandidate({ id: dropped.id });
      // Into the same deck while the rest wait for review: they count as the deck's cards, so nothing new is proposed.
      const same = await trpc.generation.startFromSource({ groupId, sourceId: job.source_id!, types: ["qna", "clozedel"] });
      expect(await waitForJob(ctx.app, user, same.id)).toMatchObject({
        status: "failed",
        candidates_waiting: 0,
        error: {
          code: "NO_NEW_CARDS",
          message: "Every card this input gave is already in the deck, waiting for your review or was dropped in an earlier review.",
        },
      });
      // Into another deck: every card again but the dropped one.
      const otherDeck = await createDeck(ctx.app, user);
      const again = await trpc.generation.startFromSource({ groupId: otherDeck, sourceId: job.source_id!, types: ["qna", "clozedel"] });
      const second = await waitForJob(ctx.app, user, again.id);
      expect(second.status).toBe("succeeded");
      const offered = (await trpc.generation.candidates({ jobId: second.id })).sections.flatMap((section) => section.candidates);
      expect(offered).toHaveLength(first.length - 1);
      expect(offered.map((candidate) => candidate.content)).not.toContainEqual(dropped.content);
      // Usage: the text's words once, when it was brought; the second job read the kept source.
      const used = await ctx.db.usagePeriod.findMany({ where: { userId: user.id }, select: { wordsUsed: true } });
      expect(used.reduce((sum, row) => sum + row.wordsUsed, 0)).toBe(countWords(STUDY_TEXT));
      expect(second.words_charged).toBe(0);

      const { added } = await trpc.generation.acceptCandidates({ jobId: second.id, ids: offered.map((candidate) => candidate.id) });
      expect(added).toBe(offered.length);
      expect(await deckNotes(ctx.app, user, otherDeck)).toHaveLength(offered.length);
      expect(await trpc.generation.job({ id: second.id })).toMatchObject({ cards_created: offered.length, candidates_waiting: 0 });
    },
  );

  it(
    "lists a job's candidates by section, strongest first and ticked; nothing is in the deck until accepted, and accepting twice adds once",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      const { jobId, groupId } = await jobWithCandidates(user);
      const trpc = callerFor(ctx, user);

      const listed = await trpc.generation.candidates({ jobId });
      expect(listed.group_id).toBe(groupId);
      const candidates = listed.sections.flatMap((section) => section.candidates);
      expect(candidates).toHaveLength(3);
      expect(candidates.every((candidate) => candidate.status === "pending" && candidate.ticked)).toBe(true);
      for (const section of listed.sections)
        expect(section.candidates.map((c) => c.strength)).toEqual([...section.candidates.map((c) => c.strength)].sort((a, b) => b - a));
      expect(candidates[0]!.source).toMatchObject({ sourceId: listed.source_id, sectionIndex: 0 });
      expect(await deckNotes(ctx.app, user, groupId)).toEqual([]);
      expect((await trpc.generation.job({ id: jobId })).candidates_waiting).toBe(3);

      // Edit one, drop another, accept all three ids: the dropped one stays out.
      const [first, second, third] = candidates as [(typeof candidates)[0], (typeof candidates)[0], (typeof candidates)[0]];
      const edited: TGeneratedContent = { type: "qna", question: "What do plants make in photosynthesis?", answer: "glucose and oxygen" };
      expect((await trpc.generation.editCandidate({ id: third.id, content: edited })).content).toEqual(edited);
      expect((await trpc.generation.dropCandidate({ id: second.id })).status).toBe("dropped");
      const ids = [first.id, second.id, third.id];
      const [once, twice] = await Promise.all([
        trpc.generation.acceptCandidates({ jobId, ids }),
        trpc.generation.acceptCandidates({ jobId, ids }),
      ]);
      expect(once.added + twice.added).toBe(2);
      expect((await trpc.generation.acceptCandidates({ jobId, ids })).added).toBe(0);

      const notes = await deckNotes(ctx.app, user, groupId);
      expect(notes.map((note) => note.content)).toContainEqual(edited);
      expect(notes).toHaveLength(2);
      expect(notes.every((note) => note.source?.sourceId === listed.source_id && note.source?.uploadId === jobId)).toBe(true);
      const cards = await ctx.db.card.count({ where: { noteId: { in: notes.map((note) => note.id) } } });
      expect(cards).toBe(2);
      const job = await trpc.generation.job({ id: jobId });
      expect(job).toMatchObject({ cards_created: 2, candidates_waiting: 0 });
      // Accepted ones leave the review list; the dropped one stays (it may be restored).
      const after = (await trpc.generation.candidates({ jobId })).sections.flatMap((section) => section.candidates);
      expect(after.map((candidate) => [candidate.id, candidate.status])).toEqual([[second.id, "dropped"]]);
      await expect(trpc.generation.dropCandidate({ id: first.id })).rejects.toMatchObject({ code: "CONFLICT" });
      expect((await trpc.generation.restoreCandidate({ id: second.id })).status).toBe("pending");
    },
  );

  it("remembers dropped candidates per source, by their generated content", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const { jobId } = await jobWithCandidates(user);
    const trpc = callerFor(ctx, user);
    const [dropped, kept] = (await trpc.generation.candidates({ jobId })).sections.flatMap((section) => section.candidates);
    // Edited first: still remembered as the card it was generated as.
    await trpc.generation.editCandidate({ id: dropped!.id, content: { type: "qna", question: "Edited?", answer: "Edited." } });
    await trpc.generation.dropCandidate({ id: dropped!.id });
    const sourceId = (await trpc.generation.job({ id: jobId })).source_id!;
    const again = DRAFTS.map((card) => ({ ...card, content: { ...card.content } }));
    const offered = await withoutDroppedCandidates({ userId: user.id, sourceId, cards: again }, ctx.db);
    expect(offered).toHaveLength(2);
    expect(offered.map((card) => card.content)).not.toContainEqual(dropped!.content);
    expect(offered.map((card) => card.content)).toContainEqual(kept!.content);
    // Another source (or another learner) is not affected.
    const other = await createTestUser(ctx.app);
    expect(await withoutDroppedCandidates({ userId: other.id, sourceId, cards: again }, ctx.db)).toHaveLength(3);
  });

  it("counts the deck's candidates waiting for review, per job, for the learner only", { timeout: 60_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const { jobId, groupId } = await jobWithCandidates(user);
    const trpc = callerFor(ctx, user);
    expect(await trpc.generation.waitingCandidates({ groupId })).toEqual({ group_id: groupId, waiting: 3, job_ids: [jobId] });
    const [first, second] = (await trpc.generation.candidates({ jobId })).sections.flatMap((section) => section.candidates);
    // Dropped and accepted ones no longer wait.
    await trpc.generation.dropCandidate({ id: first!.id });
    await trpc.generation.acceptCandidates({ jobId, ids: [second!.id] });
    expect(await trpc.generation.waitingCandidates({ groupId })).toEqual({ group_id: groupId, waiting: 1, job_ids: [jobId] });
    // Another deck of the learner's has none; another user's deck answers as a missing one.
    const empty = await createDeck(ctx.app, user);
    expect(await trpc.generation.waitingCandidates({ groupId: empty })).toEqual({ group_id: empty, waiting: 0, job_ids: [] });
    const stranger = callerFor(ctx, await createTestUser(ctx.app));
    await expect(stranger.generation.waitingCandidates({ groupId })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers 404 for another user's job and candidates", { timeout: 60_000 }, async () => {
    const owner = await createTestUser(ctx.app);
    const { jobId, groupId } = await jobWithCandidates(owner);
    const [candidate] = (await callerFor(ctx, owner).generation.candidates({ jobId })).sections.flatMap((section) => section.candidates);
    const stranger = callerFor(ctx, await createTestUser(ctx.app));
    await expect(stranger.generation.candidates({ jobId })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.generation.dropCandidate({ id: candidate!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.generation.restoreCandidate({ id: candidate!.id })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      stranger.generation.editCandidate({ id: candidate!.id, content: { type: "qna", question: "Q?", answer: "A." } }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(stranger.generation.acceptCandidates({ jobId, ids: [candidate!.id] })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await deckNotes(ctx.app, owner, groupId)).toEqual([]);
    expect((await callerFor(ctx, owner).generation.candidates({ jobId })).sections.flatMap((s) => s.candidates)[0]?.status).toBe("pending");
  });
});
