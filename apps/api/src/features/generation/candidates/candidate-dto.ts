import type { TCardCandidate, TGeneratedContent } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import type { TCardSource } from "../types.ts";

export const CANDIDATE_NOT_FOUND = "Card not found";

export const candidateSelect = {
  id: true,
  jobId: true,
  sourceId: true,
  sectionTitle: true,
  sectionIndex: true,
  strength: true,
  rank: true,
  ticked: true,
  status: true,
  content: true,
  span: true,
  createdAt: true,
  updatedAt: true,
  job: { select: { fileName: true } },
} satisfies Prisma.CardCandidateSelect;

export type CandidateRow = Prisma.CardCandidateGetPayload<{ select: typeof candidateSelect }>;

/** A candidate as the review screen gets it: its source in a note's source shape (what the source popover reads). */
export function toCandidateDto(row: CandidateRow): TCardCandidate {
  const span = row.span as TCardSource;
  return {
    id: row.id,
    job_id: row.jobId,
    section: { title: row.sectionTitle, index: row.sectionIndex },
    strength: row.strength,
    rank: row.rank,
    ticked: row.ticked,
    status: row.status,
    content: row.content as TGeneratedContent,
    source: {
      uploadId: row.jobId,
      ...(row.sourceId ? { sourceId: row.sourceId } : {}),
      sectionIndex: span.sectionIndex,
      ...(row.job.fileName ? { fileName: row.job.fileName } : {}),
      ...(span.page !== undefined ? { page: span.page } : {}),
      ...(span.slide !== undefined ? { slide: span.slide } : {}),
      ...(span.heading ? { heading: span.heading } : {}),
      quote: span.quote,
      start: span.start,
      end: span.end,
    },
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function candidateNotFound(): AppError {
  return new AppError("NOT_FOUND", { message: CANDIDATE_NOT_FOUND });
}
