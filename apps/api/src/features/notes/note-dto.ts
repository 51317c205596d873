import type { TNote, TNoteContent } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

export const noteSelect = {
  id: true,
  groupId: true,
  type: true,
  content: true,
  format: true,
  source: true,
  position: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.NoteSelect;

type NoteRow = Prisma.NoteGetPayload<{ select: typeof noteSelect }>;

export function toNoteDto(row: NoteRow): TNote {
  return {
    id: row.id,
    group_id: row.groupId,
    type: row.type,
    // Written only through ZNoteContentSchema, so the stored JSON has this shape.
    content: row.content as TNoteContent,
    source: (row.source ?? null) as TNote["source"],
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    ...(row.format === "html" ? { format: "html" as const } : {}),
  };
}
