import { DIAGRAM_KIND_LABELS, type TDiagramGraph, type TPlan } from "@mnemo/api-contract";
import { diagramToFreeMind, diagramToMarkdown, diagramToMermaid, diagramToOpml, layoutDiagram, writeDiagramSvg } from "@mnemo/diagrams";
import type { DbOrTx } from "@mnemo/db";
import type { ThreadPool } from "../../../threads/thread-pool.ts";
import { storedGraph } from "../diagram-dto.ts";
import { diagramNotReady } from "../diagram-errors.ts";
import { findDiagram } from "../get-diagram.ts";
import { assertCanExportDiagram } from "./assert-can-export-diagram.ts";
import { writeDiagramPdfInThread } from "./diagram-pdf-in-thread.ts";
import { exportLayoutOptions } from "./export-layout.ts";

export type TDiagramServerFormat = "svg" | "pdf" | "md" | "opml" | "mm" | "mermaid";

/** Each format's media type and file extension. */
export const DIAGRAM_FILE_TYPES: Record<TDiagramServerFormat, { contentType: string; extension: string }> = {
  svg: { contentType: "image/svg+xml; charset=utf-8", extension: "svg" },
  pdf: { contentType: "application/pdf", extension: "pdf" },
  md: { contentType: "text/markdown; charset=utf-8", extension: "md" },
  opml: { contentType: "text/x-opml; charset=utf-8", extension: "opml" },
  mm: { contentType: "application/x-freemind; charset=utf-8", extension: "mm" },
  mermaid: { contentType: "text/plain; charset=utf-8", extension: "mmd" },
};

/**
 * One of the learner's diagrams as a file (docs/diagrams.md, "Exports"): the
 * whole diagram, nothing collapsed. Refused (403) when the plan lacks the
 * format, 404 for an unknown key or another learner's, 409 while its job runs.
 */
export async function diagramExportFile(
  { userId, fileKey, format, plans }: { userId: string; fileKey: string; format: TDiagramServerFormat; plans: readonly TPlan[] },
  { db, threads }: { db: DbOrTx; threads: () => ThreadPool },
): Promise<{ name: string; contentType: string; extension: string; body: string | Buffer }> {
  await assertCanExportDiagram({ userId, plans, format }, db);
  const row = await findDiagram({ userId, fileKey }, db);
  const graph = storedGraph(row.graph);
  if (!graph) throw diagramNotReady();
  const body =
    format === "pdf"
      ? Buffer.from(await writeDiagramPdfInThread({ userId, graph, now: new Date() }, { threads: threads() }))
      : diagramText(graph, format);
  return { name: `${graph.title} – ${DIAGRAM_KIND_LABELS[graph.kind].toLowerCase()}`, ...DIAGRAM_FILE_TYPES[format], body };
}

function diagramText(graph: TDiagramGraph, format: Exclude<TDiagramServerFormat, "pdf">): string {
  switch (format) {
    case "svg":
      return writeDiagramSvg(graph, layoutDiagram(graph, exportLayoutOptions(graph)));
    case "md":
      return diagramToMarkdown(graph);
    case "opml":
      return diagramToOpml(graph);
    case "mm":
      return diagramToFreeMind(graph);
    case "mermaid":
      return diagramToMermaid(graph);
  }
}
