import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
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
 * read from the database a page at a time, the file written to disk as the writer makes it (never
 * whole in memory), then moved into the export store (a job) or left for the request to stream
 * (a direct export). Progress counts cards as they are written.
 */
export async function exportTask(
  { userId, request, destination }: TExportTaskInput,
  { db, exchange, progress }: ThreadTaskContext,
): Promise<TExportTaskOutput> {
  const input = await loadExportInput(
    { userId, groupIds: request.groupIds, includeProgress: request.format === "apkg" && request.includeProgress, now: new Date() },
    { db, exchange },
  );
  const file = renderExport(request.format, input, { pdf: request.pdf, onProgress: (done, total) => progress(done, total) });
  // On the stores' disk, so a job's file moves into the export store by renaming; one a stopped thread leaves is removed by the hourly file sweep.
  await mkdir(exchange.tempDir, { recursive: true });
  const temp = path.join(exchange.tempDir, `${randomUUID()}.export`);
  try {
    await pipeline(file.chunks, createWriteStream(temp));
    const described = { fileName: file.fileName, contentType: file.contentType, size: (await stat(temp)).size };
    if (destination.kind === "temp") return { ...described, path: temp };
    await exchange.exports.putFile(destination.jobId, temp);
    return { ...described, path: null };
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Quizlet's text for the chosen decks, made in a file thread (50,000 cards of text is seconds of work). */
export async function quizletTextTask(
  { userId, groupIds }: { userId: string; groupIds: string[] },
  { db, exchange }: ThreadTaskContext,
): Promise<TQuizletText> {
  const input = await loadExportInput({ userId, groupIds, includeProgress: false, now: new Date() }, { db, exchange });
  return writeQuizlet(input);
}
