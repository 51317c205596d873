import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startJobServices, type JobServices } from "../../../runtime/job-services.ts";
import { createDeck, STUDY_TEXT, waitForJob } from "../../../testing/generation-helpers.ts";
import { createTestUser, TEST_GENERATION_ENV, useTestApp } from "../../../testing/test-app.ts";
import { createOfflineGenerator } from "../offline/create-offline-generator.ts";
import type { CardGenerator } from "../types.ts";

// The API only queues here (work: false); each test brings its own workers.
const ctx = useTestApp({ generation: { work: false } });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const HANGING_WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../testing/hanging-worker.ts");
const WORKER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../worker.ts");

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function startWorker(options: { generatorOverride?: CardGenerator; retryLimit?: number } = {}): Promise<JobServices> {
  const worker = await startJobServices({
    env: TEST_GENERATION_ENV,
    db: ctx.db,
    databaseUrl: ctx.database.url,
    plans: ctx.plans,
    log: quiet,
    work: true,
    heartbeatMs: 300,
    staleAfterMs: 2_000,
    sweepEveryMs: 500,
    ...options,
  });
  cleanups.push(() => worker.close());
  return worker;
}

/** Resolves when the child prints `line`. */
function waitForLine(child: ChildProcess, line: string, timeoutMs = 30_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let seen = "";
    const timer = setTimeout(() => reject(new Error(`worker never printed "${line}"; it printed: ${seen}`)), timeoutMs);
    child.stdout?.on("data", (chunk: Buffer) => {
      seen += chunk.toString();
      if (seen.split("\n").includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => reject(new Error(`worker exited (${code}) before "${line}": ${seen}`)));
  });
}

describe("generation jobs survive crashes and retries", () => {
  it("a worker killed mid-job: another worker finishes it, once", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const child = spawn(process.execPath, ["--import", "tsx", HANGING_WORKER], {
      env: { ...process.env, MNEMO_WORKER_DATABASE_URL: ctx.database.url },
      // tsx is apps/api's dependency: resolve it from there.
      cwd: path.resolve(path.dirname(HANGING_WORKER), "../.."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanups.push(async () => void child.kill("SIGKILL"));
    await waitForLine(child, "ready");

    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT.slice(0, 900), types: ["qna", "truefalse"] },
    });
    expect(response.statusCode).toBe(202);
    const jobId = response.json<{ id: string }>().id;
    await waitForLine(child, "generating");
    const running = await ctx.db.generationJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(running).toMatchObject({ status: "running", stage: "generating", attempts: 1 });

    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    // A new process (the restarted API, or any worker) notices the silent job and takes it over.
    await startWorker();
    const job = await waitForJob(ctx.app, user, jobId, 60_000);
    expect(job.status).toBe("succeeded");
    const row = await ctx.db.generationJob.findUniqueOrThrow({ where: { id: jobId } });
    expect(row.attempts).toBe(2);
    // Its cards are kept once, as candidates waiting for the learner's review (none twice after a takeover or retry).
    expect(job.candidates_waiting).toBeGreaterThan(0);
    expect(await ctx.db.cardCandidate.count({ where: { groupId } })).toBe(job.candidates_waiting);
  });

  it("`pnpm worker` (src/worker.ts) runs the jobs an API with GENERATION_WORKER=off only queues", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT.split("\n\n")[2]!, types: ["qna"] },
    });
    const jobId = response.json<{ id: string }>().id;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect((await ctx.db.generationJob.findUniqueOrThrow({ where: { id: jobId } })).status).toBe("queued");

    const child = spawn(process.execPath, ["--import", "tsx", WORKER], {
      env: { ...process.env, DATABASE_URL: ctx.database.url, LOG_LEVEL: "warn", NODE_ENV: "production" },
      cwd: path.resolve(path.dirname(WORKER), ".."),
      stdio: ["ignore", "pipe", "inherit"],
    });
    cleanups.push(async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    });
    const job = await waitForJob(ctx.app, user, jobId, 60_000);
    expect(job.status).toBe("succeeded");
    // Its cards are kept once, as candidates waiting for the learner's review (none twice after a takeover or retry).
    expect(job.candidates_waiting).toBeGreaterThan(0);
    expect(await ctx.db.cardCandidate.count({ where: { groupId } })).toBe(job.candidates_waiting);
  });

  it("an unexpected error is retried; the cards are saved once and the words charged once", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    const offline = createOfflineGenerator();
    let calls = 0;
    await startWorker({
      generatorOverride: {
        name: "flaky",
        generate: (document, options) => {
          // Count only this test's job (an earlier test's job may still be delivered to this worker).
          if (!document.sections.some((section) => section.text.includes("Napoleon"))) return offline.generate(document, options);
          calls += 1;
          if (calls === 1) return Promise.reject(new Error("connection reset"));
          return offline.generate(document, options);
        },
      },
    });
    const text = STUDY_TEXT.split("\n\n")[1]!;
    expect(text).toContain("Napoleon");
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text, types: ["qna"] },
    });
    const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id, 60_000);
    expect(job.status).toBe("succeeded");
    expect(calls).toBe(2);
    // Its cards are kept once, as candidates waiting for the learner's review (none twice after a takeover or retry).
    expect(job.candidates_waiting).toBeGreaterThan(0);
    expect(await ctx.db.cardCandidate.count({ where: { groupId } })).toBe(job.candidates_waiting);
    const usage = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
    expect(usage.wordsUsed).toBe(job.words_charged);
  });

  it("after the last attempt the job fails with the generic message and refunds", { timeout: 90_000 }, async () => {
    const user = await createTestUser(ctx.app);
    const groupId = await createDeck(ctx.app, user);
    await startWorker({
      generatorOverride: { name: "broken", generate: () => Promise.reject(new Error("out of memory")) },
    });
    const response = await ctx.app.inject({
      method: "POST",
      url: "/api/generation/jobs",
      headers: user.headers,
      payload: { groupId, text: STUDY_TEXT.slice(0, 900), types: ["qna"] },
    });
    const job = await waitForJob(ctx.app, user, response.json<{ id: string }>().id, 60_000);
    expect(job).toMatchObject({
      status: "failed",
      refunded: true,
      error: { code: "INTERNAL", message: "An error occurred while making your flashcards" },
    });
    const usage = await ctx.db.usagePeriod.findFirstOrThrow({ where: { userId: user.id } });
    expect(usage.wordsUsed).toBe(0);
  });
});
