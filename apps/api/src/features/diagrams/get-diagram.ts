import type { TDiagram } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { diagramSelect, toDiagramDto, type DiagramRow } from "./diagram-dto.ts";
import { diagramNotFound } from "./diagram-errors.ts";
import { isDiagramFileKey } from "./diagram-file-key.ts";

/** The learner's diagram by its key; 404 DIAGRAM_NOT_FOUND for an unknown key or another learner's. */
export async function findDiagram({ userId, fileKey }: { userId: string; fileKey: string }, db: DbOrTx): Promise<DiagramRow> {
  if (!isDiagramFileKey(fileKey)) throw diagramNotFound();
  const row = await db.diagram.findFirst({ where: { fileKey, userId }, select: diagramSelect });
  if (!row) throw diagramNotFound();
  return row;
}

export async function getDiagram(options: { userId: string; fileKey: string }, db: DbOrTx): Promise<TDiagram> {
  return toDiagramDto(await findDiagram(options, db));
}
