import type { TDiagram } from "@mnemo/api-contract";
import type { Db, Prisma } from "@mnemo/db";
import { diagramSelect, storedGraph, toDiagramDto } from "./diagram-dto.ts";
import { findDiagram } from "./get-diagram.ts";

/** Renames the learner's diagram, its graph's title with it (what exports print); the version moves as for a save. */
export async function renameDiagram(
  { userId, fileKey, title }: { userId: string; fileKey: string; title: string },
  db: Db,
): Promise<TDiagram> {
  return db.$transaction(async (tx) => {
    const row = await findDiagram({ userId, fileKey }, tx);
    const graph = storedGraph(row.graph);
    const updated = await tx.diagram.update({
      where: { id: row.id },
      data: {
        title,
        ...(graph ? { graph: { ...graph, title } as unknown as Prisma.InputJsonValue, version: { increment: 1 } } : {}),
      },
      select: diagramSelect,
    });
    return toDiagramDto(updated);
  });
}
