import type { TGroup } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { groupSelect, toGroupDto } from "./group-dto.ts";
import { groupNotFound } from "../collection/group-not-found.ts";

export async function renameGroup({ userId, id, title }: { userId: string; id: string; title: string }, db: DbOrTx): Promise<TGroup> {
  const { count } = await db.group.updateMany({ where: { id, userId }, data: { title } });
  if (count === 0) throw groupNotFound();
  const row = await db.group.findFirst({ where: { id, userId }, select: groupSelect });
  if (!row) throw groupNotFound();
  return toGroupDto(row);
}
