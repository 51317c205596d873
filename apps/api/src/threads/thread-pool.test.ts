import { performance } from "node:perf_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "../lib/app-error.ts";
import { createThreadPool, ThreadPoolClosedError, type ThreadPool, type ThreadRunOptions } from "./thread-pool.ts";

const TASKS = new URL("./testing/pool-test-tasks.ts", import.meta.url).href;

type AnyRun = (task: string, input: unknown, options: ThreadRunOptions) => Promise<unknown>;

const limitError = (limit: string) => new AppError("FILE_TOO_COMPLEX", { message: `over the ${limit} limit`, details: { limit } });

function pool(options: { size?: number; maxPerKey?: number; maxWaiting?: number; memoryMb?: number } = {}) {
  const created = createThreadPool({
    size: options.size ?? 1,
    memoryMb: options.memoryMb ?? 64,
    maxPerKey: options.maxPerKey ?? 2,
    maxWaiting: options.maxWaiting ?? 10,
    workerData: { databaseUrl: "postgresql://unused", files: { root: "/tmp/unused", mediaLimitBytes: 0 }, tasksModule: TASKS },
  });
  pools.push(created);
  return { pool: created, run: created.run as unknown as AnyRun };
}

const pools: ThreadPool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.close({ graceMs: 0 })));
});

const base = { timeoutMs: 20_000, limitError };

describe("the file thread pool", () => {
  it("runs a task in a thread and answers its output, with its progress on the way", async () => {
    const { run } = pool();
    expect(await run("echo", { value: { a: [1, 2] } }, base)).toEqual({ a: [1, 2] });
    const progress: unknown[] = [];
    expect(await run("progress", { steps: 3 }, { ...base, onProgress: (step) => progress.push(step) })).toBe("done");
    expect(progress).toEqual([
      { done: 1, total: 3, message: "step 1" },
      { done: 2, total: 3, message: "step 2" },
      { done: 3, total: 3, message: "step 3" },
    ]);
  }, 30_000);

  it("gives back a task's AppError as the same AppError, and anything else as an Error", async () => {
    const { run } = pool();
    const refused = await run("refuse", {}, base).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: "FILE_CORRUPT", message: "This file is damaged.", details: { where: "page 3" } });
    const crashed = await run("crash", {}, base).catch((error: unknown) => error);
    expect(crashed).not.toBeInstanceOf(AppError);
    expect(crashed).toMatchObject({ name: "TypeError", message: "a bug in the task" });
    // The thread is still good for the next task.
    expect(await run("echo", { value: 7 }, base)).toBe(7);
  }, 30_000);

  it("stops a task that runs past its time limit, answers its limit error, and keeps this thread's loop free meanwhile", async () => {
    const { pool: created, run } = pool();
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const started = performance.now();
    const error = await run("spin", {}, { ...base, timeoutMs: 1500 }).catch((caught: unknown) => caught);
    const took = performance.now() - started;
    clearInterval(timer);
    expect(error).toMatchObject({ code: "FILE_TOO_COMPLEX", details: { limit: "time" } });
    expect(took).toBeGreaterThanOrEqual(1400);
    // The spinning was in its own thread: this one's timers kept firing (a generous bound for a loaded machine).
    expect(ticks).toBeGreaterThan(took / 10 / 4);
    // A new thread takes the next task.
    expect(await run("echo", { value: "after" }, base)).toBe("after");
    expect(created.stats().threads).toBe(1);
  }, 30_000);

  it("answers the memory limit error when a task outgrows the thread's heap", async () => {
    const { run } = pool({ memoryMb: 48 });
    const error = await run("grow", {}, base).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "FILE_TOO_COMPLEX", details: { limit: "memory" } });
    expect(await run("echo", { value: "still here" }, base)).toBe("still here");
  }, 60_000);

  it("lets one key have at most maxPerKey tasks at once, and queues the rest of the world's", async () => {
    const { run } = pool({ size: 1, maxPerKey: 1 });
    const first = run("sleep", { ms: 500 }, { ...base, key: "learner-1" });
    const second = await run("echo", { value: 1 }, { ...base, key: "learner-1" }).catch((error: unknown) => error);
    expect(second).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another learner waits for the thread rather than being refused.
    const other = run("echo", { value: "other" }, { ...base, key: "learner-2" });
    expect(await first).toBe("slept");
    expect(await other).toBe("other");
    expect(await run("echo", { value: 2 }, { ...base, key: "learner-1" })).toBe(2);
  }, 30_000);

  it("refuses with 429 when too many tasks wait", async () => {
    const { run } = pool({ size: 1, maxWaiting: 1 });
    const running = run("sleep", { ms: 300 }, base);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const waiting = run("echo", { value: 1 }, base);
    const refused = await run("echo", { value: 2 }, base).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(await running).toBe("slept");
    expect(await waiting).toBe(1);
  }, 30_000);

  it("stops a task whose signal aborts (a lost job), waiting or running", async () => {
    const { run } = pool({ size: 1 });
    const controller = new AbortController();
    const spinning = run("spin", {}, { ...base, signal: controller.signal });
    const queued = new AbortController();
    const waiting = run("echo", { value: 1 }, { ...base, signal: queued.signal });
    queued.abort(new Error("not needed"));
    await expect(waiting).rejects.toThrow("not needed");
    setTimeout(() => controller.abort(new Error("job lost")), 200);
    await expect(spinning).rejects.toThrow("job lost");
    expect(await run("echo", { value: "next" }, base)).toBe("next");
  }, 30_000);

  it("on close, lets running tasks finish within the grace period, then refuses new ones", async () => {
    const { pool: created, run } = pool({ size: 1 });
    const running = run("sleep", { ms: 300 }, base);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await created.close({ graceMs: 5_000 });
    expect(await running).toBe("slept");
    await expect(run("echo", { value: 1 }, base)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(created.stats()).toEqual({ running: 0, waiting: 0, threads: 0 });
  }, 30_000);

  it("on close, stops a task that outlasts the grace period with an error a job retries (not an AppError)", async () => {
    const { pool: created, run } = pool({ size: 1 });
    const spinning = run("spin", {}, base).catch((error: unknown) => error);
    const waiting = run("echo", { value: 1 }, base).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await created.close({ graceMs: 300 });
    for (const outcome of [await spinning, await waiting]) {
      expect(outcome).toBeInstanceOf(ThreadPoolClosedError);
      expect(outcome).not.toBeInstanceOf(AppError);
    }
  }, 30_000);
});
