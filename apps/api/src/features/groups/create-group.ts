import { DEFAULT_GROUP_TITLE, type TGroup } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupSelect, toGroupDto } from "./group-dto.ts";

export async function createGroup({ userId, title }: { userId: string; title: string }, db: DbOrTx): Promise<TGroup> {
  const row = await db.group.create({
    data: { userId, title: title.trim() || DEFAULT_GROUP_TITLE },
    select: groupSelect,
  });
  return toGroupDto(row);
}
