import type { DbOrTx } from "@mnemo/db";
import { diagramNotFound } from "./diagram-errors.ts";
import { isDiagramFileKey } from "./diagram-file-key.ts";

/**
 * Deletes the learner's diagram, and with an overview its parts (the table's
 * cascade). A running job finds its row gone and writes nothing (its guarded
 * writes match no row). 404 for an unknown key or another learner's.
 */
export async function removeDiagram({ userId, fileKey }: { userId: string; fileKey: string }, db: DbOrTx): Promise<void> {
  if (!isDiagramFileKey(fileKey)) throw diagramNotFound();
  const { count } = await db.diagram.deleteMany({ where: { fileKey, userId } });
  if (count === 0) throw diagramNotFound();
}
