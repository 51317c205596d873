import { DIAGRAM_MAX_NODES } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  addChild,
  addSibling,
  confirmRelation,
  deleteNode,
  moveNode,
  removeEdge,
  renameNode,
  setNodeDetail,
  toggleCollapsed,
  withCollapsed,
} from "./edit-graph.ts";
import { edgeText, isValidGraph, mindMap, testGraph, treeText } from "./edit-test-graphs.ts";

describe("mind map editing", () => {
  it("adds a child at the end of a node's children, made by hand, and opens a collapsed parent", () => {
    const start = toggleCollapsed(mindMap(), "a");
    const { graph, selectedId, refused } = addChild(start, "a", "Third");
    expect(refused).toBeUndefined();
    expect(treeText(graph)).toBe(`r(a(a1 a2 ${selectedId}) b c(c1))`);
    const node = graph.nodes.find((each) => each.id === selectedId);
    expect(node).toMatchObject({ label: "Third", origin: "hand", sources: [], note_ids: [] });
    expect(graph.nodes.find((each) => each.id === "a")?.collapsed).toBe(false);
    expect(isValidGraph(graph)).toBe(true);
  });

  it("gives new nodes and edges ids nobody has, with a default label per kind", () => {
    const first = addChild(mindMap(), "b");
    const second = addChild(first.graph, "b");
    expect(first.selectedId).toBe("n1");
    expect(second.selectedId).toBe("n2");
    expect(new Set(second.graph.edges.map((edge) => edge.id)).size).toBe(second.graph.edges.length);
    expect(second.graph.nodes.find((node) => node.id === "n2")?.label).toBe("New idea");
  });

  it("adds a sibling just after the node; Enter on the root adds a child", () => {
    const { graph, selectedId } = addSibling(mindMap(), "a1", "Between");
    expect(treeText(graph)).toBe(`r(a(a1 ${selectedId} a2) b c(c1))`);
    const onRoot = addSibling(mindMap(), "r");
    expect(treeText(onRoot.graph)).toBe(`r(a(a1 a2) b c(c1) ${onRoot.selectedId})`);
  });

  it("moves a node up and down among its siblings, with its branch", () => {
    const up = moveNode(mindMap(), "c", "up");
    expect(treeText(up.graph)).toBe("r(a(a1 a2) c(c1) b)");
    const down = moveNode(mindMap(), "a", "down");
    expect(treeText(down.graph)).toBe("r(b a(a1 a2) c(c1))");
    expect(moveNode(mindMap(), "a", "up").refused).toBe("It is already the first.");
    expect(moveNode(mindMap(), "a2", "down").refused).toBe("It is already the last.");
    expect(moveNode(mindMap(), "r", "down").refused).toBe("The root cannot move.");
  });

  it("indents under the sibling above (as its last child) and outdents to just after the parent", () => {
    const indented = moveNode(mindMap(), "b", "indent");
    expect(treeText(indented.graph)).toBe("r(a(a1 a2 b) c(c1))");
    const outdented = moveNode(mindMap(), "a1", "outdent");
    expect(treeText(outdented.graph)).toBe("r(a(a2) a1 b c(c1))");
    expect(moveNode(mindMap(), "a", "indent").refused).toMatch(/nothing above/);
    expect(moveNode(mindMap(), "a", "outdent").refused).toMatch(/only the root is above/);
    expect(isValidGraph(indented.graph) && isValidGraph(outdented.graph)).toBe(true);
  });

  it("deletes a node with its branch and every edge touching it; selects the sibling above, else below, else the parent", () => {
    const deleted = deleteNode(mindMap(), "c");
    expect(treeText(deleted.graph)).toBe("r(a(a1 a2) b)");
    expect(deleted.graph.nodes.map((node) => node.id)).not.toContain("c1");
    expect(deleted.graph.edges.filter((edge) => ["c", "c1"].includes(edge.from) || ["c", "c1"].includes(edge.to))).toEqual([]);
    expect(deleted.selectedId).toBe("b");
    expect(deleteNode(mindMap(), "a").selectedId).toBe("b");
    expect(deleteNode(mindMap(), "c1").selectedId).toBe("c");
    expect(deleteNode(mindMap(), "r").refused).toBe("The root cannot be deleted.");
  });

  it("renames with the label trimmed and cut to 80 characters; a blank label changes nothing", () => {
    const renamed = renameNode(mindMap(), "b", "  Photosynthesis   in  leaves ");
    expect(renamed.nodes.find((node) => node.id === "b")?.label).toBe("Photosynthesis in leaves");
    expect(renameNode(mindMap(), "b", "x".repeat(120)).nodes.find((node) => node.id === "b")?.label).toHaveLength(80);
    const same = mindMap();
    expect(renameNode(same, "b", "   ")).toBe(same);
  });

  it("refuses to grow past the most nodes a diagram holds", () => {
    const names = Array.from({ length: DIAGRAM_MAX_NODES - 1 }, (_, index) => `k${index}`);
    const full = testGraph(
      "mind_map",
      ["r", ...names],
      names.map((name) => ["r", name] as [string, string]),
      "r",
    );
    expect(addChild(full, "r").refused).toBe(`A diagram holds at most ${DIAGRAM_MAX_NODES} nodes.`);
    expect(addChild(full, "r").graph).toBe(full);
  });
});

describe("concept map editing", () => {
  const concepts = () =>
    testGraph(
      "concept_map",
      ["t", "u", "v", "w"],
      [
        ["t", "u"],
        ["u", "v", "relation", "causes"],
      ],
      "t",
    );

  it("keeps terms that are nobody's child at the top, the central term first", () => {
    expect(treeText(concepts())).toBe("t(u) v w");
  });

  it("adds a top term after a top term, outdents a child to the top and moves tops", () => {
    const added = addSibling(concepts(), "v", "Enzyme");
    expect(treeText(added.graph)).toBe(`t(u) v ${added.selectedId} w`);
    expect(treeText(moveNode(concepts(), "u", "outdent").graph)).toBe("t u v w");
    expect(treeText(moveNode(concepts(), "w", "up").graph)).toBe("t(u) w v");
    expect(treeText(moveNode(concepts(), "v", "indent").graph)).toBe("t(u v) w");
  });

  it("deleting a term removes its relations too", () => {
    const { graph } = deleteNode(concepts(), "v");
    expect(edgeText(graph)).toEqual(["t>u:child"]);
    expect(deleteNode(concepts(), "t").refused).toBe("The root cannot be deleted.");
    const rootUnderW = testGraph("concept_map", ["t", "w"], [["w", "t"]], "t");
    expect(deleteNode(rootUnderW, "w").refused).toBe("The root cannot be deleted.");
  });

  it("confirms a suggested relation or removes it; tree edges are not removed that way", () => {
    const suggested = { ...concepts(), edges: concepts().edges.map((edge) => (edge.id === "e2" ? { ...edge, suggested: true } : edge)) };
    const confirmed = confirmRelation(suggested, "e2");
    expect(confirmed.edges.find((edge) => edge.id === "e2")).toEqual({ id: "e2", from: "u", to: "v", kind: "relation", label: "causes" });
    expect(edgeText(removeEdge(suggested, "e2"))).toEqual(["t>u:child"]);
    expect(removeEdge(suggested, "e1")).toBe(suggested);
  });
});

describe("node details and collapse state", () => {
  it("sets a detail, and a blank one removes it", () => {
    const withDetail = setNodeDetail(mindMap(), "b", "  Light energy becomes chemical energy. ");
    expect(withDetail.nodes.find((node) => node.id === "b")?.detail).toBe("Light energy becomes chemical energy.");
    expect(setNodeDetail(withDetail, "b", " ").nodes.find((node) => node.id === "b")).not.toHaveProperty("detail");
  });

  it("sets exactly the collapsed nodes asked for, and keeps the same graph when nothing changes", () => {
    const graph = withCollapsed(mindMap(), new Set(["a", "c"]));
    expect(graph.nodes.filter((node) => node.collapsed).map((node) => node.id)).toEqual(["a", "c"]);
    expect(withCollapsed(graph, new Set(["a", "c"]))).toBe(graph);
    expect(
      toggleCollapsed(graph, "a")
        .nodes.filter((node) => node.collapsed)
        .map((node) => node.id),
    ).toEqual(["c"]);
  });
});
