import { randomUUID } from "node:crypto";
import {
  answerCard,
  DEFAULT_SCHEDULER_SETTINGS,
  NEW_CARD_SCHEDULE,
  predictedRecall,
  type TCardSchedule,
  type TParameterFit,
} from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { createDeck } from "../../../testing/generation-helpers.ts";
import { callerFor, createTestUser, useTestApp } from "../../../testing/test-app.ts";
import { createNote } from "../../notes/create-note.ts";

/** The job runtime with every kind registered (generation and the parameter fit), on this file's database. */
const ctx = useTestApp({ generation: {} });

/** A seeded generator, so the simulated learner is the same every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/**
 * A learner who forgets faster than FSRS's defaults assume: scheduled with the
 * default parameters, but remembering with the recall of a card whose
 * stability is a third of what the scheduler believes.
 */
function simulateHistory(cardIds: string[], seed: number) {
  const next = random(seed);
  const start = Date.parse("2026-06-01T09:00:00Z");
  const logs: { id: string; cardId: string; rating: number; reviewedAt: Date }[] = [];
  for (const [index, cardId] of cardIds.entries()) {
    let schedule: TCardSchedule = NEW_CARD_SCHEDULE;
    let now = new Date(start + (index % 30) * 86_400_000);
    for (let step = 0; step < 8 && now.getTime() < Date.parse("2026-11-20T00:00:00Z"); step += 1) {
      const belief =
        schedule.stability === null
          ? null
          : predictedRecall({ ...schedule, stability: schedule.stability / 3 }, DEFAULT_SCHEDULER_SETTINGS, now);
      const recalled = belief === null ? next() < 0.7 : next() < belief;
      const rating = recalled ? (next() < 0.15 ? "easy" : "good") : "again";
      logs.push({ id: randomUUID(), cardId, rating: { again: 1, hard: 2, good: 3, easy: 4 }[rating], reviewedAt: now });
      schedule = answerCard(schedule, rating, { ...DEFAULT_SCHEDULER_SETTINGS, enable_fuzz: false }, now);
      now = new Date(Math.max(Date.parse(schedule.due!), now.getTime() + 60_000));
    }
  }
  return logs;
}

async function waitForFit(user: Awaited<ReturnType<typeof createTestUser>>): Promise<TParameterFit> {
  for (let i = 0; i < 200; i += 1) {
    const fit = await callerFor(ctx, user).study.parameters();
    if (fit.latest && (fit.latest.status === "succeeded" || fit.latest.status === "failed")) return fit;
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error("the fit did not finish in 30 s");
}

describe("personal parameters", () => {
  it("are refused below 400 answers, with how many there are", async () => {
    const user = await createTestUser(ctx.app);
    await expect(callerFor(ctx, user).study.fitParameters()).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Personal parameters need at least 400 answers; you have 0. Keep studying and try again.",
    });
  });

  it(
    "are fitted in the background on the learner's history and kept only when they predict the held-out answers better",
    { timeout: 60_000 },
    async () => {
      const user = await createTestUser(ctx.app);
      const groupId = await createDeck(ctx.app, user);
      const cardIds: string[] = [];
      for (let i = 0; i < 150; i += 1) {
        const note = await createNote({ userId: user.id, groupId, content: { type: "qna", question: `Q${i}?`, answer: `A${i}` } }, ctx.db);
        cardIds.push((await ctx.db.card.findFirstOrThrow({ where: { noteId: note.id }, select: { id: true } })).id);
      }
      const history = simulateHistory(cardIds, 42);
      expect(history.length).toBeGreaterThan(600);
      await ctx.db.reviewLog.createMany({
        data: history.map((log) => ({
          ...log,
          userId: user.id,
          stateBefore: "review" as const,
          stabilityAfter: 1,
          difficultyAfter: 5,
          elapsedDays: 1,
          durationMs: 3000,
          result: {},
          undo: {},
        })),
      });

      const started = await callerFor(ctx, user).study.fitParameters();
      // A second click while it runs gets the same job.
      expect(await callerFor(ctx, user).study.fitParameters()).toEqual(started);
      const fit = await waitForFit(user);
      expect(fit.latest).toMatchObject({ id: started.id, status: "succeeded", percent: 100 });
      const latest = fit.latest!;
      expect(latest.test_reviews).toBeGreaterThan(50);
      expect(latest.accepted).toBe(latest.fitted_log_loss! < latest.default_log_loss!);
      // This learner forgets much faster than the defaults assume: fitting to them must do better.
      expect(latest.accepted).toBe(true);
      expect(latest.improvement_percent).toBeGreaterThan(0);
      expect(latest.message).toBe(`Your parameters predict your recall ${latest.improvement_percent}% better`);
      expect(fit.using_personal).toBe(true);
      const settings = await ctx.db.studySettings.findUniqueOrThrow({ where: { userId: user.id } });
      expect(settings.weights).toHaveLength(21);
      // And the scheduler uses them from the next answer.
      const queue = await callerFor(ctx, user).study.queue({});
      expect(queue.settings.weights).toEqual(settings.weights);
    },
  );
});
