import type { TGroup } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

export const groupSelect = {
  id: true,
  title: true,
  createdAt: true,
  updatedAt: true,
  _count: { select: { notes: true } },
} satisfies Prisma.GroupSelect;

type GroupRow = Prisma.GroupGetPayload<{ select: typeof groupSelect }>;

export function toGroupDto(row: GroupRow): TGroup {
  return {
    id: row.id,
    title: row.title,
    note_count: row._count?.notes ?? 0,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
