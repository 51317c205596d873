import { parentPort, workerData } from "node:worker_threads";
import { AppError } from "../lib/app-error.ts";
import { createThreadContext } from "./thread-context.ts";
import type { TThreadFailure, TThreadReply, TThreadRequest, TThreadWorkerData } from "./thread-protocol.ts";

/**
 * A file thread's loop: one task at a time (the pool sends the next only
 * when this one answered), each given the thread's own database client and
 * file stores, made once when the first task needs them.
 */
const port = parentPort;
if (!port) throw new Error("thread-main.ts runs inside a file thread (threads/thread-pool.ts)");
const data = workerData as TThreadWorkerData;
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
