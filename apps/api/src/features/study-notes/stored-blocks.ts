import { STUDY_NOTES_BLOCK_KINDS, type TStudyNotesBlock } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";
import { z } from "zod";

/**
 * A block as study_notes.blocks keeps it: what was generated, the learner's
 * edit, and what was generated when they last edited it (so a regeneration
 * that writes something else marks the edit stale). `generated` is null for
 * an edited block that regeneration no longer makes (its part is gone): the
 * edit is kept, stale.
 */
export const ZStoredBlockSchema = z.object({
  key: z.string(),
  kind: z.enum(STUDY_NOTES_BLOCK_KINDS),
  title: z.string(),
  generated: z.string().nullable(),
  edited: z.string().nullable(),
  editedFrom: z.string().nullable(),
});
export type TStoredBlock = z.infer<typeof ZStoredBlockSchema>;

/** The stored blocks; a row written by an older shape reads as no blocks rather than failing the page. */
export function readStoredBlocks(json: Prisma.JsonValue): TStoredBlock[] {
  const parsed = z.array(ZStoredBlockSchema).safeParse(json);
  return parsed.success ? parsed.data : [];
}

export function toBlockDto(block: TStoredBlock): TStudyNotesBlock {
  const isEdited = block.edited !== null;
  return {
    key: block.key,
    kind: block.kind,
    title: block.title,
    markdown: block.edited ?? block.generated ?? "",
    edited: isEdited,
    stale: isEdited && block.generated !== block.editedFrom,
  };
}
