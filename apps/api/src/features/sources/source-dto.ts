import type { TSourceKind, TSourceSection, TSourceSummary } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

export const sourceSummarySelect = {
  id: true,
  title: true,
  kind: true,
  fileName: true,
  pages: true,
  words: true,
  characters: true,
  sizeBytes: true,
  fileKey: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.SourceSelect;

export type SourceSummaryRow = Prisma.SourceGetPayload<{ select: typeof sourceSummarySelect }>;

/** What was made from a source: cards (notes) and the distinct decks they are in. */
export type SourceMade = { cards: number; decks: number };

export const NOTHING_MADE: SourceMade = { cards: 0, decks: 0 };

export function toSourceSummaryDto(row: SourceSummaryRow, made: SourceMade): TSourceSummary {
  return {
    id: row.id,
    title: row.title,
    // Written by the generation job from the reading's TInputKind, so always one of SOURCE_KINDS.
    kind: row.kind as TSourceKind,
    file_name: row.fileName,
    pages: row.pages,
    words: row.words,
    characters: row.characters,
    size_bytes: row.sizeBytes,
    file_kept: row.fileKey !== null,
    made,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The stored sections (the reading's TSection[], written by saveSource) as the
 * contract shows them; only known fields pass, so a later addition to TSection
 * never leaks out unannounced.
 */
export function toSourceSectionDtos(sections: Prisma.JsonValue): TSourceSection[] {
  if (!Array.isArray(sections)) return [];
  return sections.flatMap((value, position) => {
    if (!value || typeof value !== "object" || Array.isArray(value)) return [];
    const section = value as Record<string, unknown>;
    if (typeof section.text !== "string") return [];
    return [
      {
        index: typeof section.index === "number" ? section.index : position,
        ...(typeof section.page === "number" ? { page: section.page } : {}),
        ...(typeof section.slide === "number" ? { slide: section.slide } : {}),
        ...(typeof section.heading === "string" ? { heading: section.heading } : {}),
        ...(typeof section.heading === "string" && isHeadingLevel(section.level) ? { level: section.level } : {}),
        ...(section.part === "body" || section.part === "table" || section.part === "notes" ? { part: section.part } : {}),
        ...(section.ocr === true ? { ocr: true } : {}),
        text: section.text,
      },
    ];
  });
}

/** A level the contract accepts; sources saved before levels existed have none. */
function isHeadingLevel(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 6;
}
