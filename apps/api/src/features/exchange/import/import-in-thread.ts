import type { TImportCommitInput, TImportPreview, TImportResult, TImportTarget, TTextImportOptions } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import type { ThreadPool, TThreadLimit } from "../../../threads/thread-pool.ts";

/** How long reading an upload for its preview may take, and reading and saving it (docs/security.md). */
export const IMPORT_PREVIEW_SECONDS = 60;
export const IMPORT_COMMIT_SECONDS = 300;

function importLimitError(seconds: number): (limit: TThreadLimit) => AppError {
  return (limit) =>
    new AppError("FILE_TOO_COMPLEX", {
      message:
        limit === "time"
          ? `Reading this file took longer than ${seconds} seconds, the most one import may take. Import it in smaller parts (in Anki, export fewer decks at a time).`
          : "Reading this file needed more memory than one import may use. Import it in smaller parts (in Anki, export fewer decks at a time, or without media).",
      details: { limit, ...(limit === "time" ? { seconds } : {}) },
    });
}

/** imports.preview, read in a file thread. */
export function previewImport(
  input: { userId: string; uploadId: string; text?: TTextImportOptions | undefined; target?: TImportTarget | undefined },
  { threads }: { threads: ThreadPool },
): Promise<TImportPreview> {
  return threads.run("import.preview", input, {
    key: input.userId,
    timeoutMs: IMPORT_PREVIEW_SECONDS * 1000,
    limitError: importLimitError(IMPORT_PREVIEW_SECONDS),
  });
}

/** imports.commit, read and saved in a file thread. */
export function commitImport(
  input: { userId: string; input: TImportCommitInput },
  { threads }: { threads: ThreadPool },
): Promise<TImportResult> {
  return threads.run("import.commit", input, {
    key: input.userId,
    timeoutMs: IMPORT_COMMIT_SECONDS * 1000,
    limitError: importLimitError(IMPORT_COMMIT_SECONDS),
  });
}
