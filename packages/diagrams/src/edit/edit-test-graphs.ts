import {
  ZDiagramGraphSchema,
  type TDiagramEdgeKind,
  type TDiagramGraph,
  type TDiagramGraphInput,
  type TDiagramKind,
} from "@mnemo/api-contract";
import { diagramTree } from "../tree.ts";
import { outlineTops } from "./edit-tree.ts";

/* Graphs the editing tests start from, and a short way to read a tree back. Test support only. */

type TNodeInput = TDiagramGraphInput["nodes"][number];
/** from, to, kind (default "child"), label. */
export type TEdgeSpec = [string, string, TDiagramEdgeKind?, string?];

export function testGraph(kind: TDiagramKind, nodes: (string | TNodeInput)[], edges: TEdgeSpec[], root?: string): TDiagramGraph {
  return ZDiagramGraphSchema.parse({
    schema_version: 1,
    kind,
    title: "Test",
    generator: "offline@1",
    ...(root !== undefined ? { root } : {}),
    nodes: nodes.map((node) => (typeof node === "string" ? { id: node, label: node.toUpperCase(), origin: "source" } : node)),
    edges: edges.map(([from, to, edgeKind, label], index) => ({
      id: `e${index + 1}`,
      from,
      to,
      kind: edgeKind ?? "child",
      ...(label !== undefined ? { label } : {}),
    })),
  });
}

/** A mind map: root r with a (a1, a2), b and c (c1). */
export function mindMap(): TDiagramGraph {
  return testGraph(
    "mind_map",
    ["r", "a", "a1", "a2", "b", "c", "c1"],
    [
      ["r", "a"],
      ["a", "a1"],
      ["a", "a2"],
      ["r", "b"],
      ["r", "c"],
      ["c", "c1"],
    ],
    "r",
  );
}

/** The tree read back as text: "r(a(a1 a2) b c(c1))", labels or ids. */
export function treeText(graph: TDiagramGraph, show: "id" | "label" = "id"): string {
  const tree = diagramTree(graph);
  const text = (id: string): string => {
    const node = tree.byId.get(id);
    const name = show === "id" ? id : (node?.label ?? id);
    const kids = tree.children.get(id) ?? [];
    return kids.length === 0 ? name : `${name}(${kids.map(text).join(" ")})`;
  };
  return outlineTops(graph, tree).map(text).join(" ");
}

/** Edges as "from>to:kind" in their order. */
export function edgeText(graph: TDiagramGraph): string[] {
  return graph.edges.map((edge) => `${edge.from}>${edge.to}:${edge.kind}${edge.label ? `(${edge.label})` : ""}`);
}

export function isValidGraph(graph: TDiagramGraph): boolean {
  return ZDiagramGraphSchema.safeParse(graph).success;
}
