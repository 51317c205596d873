import type { TSource } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { countMadeFromSources } from "./count-made-from-sources.ts";
import { NOTHING_MADE, sourceSummarySelect, toSourceSectionDtos, toSourceSummaryDto } from "./source-dto.ts";
import { sourceNotFound } from "../library/source-not-found.ts";

/** A source with its text section by section and the decks made from it (newest card first). */
export async function getSource({ userId, id }: { userId: string; id: string }, db: DbOrTx): Promise<TSource> {
  const row = await db.source.findFirst({ where: { id, userId }, select: { ...sourceSummarySelect, sections: true } });
  if (!row) throw sourceNotFound();
  const [made, decks] = await Promise.all([
    countMadeFromSources({ userId, ids: [id] }, db),
    db.$queryRaw<{ id: string; title: string }[]>`
      SELECT g.id, g.title
      FROM note n JOIN generation_job j ON j.id = n."jobId" JOIN "group" g ON g.id = n."groupId"
      WHERE n."userId" = ${userId} AND j."sourceId" = ${id}::uuid
      GROUP BY g.id, g.title
      ORDER BY max(n."createdAt") DESC, g.id`,
  ]);
  return {
    ...toSourceSummaryDto(row, made.get(id) ?? NOTHING_MADE),
    sections: toSourceSectionDtos(row.sections),
    decks: decks.map((deck) => ({ id: deck.id, title: deck.title })),
  };
}
