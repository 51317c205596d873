import { DIAGRAMS_PAGE_SIZE, type TDiagramsPage } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { decodeSearchCursor, encodeSearchCursor } from "../../lib/search-paging.ts";
import { diagramSummarySelect, toDiagramSummaryDto } from "./diagram-dto.ts";

/**
 * The learner's diagrams, newest first (id breaks ties), a page at a time,
 * read along the (userId, createdAt, id) index. The parts of a split source
 * are reached from their overview, so the list shows the overview only.
 */
export async function listDiagrams(
  { userId, cursor, pageSize = DIAGRAMS_PAGE_SIZE }: { userId: string; cursor?: string | undefined; pageSize?: number },
  db: DbOrTx,
): Promise<TDiagramsPage> {
  const after = cursor ? decodeSearchCursor(cursor) : null;
  const rows = await db.diagram.findMany({
    where: {
      userId,
      overviewId: null,
      ...(after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, id: { lt: after.id } }] } : {}),
    },
    select: diagramSummarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: pageSize + 1,
  });
  const page = rows.slice(0, pageSize);
  const nodes = await countNodes(
    page.map((row) => row.id),
    db,
  );
  const last = page.at(-1);
  return {
    items: page.map((row) => toDiagramSummaryDto(row, nodes.get(row.id) ?? 0)),
    next_cursor: rows.length > pageSize && last ? encodeSearchCursor(last) : null,
  };
}

/** Each diagram's node count, counted in the database: a page of graphs is megabytes the list never shows. */
async function countNodes(ids: string[], db: DbOrTx): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.$queryRaw<{ id: string; nodes: number }[]>`
    SELECT id::text AS id, COALESCE(jsonb_array_length(graph -> 'nodes'), 0)::int AS nodes
    FROM diagram WHERE id = ANY(${ids}::uuid[])`;
  return new Map(rows.map((row) => [row.id, row.nodes]));
}
