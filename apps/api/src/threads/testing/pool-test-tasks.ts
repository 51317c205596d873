import { AppError } from "../../lib/app-error.ts";

/** Tasks for thread-pool.test.ts: each does one thing a real task may do (answer, report, throw, spin, grow). */
export const THREAD_TASKS = {
  echo: async (input: { value: unknown }) => input.value,
  progress: async (input: { steps: number }, ctx: { progress(done: number, total: number, message?: string): void }) => {
    for (let done = 1; done <= input.steps; done++) ctx.progress(done, input.steps, `step ${done}`);
    return "done";
  },
  refuse: async () => {
    throw new AppError("FILE_CORRUPT", { message: "This file is damaged.", details: { where: "page 3" } });
  },
  crash: async () => {
    throw new TypeError("a bug in the task");
  },
  /** Holds its thread without ever yielding, as a parser stuck in a hostile file would. */
  spin: async () => {
    for (;;) {
      // busy
    }
  },
  /** Grows its heap until the thread's limit stops it. */
  grow: async () => {
    const kept: string[][] = [];
    for (;;) kept.push(Array.from({ length: 100_000 }, (_, i) => `row ${i} of ${kept.length}`));
  },
  sleep: async (input: { ms: number }) => {
    await new Promise((resolve) => setTimeout(resolve, input.ms));
    return "slept";
  },
};
