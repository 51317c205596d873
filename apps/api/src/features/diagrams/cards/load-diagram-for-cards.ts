import type { TDiagramGraph } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { AppError } from "../../../lib/app-error.ts";
import { storedGraph } from "../diagram-dto.ts";
import { findDiagram } from "../get-diagram.ts";

export type TDiagramForCards = { fileKey: string; title: string; sourceId: string | null; graph: TDiagramGraph };

/**
 * The learner's diagram whose nodes cards are made from: 404 DIAGRAM_NOT_FOUND for an unknown key or another
 * learner's, 409 DIAGRAM_NOT_READY while its job is still drawing it, 404 NOT_FOUND for a node it no longer has
 * (deleted in another tab).
 */
export async function loadDiagramForCards(
  { userId, fileKey, nodeIds }: { userId: string; fileKey: string; nodeIds: readonly string[] },
  db: DbOrTx,
): Promise<TDiagramForCards> {
  const row = await findDiagram({ userId, fileKey }, db);
  const graph = storedGraph(row.graph);
  if (!graph) {
    throw new AppError("DIAGRAM_NOT_READY", { message: "This diagram is still being made: make cards from it when it is ready." });
  }
  const ids = new Set(graph.nodes.map((node) => node.id));
  const missing = nodeIds.filter((id) => !ids.has(id));
  if (missing.length > 0) {
    throw new AppError("NOT_FOUND", {
      message: `This diagram has no node ${missing.map((id) => `"${id}"`).join(", ")}: it may have been deleted. Reload the diagram.`,
    });
  }
  return { fileKey: row.fileKey, title: row.title, sourceId: row.sourceId, graph };
}
