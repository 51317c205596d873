import { unlink } from "node:fs/promises";
import type { TQuizletText } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ThreadPool, ThreadRunOptions, TThreadLimit } from "../../../threads/thread-pool.ts";
import type { TExportTaskInput, TExportTaskOutput } from "./write-export-file.ts";

/** How long a direct export (answered while the request waits) and an export job may take to write their file (docs/security.md). */
export const DIRECT_EXPORT_SECONDS = 60;
export const EXPORT_JOB_SECONDS = 25 * 60;

function exportLimitError(seconds: number): (limit: TThreadLimit) => AppError {
  return (limit) =>
    new AppError("EXPORT_TOO_LARGE", {
      message:
        limit === "time"
          ? `Writing this export took longer than ${Math.round(seconds / 60)} minutes, the most one export may take. Export fewer decks at a time.`
          : "Writing this export needed more memory than one export may use. Export fewer decks at a time, or without progress.",
      details: { limit, ...(limit === "time" ? { seconds } : {}) },
    });
}

/** Writes an export file in a file thread; a direct one's temp file is the caller's to stream and remove. */
export function writeExportFile(
  input: TExportTaskInput,
  { threads }: { threads: ThreadPool },
  options: Pick<ThreadRunOptions, "onProgress" | "signal"> = {},
): Promise<TExportTaskOutput> {
  const seconds = input.destination.kind === "job" ? EXPORT_JOB_SECONDS : DIRECT_EXPORT_SECONDS;
  return threads.run("export.write", input, {
    // Jobs are limited per user by their own count (3); a direct export waits its turn with the user's other files.
    ...(input.destination.kind === "temp" ? { key: input.userId } : {}),
    timeoutMs: seconds * 1000,
    limitError: exportLimitError(seconds),
    ...options,
  });
}

/** Quizlet's text, made in a file thread. */
export function quizletTextInThread(
  input: { userId: string; groupIds: string[] },
  { threads }: { threads: ThreadPool },
): Promise<TQuizletText> {
  return threads.run("export.quizlet", input, {
    key: input.userId,
    timeoutMs: DIRECT_EXPORT_SECONDS * 1000,
    limitError: exportLimitError(DIRECT_EXPORT_SECONDS),
  });
}

/** Removes a direct export's temp file once it was sent (or could not be). */
export async function removeTempFile(file: string): Promise<void> {
  await unlink(file).catch(() => {});
}
