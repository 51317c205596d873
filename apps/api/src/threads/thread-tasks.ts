import { exportTask, quizletTextTask } from "../features/exchange/export/write-export-file.ts";
import { commitImportTask, previewImportTask } from "../features/exchange/import/run-import.ts";
import { extractTask } from "../features/generation/extract/extract-in-thread.ts";
import { inspectUploadTask } from "../features/generation/extract/inspect-upload-in-thread.ts";
import { generateOfflineTask } from "../features/generation/offline/offline-generator-in-thread.ts";

/**
 * Every task a file thread runs, by name (threads/thread-pool.ts). A task
 * is `(input, ctx) => Promise<output>` where input and output cross between
 * threads (structured clone: plain data, no functions or class instances)
 * and `ctx` is the thread's own database client, file stores and progress
 * hook (thread-context.ts). Adding one: a line here, and a caller that gives
 * it a time limit and the error its user sees (docs/security.md).
 */
export const THREAD_TASKS = {
  "import.preview": previewImportTask,
  "import.commit": commitImportTask,
  "export.write": exportTask,
  "export.quizlet": quizletTextTask,
  "generation.inspect": inspectUploadTask,
  "generation.extract": extractTask,
  "generate.offline": generateOfflineTask,
};

export type TThreadTaskName = keyof typeof THREAD_TASKS;
export type TThreadTaskInput<TName extends TThreadTaskName> = Parameters<(typeof THREAD_TASKS)[TName]>[0];
export type TThreadTaskOutput<TName extends TThreadTaskName> = Awaited<ReturnType<(typeof THREAD_TASKS)[TName]>>;
