import type { TDiagramDate, TDiagramEdge, TDiagramGraph, TDiagramKind, TDiagramNode } from "@mnemo/api-contract";

// Graph builders for this package's tests (not exported from the package).

export function testNode(id: string, label = `Node ${id}`, extra: Partial<TDiagramNode> = {}): TDiagramNode {
  return { id, label, sources: [], note_ids: [], collapsed: false, origin: "hand", ...extra };
}

export function testGraph(kind: TDiagramKind, nodes: TDiagramNode[], edges: TDiagramEdge[], root?: string): TDiagramGraph {
  return { schema_version: 1, kind, title: "Test diagram", generator: "hand", root, nodes, edges };
}

/** A mind map from a parent list: `parents[i]` is node `n{i}`'s parent index (-1 for the root n0). */
export function testTree(parents: number[], label = (index: number) => `Node ${index}`): TDiagramGraph {
  const nodes = parents.map((_, index) => testNode(`n${index}`, label(index)));
  const edges: TDiagramEdge[] = [];
  parents.forEach((parent, index) => {
    if (parent >= 0) edges.push({ id: `e${index}`, from: `n${parent}`, to: `n${index}`, kind: "child" });
  });
  return testGraph("mind_map", nodes, edges, "n0");
}

/** A root with `count` children. */
export function wideTree(count: number): TDiagramGraph {
  return testTree([-1, ...Array.from({ length: count }, () => 0)]);
}

/** A chain of `length` nodes, each the child of the one before. */
export function chainTree(length: number): TDiagramGraph {
  return testTree(Array.from({ length }, (_, index) => index - 1));
}

export function testDate(year: number, era: "BC" | "AD", text: string): TDiagramDate {
  return { year, era, precision: "year", text };
}

/** Boiling pasta: a start, a decision with a "Yes" branch and a labelled "no" loop, an end. */
export function pastaFlowchart(): TDiagramGraph {
  return testGraph(
    "flowchart",
    [
      testNode("s", "Start", { shape: "start" }),
      testNode("d", "Is the water boiling?", { shape: "decision" }),
      testNode("a", "Add the pasta"),
      testNode("w", "Wait a minute"),
      testNode("e", "Serve", { shape: "end" }),
    ],
    [
      { id: "e1", from: "s", to: "d", kind: "next" },
      { id: "e2", from: "d", to: "a", kind: "yes" },
      { id: "e3", from: "d", to: "w", kind: "no", label: "Not yet" },
      { id: "e4", from: "w", to: "d", kind: "next" },
      { id: "e5", from: "a", to: "e", kind: "next" },
    ],
  );
}

/** Four dated events stored out of order, BC and AD, under an undated title node. */
export function romanTimeline(): TDiagramGraph {
  return testGraph(
    "timeline",
    [
      testNode("t", "The Roman Republic"),
      testNode("a", "Caesar crosses the Rubicon", { date: testDate(49, "BC", "49 BC") }),
      testNode("b", "Augustus dies", { date: testDate(14, "AD", "AD 14") }),
      testNode("c", "Caesar is killed", { date: testDate(44, "BC", "44 BC") }),
      testNode("d", "Carthage destroyed", { date: testDate(146, "BC", "146 BC") }),
    ],
    [],
    "t",
  );
}
