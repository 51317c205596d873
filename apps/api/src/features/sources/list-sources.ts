import { SOURCES_PAGE_SIZE, type TSourcesPage } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import { decodeSearchCursor, encodeSearchCursor, escapeLikePattern } from "../../lib/search-paging.ts";
import { countMadeFromSources } from "./count-made-from-sources.ts";
import { NOTHING_MADE, sourceSummarySelect, toSourceSummaryDto } from "./source-dto.ts";

export type ListSourcesOptions = {
  userId: string;
  /** Already cleaned and trimmed; every word must be in the title or the file name. */
  query?: string | undefined;
  /** The previous page's `next_cursor` (ZSearchCursorSchema). */
  cursor?: string | undefined;
  pageSize?: number;
};

/**
 * The learner's library: their sources newest first (id breaks ties), a page
 * at a time, each with what was made from it. Scoped by "userId", read along
 * the (userId, createdAt, id) index.
 */
export async function listSources(
  { userId, query, cursor, pageSize = SOURCES_PAGE_SIZE }: ListSourcesOptions,
  db: DbOrTx,
): Promise<TSourcesPage> {
  const words = (query ?? "").split(/\s+/).filter(Boolean);
  const after = cursor ? decodeSearchCursor(cursor) : null;
  const where: Prisma.SourceWhereInput = {
    userId,
    AND: [
      // Each word anywhere in the title or the file name, in any case ("bio lecture" finds "Lecture 3 – Biology").
      ...words.map((word) => {
        const contains = escapeLikePattern(word);
        return {
          OR: [{ title: { contains, mode: "insensitive" as const } }, { fileName: { contains, mode: "insensitive" as const } }],
        };
      }),
      ...(after ? [{ OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] }] : []),
    ],
  };
  const rows = await db.source.findMany({
    where,
    select: sourceSummarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const made = await countMadeFromSources({ userId, ids: page.map((row) => row.id) }, db);
  const last = page.at(-1);
  return {
    sources: page.map((row) => toSourceSummaryDto(row, made.get(row.id) ?? NOTHING_MADE)),
    next_cursor: rows.length > pageSize && last ? encodeSearchCursor(last) : null,
  };
}
