import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { TExportFormat, TQuizletText } from "@mnemo/api-contract";
import type { ThreadTaskContext } from "../../../threads/thread-context.ts";
import { writeQuizlet } from "../formats/quizlet.ts";
import { loadExportInput } from "./load-export-input.ts";
import { renderExport } from "./render-export.ts";
import type { ParsedExportRequest } from "./start-export.ts";

export type TExportTaskInput = {
  userId: string;
  request: ParsedExportRequest & { format: Exclude<TExportFormat, "quizlet"> };
  /** `temp`: a file in the temp folder for the request to stream (a direct export); `job`: the export store, under the job's id. */
  destination: { kind: "temp" } | { kind: "job"; jobId: string };
};

export type TExportTaskOutput = {
  fileName: string;
  contentType: string;
  size: number;
  /** The temp file (destination temp). */ path: string | null;
};

/**
 * An export's work, run in a file thread (threads/, called through export-in-thread.ts): the decks
 * read from the database, the file written and kept. Progress counts cards as they are written.
 */
export async function exportTask(
  { userId, request, destination }: TExportTaskInput,
  { db, exchange, progress }: ThreadTaskContext,
): Promise<TExportTaskOutput> {
  const input = await loadExportInput(
    { userId, groupIds: request.groupIds, includeProgress: request.format === "apkg" && request.includeProgress, now: new Date() },
    { db, exchange },
  );
  const file = await renderExport(request.format, input, { pdf: request.pdf, onProgress: (done, total) => progress(done, total) });
  const described = { fileName: file.fileName, contentType: file.contentType, size: file.bytes.length };
  if (destination.kind === "job") {
    await exchange.exports.put(destination.jobId, file.bytes);
    return { ...described, path: null };
  }
  await mkdir(exchange.tempDir, { recursive: true });
  const temp = path.join(exchange.tempDir, `${randomUUID()}.export`);
  await writeFile(temp, file.bytes);
  return { ...described, path: temp };
}

/** Quizlet's text for the chosen decks, made in a file thread (50,000 cards of text is seconds of work). */
export async function quizletTextTask(
  { userId, groupIds }: { userId: string; groupIds: string[] },
  { db, exchange }: ThreadTaskContext,
): Promise<TQuizletText> {
  const input = await loadExportInput({ userId, groupIds, includeProgress: false, now: new Date() }, { db, exchange });
  return writeQuizlet(input);
}
