/**
 * Every task a file thread runs, by name (threads/thread-pool.ts). A task
 * is `(input, ctx) => Promise<output>` where input and output cross between
 * threads (structured clone: plain data, no functions or class instances)
 * and `ctx` is the thread's own database client, file stores and progress
 * hook (thread-context.ts). Each task's module loads when a thread first runs
 * it, so a thread carries only the code of the work it has done (~130 MB for
 * all of them). Adding one: a line here, and a caller that gives it a time
 * limit and the error its user sees (docs/security.md).
 */
export const THREAD_TASKS = {
  "import.preview": lazy(() => import("../features/exchange/import/run-import.ts"), "previewImportTask"),
  "import.commit": lazy(() => import("../features/exchange/import/run-import.ts"), "commitImportTask"),
  "export.write": lazy(() => import("../features/exchange/export/write-export-file.ts"), "exportTask"),
  "export.quizlet": lazy(() => import("../features/exchange/export/write-export-file.ts"), "quizletTextTask"),
  "generation.inspect": lazy(() => import("../features/reading/inspect-upload-in-thread.ts"), "inspectUploadTask"),
  "generation.extract": lazy(() => import("../features/reading/extract-in-thread.ts"), "extractTask"),
  "analysis.outline": lazy(() => import("../features/analysis/outline/offline-analyser-in-thread.ts"), "analyseOutlineTask"),
  "practice.pdf": lazy(() => import("../features/practice/practice-pdf-in-thread.ts"), "practicePdfTask"),
  "diagram.pdf": lazy(() => import("../features/diagrams/export/diagram-pdf-in-thread.ts"), "diagramPdfTask"),
  "generate.offline": lazy(() => import("../features/generation/offline/offline-generator-in-thread.ts"), "generateOfflineTask"),
  "generate.more": lazy(() => import("../features/generation/candidates/more-outline-cards.ts"), "moreOutlineCardsTask"),
};

/** A task whose module is imported on its first run. */
function lazy<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName): TModule[TName] {
  const run = async (...args: unknown[]) => ((await load())[name] as (...args: unknown[]) => unknown)(...args);
  return run as TModule[TName];
}

export type TThreadTaskName = keyof typeof THREAD_TASKS;
export type TThreadTaskInput<TName extends TThreadTaskName> = Parameters<(typeof THREAD_TASKS)[TName]>[0];
export type TThreadTaskOutput<TName extends TThreadTaskName> = Awaited<ReturnType<(typeof THREAD_TASKS)[TName]>>;
