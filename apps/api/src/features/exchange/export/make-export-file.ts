import type { TExportFormat } from "@mnemo/api-contract";
import type { ThreadPool, ThreadRunOptions } from "../../../threads/thread-pool.ts";
import { writeExportFile } from "./export-in-thread.ts";
import type { ParsedExportRequest } from "./start-export.ts";
import type { TExportTaskInput, TExportTaskOutput } from "./write-export-file.ts";

/**
 * Makes an export's file in a file thread, for a direct export (a temp file, see openDirectExport)
 * and for an export job (the export store, under the job's id) alike. Quizlet's text is never a
 * file: startExport refuses it and no job is queued for it.
 */
export function makeExportFile(
  { userId, request, destination }: { userId: string; request: ParsedExportRequest; destination: TExportTaskInput["destination"] },
  { threads }: { threads: ThreadPool },
  options: Pick<ThreadRunOptions, "onProgress" | "signal"> = {},
): Promise<TExportTaskOutput> {
  return writeExportFile(
    { userId, request: { ...request, format: request.format as Exclude<TExportFormat, "quizlet"> }, destination },
    { threads },
    options,
  );
}
