import { GENERATION_OUTPUTS, type TGenerationJob, type TGenerationStage, type TNoteType } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

/** Everything but the input bytes, which never leave the server. */
export const generationJobSelect = {
  id: true,
  groupId: true,
  status: true,
  stage: true,
  percent: true,
  message: true,
  inputKind: true,
  fileName: true,
  pages: true,
  characters: true,
  words: true,
  types: true,
  make: true,
  notesMade: true,
  wordsCharged: true,
  refunded: true,
  cardsCreated: true,
  cardsProposed: true,
  drops: true,
  pagesWithText: true,
  pagesUsed: true,
  notice: true,
  relaxed: true,
  memorise: true,
  sourceId: true,
  errorCode: true,
  errorMessage: true,
  createdAt: true,
  updatedAt: true,
  finishedAt: true,
  _count: { select: { candidates: { where: { status: "pending" } } } },
} satisfies Prisma.GenerationJobSelect;

type JobRow = Prisma.GenerationJobGetPayload<{ select: typeof generationJobSelect }>;

export function toGenerationJobDto(row: JobRow): TGenerationJob {
  return {
    id: row.id,
    group_id: row.groupId,
    status: row.status,
    stage: row.stage as TGenerationStage,
    percent: row.percent,
    message: row.message,
    input: {
      kind: row.inputKind as TGenerationJob["input"]["kind"],
      file_name: row.fileName,
      pages: row.pages,
      characters: row.characters,
      words: row.words,
    },
    types: row.types as TNoteType[],
    make: GENERATION_OUTPUTS.filter((output) => row.make.includes(output)),
    notes_ready: row.notesMade,
    words_charged: row.wordsCharged,
    refunded: row.refunded,
    cards_created: row.cardsCreated,
    cards_proposed: row.cardsProposed,
    drops: (row.drops as Record<string, number> | null) ?? null,
    candidates_waiting: row._count.candidates,
    coverage:
      row.pagesWithText === null || row.pagesUsed === null ? null : { pages_with_text: row.pagesWithText, pages_used: row.pagesUsed },
    notice: row.notice,
    error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? "" } : null,
    relaxed: row.relaxed,
    memorise: row.memorise,
    source_id: row.sourceId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}
