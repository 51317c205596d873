import type { DbOrTx } from "@mnemo/db";

/** The learner's diagrams for the account export: each with its graph as stored (null while still being drawn), oldest first. */
export async function exportDiagrams({ userId }: { userId: string }, db: DbOrTx) {
  const rows = await db.diagram.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: {
      fileKey: true,
      kind: true,
      title: true,
      sourceId: true,
      groupId: true,
      overview: { select: { fileKey: true } },
      generator: true,
      status: true,
      graph: true,
      version: true,
      createdAt: true,
      updatedAt: true,
    },
  });
  return rows.map(({ groupId, overview, ...row }) => ({ ...row, deckId: groupId, overviewFileKey: overview?.fileKey ?? null }));
}
