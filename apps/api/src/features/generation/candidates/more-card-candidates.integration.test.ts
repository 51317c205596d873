import { countWords } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { setPlan } from "../../plan/set-plan.ts";

const ctx = useTestApp({ generation: {} });

describe("more candidates from a section ('show me more from this section')", () => {
  it(
    "adds the section's other cards to the job at no charge, never one offered before, a dropped one never again",
    { timeout: 120_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      await setPlan({ email: user.email, planId: "pro" }, ctx.db);
      const groupId = await createDeck(ctx.app, user);
      const trpc = callerFor(ctx, user);
      const started = await trpc.generation.startText({ groupId, text: STUDY_TEXT, types: ["qna", "clozedel", "truefalse"] });
      const job = await waitForJob(ctx.app, user, started.id);
      expect(job.status).toBe("succeeded");
      const before = await trpc.generation.candidates({ jobId: job.id });
      const section = before.sections[0]!;
      const firstKeys = before.sections.flatMap((each) => each.candidates).map((candidate) => JSON.stringify(candidate.content));

      const more = await trpc.generation.moreCandidates({ jobId: job.id, sectionIndex: section.index });
      expect(more.added).toBeGreaterThan(1);
      expect(more.candidates).toHaveLength(more.added);
      expect(more.candidates.every((candidate) => candidate.section.index === section.index && candidate.status === "pending")).toBe(true);
      expect(more.candidates.every((candidate) => candidate.source.quote && STUDY_TEXT.includes(candidate.source.quote))).toBe(true);
      expect(more.candidates.map((candidate) => JSON.stringify(candidate.content)).filter((key) => firstKeys.includes(key))).toEqual([]);
      const after = await trpc.generation.candidates({ jobId: job.id });
      expect(after.sections.find((each) => each.index === section.index)!.candidates).toHaveLength(section.candidates.length + more.added);
      expect((await trpc.generation.job({ id: job.id })).candidates_waiting).toBe(job.candidates_waiting + more.added);

      // Drop one; another is removed as if it had never been offered. Asked again: that one comes back, the dropped one never.
      const [dropped, forgotten] = more.candidates;
      await trpc.generation.dropCandidate({ id: dropped!.id });
      await ctx.db.cardCandidate.delete({ where: { id: forgotten!.id } });
      const again = await trpc.generation.moreCandidates({ jobId: job.id, sectionIndex: section.index });
      expect(again.candidates.map((candidate) => candidate.content)).toContainEqual(forgotten!.content);
      expect(again.candidates.map((candidate) => candidate.content)).not.toContainEqual(dropped!.content);
      const offeredBefore = [...firstKeys, ...more.candidates.filter((c) => c.id !== forgotten!.id).map((c) => JSON.stringify(c.content))];
      expect(again.candidates.filter((candidate) => offeredBefore.includes(JSON.stringify(candidate.content)))).toEqual([]);

      // Nothing charged beyond the text's words, once; a section the outline does not have is refused.
      const used = await ctx.db.usagePeriod.findMany({ where: { userId: user.id }, select: { wordsUsed: true } });
      expect(used.reduce((sum, row) => sum + row.wordsUsed, 0)).toBe(countWords(STUDY_TEXT));
      await expect(trpc.generation.moreCandidates({ jobId: job.id, sectionIndex: 999 })).rejects.toMatchObject({ code: "BAD_REQUEST" });

      // A text learned by heart has all its line cards already.
      await ctx.db.generationJob.update({ where: { id: job.id }, data: { memorise: true } });
      await expect(trpc.generation.moreCandidates({ jobId: job.id, sectionIndex: section.index })).rejects.toMatchObject({
        code: "CONFLICT",
      });

      // Another user's job answers as a missing one, and gets nothing.
      const stranger = callerFor(ctx, await createTestUser(ctx.app));
      await expect(stranger.generation.moreCandidates({ jobId: job.id, sectionIndex: section.index })).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    },
  );
});
