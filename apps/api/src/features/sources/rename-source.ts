import type { TSourceSummary } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { countMadeFromSources } from "./count-made-from-sources.ts";
import { NOTHING_MADE, sourceSummarySelect, toSourceSummaryDto } from "./source-dto.ts";
import { sourceNotFound } from "../library/source-not-found.ts";

/** Gives a source the learner's own title (already cleaned and capped by ZRenameSourceInputSchema). */
export async function renameSource(
  { userId, id, title }: { userId: string; id: string; title: string },
  db: DbOrTx,
): Promise<TSourceSummary> {
  const { count } = await db.source.updateMany({ where: { id, userId }, data: { title } });
  if (count === 0) throw sourceNotFound();
  const row = await db.source.findFirst({ where: { id, userId }, select: sourceSummarySelect });
  if (!row) throw sourceNotFound();
  const made = await countMadeFromSources({ userId, ids: [id] }, db);
  return toSourceSummaryDto(row, made.get(id) ?? NOTHING_MADE);
}
