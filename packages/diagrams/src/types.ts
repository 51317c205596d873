import type { TDiagramEdgeKind, TDiagramKind } from "@mnemo/api-contract";

/** A node as drawn: its box (x, y its top-left corner) and its label cut into lines by our own wrapping. */
export type TLaidOutNode = {
  id: string;
  x: number;
  y: number;
  width: number;
  height: number;
  lines: string[];
  /** 0 for the root (mind maps) or the first step. */
  depth: number;
  shape: "box" | "pill" | "diamond" | "start" | "end";
  /** It has children that are collapsed (drawn as a "+n" badge). */
  hiddenChildren: number;
  /**
   * The hidden children are those past the first DIAGRAM_VISIBLE_CHILDREN of an open node
   * (its badge shows them: add the node to `showAllChildren`), not a collapse.
   */
  overLimit?: boolean | undefined;
  /** Where the "+n" badge goes when hiddenChildren > 0: beside the node on its children's side, or below it. */
  badge?: { x: number; y: number; width: number; height: number } | undefined;
  /** Timelines: the date's lines, drawn in the column left of the box; x is their right edge, y their top. */
  date?: { lines: string[]; x: number; y: number } | undefined;
};

export type TLaidOutEdge = {
  id: string;
  from: string;
  to: string;
  kind: TDiagramEdgeKind;
  /**
   * Polyline, in drawing coordinates; for mind maps the four points of a cubic
   * Bezier curve (start, two control points, end).
   */
  points: { x: number; y: number }[];
  label?: string | undefined;
  /** Where the label goes (its centre). */
  labelAt?: { x: number; y: number } | undefined;
  /** The label wrapped into lines (at EDGE_LABEL_FONT_SIZE) and the size of the box behind them. */
  labelLines?: string[] | undefined;
  labelSize?: { width: number; height: number } | undefined;
  suggested?: boolean | undefined;
};

/** What the renderer and the SVG writer draw: every coordinate in one space, starting at (0, 0). */
export type TDiagramLayout = {
  kind: TDiagramKind;
  width: number;
  height: number;
  nodes: TLaidOutNode[];
  edges: TLaidOutEdge[];
};

export type TLayoutOptions = {
  /** Nodes whose children are not drawn; default: each node's own `collapsed`. */
  collapsed?: ReadonlySet<string> | undefined;
  /** Draw only this node's branch. */
  focus?: string | undefined;
  /**
   * Open nodes that show every child; any other open node shows its first
   * DIAGRAM_VISIBLE_CHILDREN children and a "+n" badge (layout/visible-nodes.ts).
   */
  showAllChildren?: ReadonlySet<string> | undefined;
};
