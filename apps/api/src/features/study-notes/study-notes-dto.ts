import type { TStudyNotes } from "@mnemo/api-contract";
import { DEFAULT_STUDY_NOTES_LENGTH, STUDY_NOTES_LENGTHS } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";
import { readStoredBlocks, toBlockDto } from "./stored-blocks.ts";

export const studyNotesSelect = {
  sourceId: true,
  length: true,
  analyser: true,
  blocks: true,
  updatedAt: true,
  source: { select: { title: true } },
} as const satisfies Prisma.StudyNotesSelect;
export type TStudyNotesRow = Prisma.StudyNotesGetPayload<{ select: typeof studyNotesSelect }>;

/** `analyser`: the name of the analyser that reads sources now, against which the notes may be outdated. */
export function toStudyNotesDto(row: TStudyNotesRow, analyser: string): TStudyNotes {
  return {
    source_id: row.sourceId,
    title: row.source.title,
    // Written only from TStudyNotesLength; an unknown value reads as the default rather than failing.
    length: STUDY_NOTES_LENGTHS.find((length) => length === row.length) ?? DEFAULT_STUDY_NOTES_LENGTH,
    analyser: row.analyser,
    outdated: row.analyser !== analyser,
    blocks: readStoredBlocks(row.blocks).map(toBlockDto),
    updated_at: row.updatedAt.toISOString(),
  };
}
