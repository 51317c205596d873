import {
  EXPORT_DIRECT_MAX_CARDS,
  EXPORT_FILE_TTL_HOURS,
  PDF_DIRECT_MAX_CARDS,
  PDF_MAX_CARDS,
  ZExportRequestSchema,
  type TExportJob,
  type TExportRequest,
  type TExportStart,
  type TPlan,
} from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { JobRuntime } from "../../../jobs/job-runtime.ts";
import { failJob } from "../../../jobs/job-transitions.ts";
import { AppError } from "../../../lib/app-error.ts";
import { assertCanExport } from "../../plan/export-allowance.ts";
import { countExportCards, findExportDecks } from "./find-export-decks.ts";
import { exportJob } from "./jobs/export-job-kind.ts";
import { deckPath } from "./load-export-input.ts";
import { exportFileName } from "./export-file-names.ts";

/** Export jobs one user may have queued or running at once. */
export const MAX_ACTIVE_EXPORT_JOBS = 3;

export type ParsedExportRequest = ReturnType<typeof ZExportRequestSchema.parse>;

/** Whether this export is answered at once or made by a job (the limits are in the contract). */
export function exportRunsAsJob(format: ParsedExportRequest["format"], cards: number): boolean {
  return cards > EXPORT_DIRECT_MAX_CARDS || (format === "pdf" && cards > PDF_DIRECT_MAX_CARDS);
}

/**
 * Starts an export: refused when the plan lacks the format (403) or a deck is not the user's (404);
 * small ones are answered with the address that streams the file, large ones queue a job.
 */
export async function startExport(
  { userId, plans, jobs, request: raw }: { userId: string; plans: readonly TPlan[]; jobs: JobRuntime | undefined; request: TExportRequest },
  db: Db,
): Promise<TExportStart> {
  const request = ZExportRequestSchema.parse(raw);
  if (request.format === "quizlet") {
    throw new AppError("BAD_REQUEST", {
      message: "Quizlet exports are text to copy: read them with exports.quizletText (GET /api/exports/quizlet).",
    });
  }
  await assertCanExport({ userId, plans, format: request.format }, db);
  const decks = await findExportDecks({ userId, groupIds: request.groupIds }, db);
  const cards = await countExportCards({ userId, groupIds: request.groupIds }, db);
  assertPdfSize(request.format, cards);
  if (!exportRunsAsJob(request.format, cards)) {
    const extension = request.format === "md" && decks.length > 1 ? "zip" : request.format;
    const fileName = exportFileName(
      decks.map((deck) => ({ path: deckPath(deck.title) })),
      extension,
    );
    return { mode: "direct", href: `/api/exports/file?${exportQuery(request)}`, fileName, cards };
  }
  return { mode: "job", jobId: await queueExportJob({ userId, jobs, request, cards }, db), cards };
}

/** A PDF over PDF_MAX_CARDS is refused (413) before anything is made or queued, saying how to get the cards out. */
function assertPdfSize(format: ParsedExportRequest["format"], cards: number): void {
  if (format !== "pdf" || cards <= PDF_MAX_CARDS) return;
  const count = (n: number) => n.toLocaleString("en-GB");
  throw new AppError("EXPORT_TOO_LARGE", {
    message:
      `These decks have ${count(cards)} cards, and a PDF may hold at most ${count(PDF_MAX_CARDS)}. ` +
      "Export fewer decks at a time, or choose another format (CSV, Markdown or Anki) for all of them at once.",
    details: { cards, limit: PDF_MAX_CARDS },
  });
}

async function queueExportJob(
  { userId, jobs, request, cards }: { userId: string; jobs: JobRuntime | undefined; request: ParsedExportRequest; cards: number },
  db: Db,
): Promise<string> {
  if (!jobs)
    throw new AppError("INTERNAL", { message: "Background jobs are not running on this server, so large exports cannot be made." });
  const job = await db.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "user" WHERE id = ${userId} FOR UPDATE`;
    const active = await tx.exportJob.count({ where: { userId, status: { in: ["queued", "running"] } } });
    if (active >= MAX_ACTIVE_EXPORT_JOBS) {
      throw new AppError("TOO_MANY_REQUESTS", {
        message: `You already have ${active} exports being made. Wait for one to finish, then try again.`,
        details: { limit: MAX_ACTIVE_EXPORT_JOBS },
      });
    }
    const options = { includeProgress: request.includeProgress, pdf: request.pdf };
    return tx.exportJob.create({
      data: { userId, format: request.format, groupIds: request.groupIds, options, cards },
      select: { id: true },
    });
  });
  try {
    await jobs.enqueue(exportJob, { jobId: job.id }, { id: job.id });
  } catch (error) {
    await failJob({ kind: exportJob, jobId: job.id, code: "INTERNAL", message: "Your export could not be queued. Try again." }, db);
    throw error;
  }
  return job.id;
}

/** The query string of GET /api/exports/file for this request (what the browser follows to download). */
export function exportQuery(request: ParsedExportRequest): string {
  const query = new URLSearchParams({ format: request.format });
  for (const id of request.groupIds) query.append("groupId", id);
  if (request.format === "apkg" && request.includeProgress) query.set("progress", "true");
  if (request.format === "pdf") {
    query.set("layout", request.pdf.layout);
    query.set("paper", request.pdf.paper);
  }
  return query.toString();
}

/** Missing and someone else's export answer the same, so ids leak nothing. */
export function exportNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: "Export not found" });
}

/** An export job as the browser polls it; someone else's answers 404. */
export async function getExportJob({ userId, id }: { userId: string; id: string }, db: Db): Promise<TExportJob> {
  const job = await db.exportJob.findFirst({ where: { id, userId } });
  if (!job) throw exportNotFound();
  const kept = job.status === "succeeded" && job.expiresAt !== null && job.expiresAt > new Date();
  return {
    id: job.id,
    format: job.format as TExportJob["format"],
    status: job.status,
    stage: job.stage,
    percent: job.percent,
    message:
      job.status === "succeeded" && !kept
        ? `This file was kept for ${EXPORT_FILE_TTL_HOURS} hours and is gone; export again.`
        : job.message,
    cards: job.cards,
    fileName: job.fileName,
    size: job.size,
    href: kept ? `/api/exports/jobs/${job.id}/file` : null,
    expiresAt: job.expiresAt?.toISOString() ?? null,
    errorMessage: job.errorMessage,
    createdAt: job.createdAt.toISOString(),
  };
}
