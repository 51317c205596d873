import { DIAGRAM_VISIBLE_CHILDREN, DIAGRAM_VISIBLE_DEPTH } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { chainTree, testGraph, testNode, testTree, wideTree } from "./test-graphs.ts";
import { applyDefaultCollapse, collapsedSet, diagramVisibility, expandToLevel, visibleNodeIds } from "./visible-nodes.ts";

describe("applyDefaultCollapse", () => {
  it("shows the first seven of sixty children and counts the rest on the root's badge, dropping none", () => {
    const graph = applyDefaultCollapse(wideTree(60));
    expect(graph.nodes).toHaveLength(61);
    const visible = diagramVisibility(graph);
    expect([...visible.ids]).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7"]);
    expect(visible.hiddenChildren.get("n0")).toBe(60 - DIAGRAM_VISIBLE_CHILDREN);
    expect(visible.overLimit.has("n0")).toBe(true);
    // The rest stay reachable: the root opened in full shows every child.
    expect(visibleNodeIds(graph, { showAllChildren: new Set(["n0"]) }).size).toBe(61);
  });

  it("collapses every node with children from depth DIAGRAM_VISIBLE_DEPTH - 1 down, so four levels show", () => {
    const graph = applyDefaultCollapse(chainTree(12));
    expect([...collapsedSet(graph)]).toEqual(["n3", "n4", "n5", "n6", "n7", "n8", "n9", "n10"]);
    expect(visibleNodeIds(graph).size).toBe(DIAGRAM_VISIBLE_DEPTH);
    expect(diagramVisibility(graph).hiddenChildren.get("n3")).toBe(1);
  });

  it("leaves flowcharts and timelines alone", () => {
    const flow = testGraph("flowchart", [testNode("a"), testNode("b")], [{ id: "e", from: "a", to: "b", kind: "next" }]);
    expect(applyDefaultCollapse(flow)).toBe(flow);
    expect(visibleNodeIds(flow, { collapsed: new Set(["a"]) }).size).toBe(2);
  });
});

describe("expandToLevel", () => {
  it("collapses exactly the nodes at depth >= level that have children", () => {
    const graph = testTree([-1, 0, 0, 1, 3, 2]);
    expect([...collapsedSet(expandToLevel(graph, 1))]).toEqual(["n1", "n2", "n3"]);
    expect([...visibleNodeIds(expandToLevel(graph, 1))]).toEqual(["n0", "n1", "n2"]);
    expect([...collapsedSet(expandToLevel(graph, 2))]).toEqual(["n3"]);
    expect(collapsedSet(expandToLevel(graph, 10)).size).toBe(0);
    expect([...visibleNodeIds(expandToLevel(graph, 0))]).toEqual(["n0"]);
  });
});

describe("visibleNodeIds", () => {
  it("hides a collapsed node's whole branch and draws only the focused branch", () => {
    const graph = testTree([-1, 0, 0, 1, 3, 2]);
    expect([...visibleNodeIds(graph, { collapsed: new Set(["n1"]) })]).toEqual(["n0", "n1", "n2", "n5"]);
    expect([...visibleNodeIds(graph, { focus: "n1" })]).toEqual(["n1", "n3", "n4"]);
    // A focused branch is drawn even when an ancestor is collapsed.
    expect([...visibleNodeIds(graph, { focus: "n3", collapsed: new Set(["n0"]) })]).toEqual(["n3", "n4"]);
  });

  it("follows a concept map's relations from its central term when it has no child edges", () => {
    const nodes = ["c", "a", "b", "d"].map((id) => testNode(id));
    const graph = testGraph(
      "concept_map",
      nodes,
      [
        { id: "r1", from: "a", to: "c", kind: "relation", label: "is part of" },
        { id: "r2", from: "a", to: "b", kind: "relation", label: "causes" },
        { id: "r3", from: "c", to: "d", kind: "relation", label: "needs" },
      ],
      "c",
    );
    expect([...visibleNodeIds(graph, { collapsed: new Set(["a"]) })]).toEqual(["c", "a", "d"]);
    expect([...visibleNodeIds(graph, { collapsed: new Set(["c"]) })]).toEqual(["c"]);
  });
});
