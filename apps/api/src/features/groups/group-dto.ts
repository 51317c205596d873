import type { TGroup } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

export const groupSelect = {
  id: true,
  title: true,
  // Maintained by triggers on "note": constant-time counts however big the decks.
  noteCount: true,
  cardCount: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.GroupSelect;

type GroupRow = Prisma.GroupGetPayload<{ select: typeof groupSelect }>;

export function toGroupDto(row: GroupRow): TGroup {
  return {
    id: row.id,
    title: row.title,
    note_count: row.noteCount,
    card_count: row.cardCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
