import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { AppError } from "../lib/app-error.ts";
import { createThreadContext } from "./thread-context.ts";
import type { TThreadFailure, TThreadReply, TThreadRequest, TThreadWorkerData } from "./thread-protocol.ts";

/** How much lower than the process a file thread runs (nice 10: a busy thread still gets what the loop leaves). */
const THREAD_NICE = 10;

/**
 * A file thread's loop: one task at a time (the pool sends the next only
 * when this one answered), each given the thread's own database client and
 * file stores, made once when the first task needs them.
 */
const port = parentPort;
if (!port) throw new Error("thread-main.ts runs inside a file thread (threads/thread-pool.ts)");
const data = workerData as TThreadWorkerData;
lowerThisThreadsPriority();
const context = createThreadContext(data);
const { THREAD_TASKS } = (await import(data.tasksModule ?? "./thread-tasks.ts")) as { THREAD_TASKS: Record<string, unknown> };

port.on("message", (request: TThreadRequest) => {
  void run(request).then((reply) => port.postMessage(reply));
});

async function run({ id, task, input }: TThreadRequest): Promise<TThreadReply> {
  try {
    const handler = THREAD_TASKS[task] as ((input: unknown, ctx: unknown) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`no file thread task named ${task}`);
    const output = await handler(input, {
      get db() {
        return context.db;
      },
      exchange: context.exchange,
      progress: (done: number, total: number, message?: string) =>
        port!.postMessage({ type: "progress", id, done, total, message } satisfies TThreadReply),
    });
    return { type: "done", id, output };
  } catch (error) {
    return { type: "failed", id, failure: toFailure(error) };
  }
}

function toFailure(error: unknown): TThreadFailure {
  if (error instanceof AppError) {
    return {
      kind: "app",
      code: error.code,
      message: error.message,
      userMessage: error.userMessage,
      ...(error.details ? { details: error.details } : {}),
    };
  }
  const plain = error instanceof Error ? error : new Error(String(error));
  return { kind: "error", name: plain.name, message: plain.message, stack: plain.stack };
}

/**
 * Heavy work yields the cores to the loop that answers requests (and to PostgreSQL): on Linux a
 * thread has its own nice value, set through its thread id (/proc/thread-self names it), and the
 * threads it starts (OCR engines) inherit it. Elsewhere, or if the system refuses, nothing changes.
 */
function lowerThisThreadsPriority(): void {
  try {
    const threadId = Number(readlinkSync("/proc/thread-self").split("/").pop());
    if (Number.isInteger(threadId) && threadId > 0) setPriority(threadId, THREAD_NICE);
  } catch {
    // Not Linux, or not allowed: the thread runs at the process's priority.
  }
}
