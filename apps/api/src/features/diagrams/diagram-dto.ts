import type { TDiagram, TDiagramGraph, TDiagramKind, TDiagramSummary } from "@mnemo/api-contract";
import type { Prisma } from "@mnemo/db";

/** What every answer about one diagram reads (the graph only where it is shown). */
export const diagramSummarySelect = {
  id: true,
  fileKey: true,
  kind: true,
  title: true,
  status: true,
  stage: true,
  percent: true,
  message: true,
  sourceId: true,
  groupId: true,
  version: true,
  createdAt: true,
  updatedAt: true,
  source: { select: { title: true } },
  overview: { select: { fileKey: true } },
} as const satisfies Prisma.DiagramSelect;

export const diagramSelect = {
  ...diagramSummarySelect,
  graph: true,
  errorCode: true,
  errorMessage: true,
} as const satisfies Prisma.DiagramSelect;

export type DiagramSummaryRow = Prisma.DiagramGetPayload<{ select: typeof diagramSummarySelect }>;
export type DiagramRow = Prisma.DiagramGetPayload<{ select: typeof diagramSelect }>;

function summaryFields(row: DiagramSummaryRow): Omit<TDiagramSummary, "nodes"> {
  return {
    file_key: row.fileKey,
    // Written only from DIAGRAM_KINDS (create-diagram.ts).
    kind: row.kind as TDiagramKind,
    title: row.title,
    status: row.status,
    stage: row.stage,
    percent: row.percent,
    message: row.message,
    source_id: row.sourceId,
    source_title: row.source?.title ?? null,
    group_id: row.groupId,
    overview_file_key: row.overview?.fileKey ?? null,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toDiagramSummaryDto(row: DiagramSummaryRow, nodes: number): TDiagramSummary {
  return { ...summaryFields(row), nodes };
}

export function toDiagramDto(row: DiagramRow): TDiagram {
  return {
    ...summaryFields(row),
    error_code: row.errorCode,
    error_message: row.errorMessage,
    graph: storedGraph(row.graph),
  };
}

/** The stored graph: every write checked it against ZDiagramGraphSchema (save-diagram.ts, save-built-diagram.ts). */
export function storedGraph(value: Prisma.JsonValue): TDiagramGraph | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as unknown as TDiagramGraph) : null;
}
