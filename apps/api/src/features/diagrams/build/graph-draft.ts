import {
  DIAGRAM_DETAIL_MAX,
  DIAGRAM_SCHEMA_VERSION,
  DIAGRAM_TITLE_MAX,
  type TDiagramEdge,
  type TDiagramGraph,
  type TDiagramKind,
  type TDiagramNode,
  type TOutlineSpan,
} from "@mnemo/api-contract";
import { detailOf, labelOf } from "./label-text.ts";

/** What the offline builders write as the graph's generator. */
export const OFFLINE_DIAGRAM_GENERATOR = "offline@1";
/** A node keeps at most this many spans (the contract's limit). */
const MAX_SOURCES = 20;

export type TNodeDraft = {
  label: string;
  detail?: string | undefined;
  sources?: readonly TOutlineSpan[];
  date?: TDiagramNode["date"];
  shape?: TDiagramNode["shape"];
  /** Collapsed at first beyond the default collapse (build-offline-diagram.ts keeps it). */
  collapsed?: boolean | undefined;
};

/**
 * A graph being built: nodes and edges get ids "n1", "e1"… in the order they
 * are added, so the same outline always gives the same graph. Every node made
 * here comes from the source (origin "source"); labels are cut to the label
 * limit and a detail equal to its label is left out.
 */
export class GraphDraft {
  readonly nodes: TDiagramNode[] = [];
  readonly edges: TDiagramEdge[] = [];

  constructor(
    readonly kind: TDiagramKind,
    readonly title: string,
  ) {}

  addNode(draft: TNodeDraft): string {
    const id = `n${this.nodes.length + 1}`;
    const label = labelOf(draft.label) || "…";
    const detail = draft.detail?.replace(/[^\S\n]+/g, " ").trim();
    this.nodes.push({
      id,
      label,
      ...(detail && detail.replace(/[.;:,]+$/, "") !== label ? { detail: detailOf(detail, DIAGRAM_DETAIL_MAX) } : {}),
      sources: (draft.sources ?? []).slice(0, MAX_SOURCES).map((span) => ({ ...span })),
      note_ids: [],
      collapsed: draft.collapsed === true,
      origin: "source",
      ...(draft.date ? { date: draft.date } : {}),
      ...(draft.shape ? { shape: draft.shape } : {}),
    });
    return id;
  }

  addEdge(from: string, to: string, kind: TDiagramEdge["kind"], extra: { label?: string; suggested?: boolean } = {}): string {
    const id = `e${this.edges.length + 1}`;
    this.edges.push({ id, from, to, kind, ...extra });
    return id;
  }

  toGraph(root?: string): TDiagramGraph {
    return {
      schema_version: DIAGRAM_SCHEMA_VERSION,
      kind: this.kind,
      title: diagramTitle(this.title),
      generator: OFFLINE_DIAGRAM_GENERATOR,
      ...(root !== undefined ? { root } : {}),
      nodes: this.nodes,
      edges: this.edges,
    };
  }
}

/** The source's title as a diagram's title (never empty, within the limit). */
export function diagramTitle(title: string): string {
  return labelOf(title, DIAGRAM_TITLE_MAX) || "Diagram";
}
