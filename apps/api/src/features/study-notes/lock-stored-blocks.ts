import type { DbOrTx, Prisma } from "@mnemo/db";
import { readStoredBlocks, type TStoredBlock } from "./stored-blocks.ts";

/**
 * The learner's stored blocks of a source's notes, the row locked until the
 * transaction ends (every change of blocks is read, change, write: two at
 * once would lose one). Null when the learner has no notes for the source.
 */
export async function lockStoredBlocks(
  { userId, sourceId }: { userId: string; sourceId: string },
  tx: DbOrTx,
): Promise<TStoredBlock[] | null> {
  const [row] = await tx.$queryRaw<{ blocks: Prisma.JsonValue }[]>`
    SELECT blocks FROM study_notes WHERE "sourceId" = ${sourceId}::uuid AND "userId" = ${userId} FOR UPDATE`;
  return row ? readStoredBlocks(row.blocks) : null;
}
