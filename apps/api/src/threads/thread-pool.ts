import { Worker } from "node:worker_threads";
import { AppError } from "../lib/app-error.ts";
import type { TThreadFailure, TThreadReply, TThreadRequest, TThreadWorkerData } from "./thread-protocol.ts";
import type { TThreadTaskInput, TThreadTaskName, TThreadTaskOutput } from "./thread-tasks.ts";

/**
 * A small pool of worker threads for the work that would otherwise hold up
 * every request (docs/security.md, "Heavy work"): reading uploaded packages
 * and text files, and writing export files. Each task runs in a thread of
 * its own with a time limit (after which the thread is terminated and the
 * caller gets the task's own clear error) and a heap limit (a thread that
 * runs out is gone, and the caller gets the same kind of error). Threads
 * start when work arrives and leave after a while without any, so memory a
 * large file took (sql.js never gives its heap back) is returned.
 */

export type TThreadLimit = "time" | "memory";

export type ThreadRunOptions = {
  /** Longest the task may run once started; then its thread is terminated. */
  timeoutMs: number;
  /** The error the caller's user gets when the task passes its time or memory limit. */
  limitError: (limit: TThreadLimit) => AppError;
  /** Tasks of one key (a user) that may be running or waiting at once; more answer 429. */
  key?: string;
  onProgress?: (progress: { done: number; total: number; message?: string | undefined }) => void;
  /** Aborting terminates the task's thread (a lost job, a shutdown); the promise rejects with the signal's reason. */
  signal?: AbortSignal;
};

export type ThreadPool = {
  run<TName extends TThreadTaskName>(
    task: TName,
    input: TThreadTaskInput<TName>,
    options: ThreadRunOptions,
  ): Promise<TThreadTaskOutput<TName>>;
  /** Running and waiting tasks, and live threads. */
  stats(): { running: number; waiting: number; threads: number };
  /**
   * Takes no new tasks (429, restartingError); lets running and waiting ones finish for up to
   * `graceMs`, then terminates the threads (their callers get ThreadPoolClosedError).
   */
  close(options?: { graceMs?: number }): Promise<void>;
};

export type ThreadPoolOptions = {
  /** Threads at most (each runs one task at a time). */
  size: number;
  /** Heap limit of each thread (V8's old generation), in MB. */
  memoryMb: number;
  workerData: Omit<TThreadWorkerData, "main">;
  /** Tasks waiting for a thread at most; more answer 429. */
  maxWaiting?: number;
  /** Tasks per key at most, running and waiting together. */
  maxPerKey?: number;
  /** A thread with nothing to do for this long leaves. */
  idleMs?: number;
  log?: { warn(object: object, message: string): void; error(object: object, message: string): void };
};

type Task = {
  id: number;
  name: TThreadTaskName;
  input: unknown;
  options: ThreadRunOptions;
  resolve(value: unknown): void;
  reject(error: unknown): void;
};

type Slot = { worker: Worker; task: Task | null; timer: NodeJS.Timeout | null; idle: NodeJS.Timeout | null; onAbort: (() => void) | null };

const ENTRY = new URL("./thread-entry.mjs", import.meta.url);
const MAIN = new URL("./thread-main.ts", import.meta.url).href;

/** What a request asking for a file thread gets while the server shuts down (429: try again, the restarted one will answer). */
export function restartingError(): AppError {
  return new AppError("TOO_MANY_REQUESTS", {
    message: "The server is restarting, so this file could not be finished. Try again in a minute.",
    details: { retryAfterSeconds: 60 },
  });
}

/**
 * What a task still running or waiting when the pool closes gets: not an AppError, so a job that
 * was running it is put back for a retry after the restart (an AppError would fail it for good).
 * Requests have all been answered by then (the HTTP server closes first).
 */
export class ThreadPoolClosedError extends Error {
  override name = "ThreadPoolClosedError";
  constructor() {
    super("the file threads were closed (the server is shutting down) before this task finished");
  }
}

export function createThreadPool(options: ThreadPoolOptions): ThreadPool {
  const { size, memoryMb, workerData, maxWaiting = 100, maxPerKey = 2, idleMs = 30_000, log } = options;
  const slots = new Set<Slot>();
  const waiting: Task[] = [];
  const perKey = new Map<string, number>();
  let nextId = 1;
  let closed = false;
  let drained: (() => void) | null = null;

  const release = (task: Task) => {
    const key = task.options.key;
    if (key === undefined) return;
    const count = (perKey.get(key) ?? 1) - 1;
    if (count <= 0) perKey.delete(key);
    else perKey.set(key, count);
  };

  const finish = (slot: Slot, outcome: { value: unknown } | { error: unknown }) => {
    const task = slot.task;
    if (!task) return;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    if (slot.onAbort) task.options.signal?.removeEventListener("abort", slot.onAbort);
    slot.onAbort = null;
    release(task);
    if ("value" in outcome) task.resolve(outcome.value);
    else task.reject(outcome.error);
  };

  const retire = (slot: Slot) => {
    if (slot.idle) clearTimeout(slot.idle);
    slots.delete(slot);
    void slot.worker.terminate();
  };

  const spawn = (): Slot => {
    const worker = new Worker(ENTRY, {
      workerData: { ...workerData, main: MAIN } satisfies TThreadWorkerData,
      // The young generation at V8's default size: a larger one only holds more garbage between scavenges.
      resourceLimits: { maxOldGenerationSizeMb: memoryMb },
    });
    const slot: Slot = { worker, task: null, timer: null, idle: null, onAbort: null };
    worker.on("message", (reply: TThreadReply) => {
      const task = slot.task;
      if (!task || reply.id !== task.id) return;
      if (reply.type === "progress") task.options.onProgress?.({ done: reply.done, total: reply.total, message: reply.message });
      else if (reply.type === "done") {
        finish(slot, { value: reply.output });
        pump();
      } else {
        finish(slot, { error: fromFailure(reply.failure) });
        pump();
      }
    });
    worker.on("error", (error: Error & { code?: string }) => {
      // ERR_WORKER_OUT_OF_MEMORY: the task passed the heap limit; anything else is a crash of the task's own making.
      const task = slot.task;
      if (task) {
        const limit = error.code === "ERR_WORKER_OUT_OF_MEMORY";
        if (!limit) log?.error({ err: error, task: task.name }, "a file thread crashed");
        finish(slot, { error: limit ? task.options.limitError("memory") : error });
      }
    });
    worker.on("exit", () => {
      slots.delete(slot);
      if (slot.idle) clearTimeout(slot.idle);
      if (slot.task) finish(slot, { error: new Error(`the file thread running ${slot.task.name} stopped`) });
      pump();
    });
    slots.add(slot);
    return slot;
  };

  const start = (slot: Slot, task: Task) => {
    if (slot.idle) clearTimeout(slot.idle);
    slot.idle = null;
    slot.task = task;
    slot.timer = setTimeout(() => {
      log?.warn({ task: task.name, timeoutMs: task.options.timeoutMs }, "a file task passed its time limit; its thread is stopped");
      finish(slot, { error: task.options.limitError("time") });
      retire(slot);
      pump();
    }, task.options.timeoutMs);
    const signal = task.options.signal;
    if (signal) {
      slot.onAbort = () => {
        finish(slot, { error: signal.reason ?? new Error("aborted") });
        retire(slot);
        pump();
      };
      signal.addEventListener("abort", slot.onAbort, { once: true });
    }
    const request: TThreadRequest = { type: "run", id: task.id, task: task.name, input: task.input };
    slot.worker.postMessage(request);
  };

  const pump = () => {
    while (waiting.length > 0) {
      let slot = [...slots].find((candidate) => candidate.task === null);
      if (!slot && slots.size < size) slot = spawn();
      if (!slot) break;
      start(slot, waiting.shift()!);
    }
    for (const slot of slots) {
      if (slot.task === null && slot.idle === null) {
        slot.idle = setTimeout(() => retire(slot), closed ? 0 : idleMs);
        slot.idle.unref();
      }
    }
    if (drained && waiting.length === 0 && [...slots].every((slot) => slot.task === null)) drained();
  };

  return {
    run(name, input, runOptions) {
      return new Promise((resolve, reject) => {
        if (closed) return reject(restartingError());
        if (runOptions.signal?.aborted) return reject(runOptions.signal.reason);
        const key = runOptions.key;
        if (key !== undefined && (perKey.get(key) ?? 0) >= maxPerKey) {
          return reject(
            new AppError("TOO_MANY_REQUESTS", {
              message: `You already have ${maxPerKey} files being read or written. Wait for them to finish, then try again.`,
              details: { limit: maxPerKey, retryAfterSeconds: 10 },
            }),
          );
        }
        if (waiting.length >= maxWaiting) {
          return reject(
            new AppError("TOO_MANY_REQUESTS", {
              message: "The server is reading and writing many files right now. Try again in a minute.",
              details: { retryAfterSeconds: 60 },
            }),
          );
        }
        if (key !== undefined) perKey.set(key, (perKey.get(key) ?? 0) + 1);
        const task: Task = { id: nextId++, name, input, options: runOptions, resolve: resolve as (value: unknown) => void, reject };
        if (runOptions.signal) {
          // Aborted while waiting: leave the queue.
          runOptions.signal.addEventListener(
            "abort",
            () => {
              const index = waiting.indexOf(task);
              if (index === -1) return;
              waiting.splice(index, 1);
              release(task);
              reject(runOptions.signal!.reason);
            },
            { once: true },
          );
        }
        waiting.push(task);
        pump();
      });
    },
    stats() {
      return { running: [...slots].filter((slot) => slot.task).length, waiting: waiting.length, threads: slots.size };
    },
    async close({ graceMs = 8_000 } = {}) {
      closed = true;
      const idle = new Promise<void>((resolve) => {
        drained = resolve;
      });
      pump();
      const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), graceMs).unref());
      await Promise.race([idle, timeout]);
      for (const task of waiting.splice(0)) {
        release(task);
        task.reject(new ThreadPoolClosedError());
      }
      for (const slot of [...slots]) {
        finish(slot, { error: new ThreadPoolClosedError() });
        retire(slot);
      }
    },
  };
}

/** An AppError thrown in the thread comes back as the same AppError; anything else as an Error with the thread's stack. */
function fromFailure(failure: TThreadFailure): Error {
  if (failure.kind === "app") {
    return new AppError(failure.code, {
      message: failure.message,
      userMessage: failure.userMessage,
      ...(failure.details ? { details: failure.details } : {}),
    });
  }
  const error = new Error(failure.message);
  error.name = failure.name;
  if (failure.stack) error.stack = failure.stack;
  return error;
}
