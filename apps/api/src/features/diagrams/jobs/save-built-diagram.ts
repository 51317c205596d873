import { DIAGRAM_ERRORS, type TDiagramGraph } from "@mnemo/api-contract";
import type { DbOrTx, Prisma } from "@mnemo/db";
import type { TBuiltDiagram } from "../build/built-diagram.ts";
import { newDiagramFileKey } from "../diagram-file-key.ts";
import { checkDiagramGraph } from "../save-diagram.ts";

type TOverviewRow = { id: string; userId: string; kind: string; sourceId: string | null; groupId: string | null; generator: string };

/**
 * Stores what a builder made on the job's row, in the job's completing
 * transaction: a split source's parts first, each a diagram of its own
 * (overviewId = this one, already made), then the overview with each of its
 * nodes that stands for a part linked to that part's key. Every graph is
 * checked as a save checks it.
 */
export async function saveBuiltDiagram({ row, built }: { row: TOverviewRow; built: TBuiltDiagram }, tx: DbOrTx): Promise<void> {
  const links = new Map<string, string>();
  const now = new Date();
  for (const part of built.parts) {
    const graph = checkDiagramGraph(part.graph);
    const fileKey = newDiagramFileKey();
    await tx.diagram.create({
      data: {
        userId: row.userId,
        fileKey,
        kind: graph.kind,
        title: graph.title,
        sourceId: row.sourceId,
        groupId: row.groupId,
        overviewId: row.id,
        generator: row.generator,
        graph: graph as unknown as Prisma.InputJsonValue,
        status: "succeeded",
        stage: "done",
        percent: 100,
        message: "Ready",
        finishedAt: now,
      },
    });
    links.set(part.overviewNodeId, fileKey);
  }
  const overview = checkDiagramGraph(linkParts(built.graph, links));
  await tx.diagram.update({
    where: { id: row.id },
    data: { graph: overview as unknown as Prisma.InputJsonValue, title: overview.title },
  });
}

function linkParts(graph: TDiagramGraph, links: ReadonlyMap<string, string>): TDiagramGraph {
  const missing = [...links.keys()].filter((id) => !graph.nodes.some((node) => node.id === id));
  // A builder's bug, not the learner's: said plainly rather than a part left unreachable.
  if (missing.length > 0) throw new Error(`${DIAGRAM_ERRORS.invalid}: the overview has no node ${missing.join(", ")} for its parts`);
  return {
    ...graph,
    nodes: graph.nodes.map((node) => {
      const fileKey = links.get(node.id);
      return fileKey ? { ...node, link_file_key: fileKey } : node;
    }),
  };
}
