import { DIAGRAM_VISIBLE_CHILDREN, type TDiagramEdge } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TDiagramLayout, TLaidOutNode } from "../types.ts";
import { LAYOUT_MARGIN, layoutDiagram } from "./layout-diagram.ts";
import { chainTree, pastaFlowchart, romanTimeline, testGraph, testNode, testTree, wideTree } from "./test-graphs.ts";
import { applyDefaultCollapse } from "./visible-nodes.ts";

const noCollapse = { collapsed: new Set<string>() };

function overlaps(a: TLaidOutNode, b: TLaidOutNode): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function expectNoOverlaps(layout: TDiagramLayout): void {
  for (const [index, a] of layout.nodes.entries()) {
    for (const b of layout.nodes.slice(index + 1)) {
      if (overlaps(a, b)) expect.fail(`${a.id} and ${b.id} overlap`);
    }
  }
}

function expectInside(layout: TDiagramLayout): void {
  for (const node of layout.nodes) {
    expect(node.x).toBeGreaterThanOrEqual(LAYOUT_MARGIN - 0.01);
    expect(node.y).toBeGreaterThanOrEqual(LAYOUT_MARGIN - 0.01);
    expect(node.x + node.width).toBeLessThanOrEqual(layout.width - LAYOUT_MARGIN + 1);
    expect(node.y + node.height).toBeLessThanOrEqual(layout.height - LAYOUT_MARGIN + 1);
  }
  for (const badge of layout.nodes.flatMap((entry) => (entry.badge ? [entry.badge] : []))) {
    expect(badge.x).toBeGreaterThanOrEqual(0);
    expect(badge.y).toBeGreaterThanOrEqual(0);
    expect(badge.x + badge.width).toBeLessThanOrEqual(layout.width);
    expect(badge.y + badge.height).toBeLessThanOrEqual(layout.height);
  }
  for (const point of layout.edges.flatMap((edge) => edge.points)) {
    expect(point.x).toBeGreaterThanOrEqual(0);
    expect(point.y).toBeGreaterThanOrEqual(0);
    expect(point.x).toBeLessThanOrEqual(layout.width);
    expect(point.y).toBeLessThanOrEqual(layout.height);
  }
}

const node = (layout: TDiagramLayout, id: string) => layout.nodes.find((entry) => entry.id === id) as TLaidOutNode;

describe("layoutDiagram: mind maps", () => {
  it("places a root with sixty children, all shown, with no two boxes overlapping", () => {
    const graph = wideTree(60);
    const layout = layoutDiagram(graph, { showAllChildren: new Set(["n0"]) });
    expect(layout.nodes).toHaveLength(61);
    expect(layout.edges).toHaveLength(60);
    expectNoOverlaps(layout);
    expectInside(layout);
  });

  it("draws seven of sixty children at first and puts the other 53 on the root's badge", () => {
    const layout = layoutDiagram(applyDefaultCollapse(wideTree(60)));
    expect(layout.nodes.map((entry) => entry.id)).toEqual(["n0", "n1", "n2", "n3", "n4", "n5", "n6", "n7"]);
    const root = node(layout, "n0");
    expect(root).toMatchObject({ hiddenChildren: 60 - DIAGRAM_VISIBLE_CHILDREN, overLimit: true });
    // Its branches leave both sides, so the badge sits below it.
    expect(root.badge?.y).toBeGreaterThan(root.y + root.height / 2);
    expectInside(layout);
    expect(layout.edges).toHaveLength(DIAGRAM_VISIBLE_CHILDREN);
  });

  it("lays a chain twelve deep left to right, each level further right", () => {
    const layout = layoutDiagram(chainTree(12), noCollapse);
    expect(layout.nodes).toHaveLength(12);
    for (let depth = 1; depth < 12; depth += 1) {
      const parent = node(layout, `n${depth - 1}`);
      expect(node(layout, `n${depth}`).x).toBeGreaterThan(parent.x + parent.width);
      expect(node(layout, `n${depth}`).depth).toBe(depth);
    }
    expectInside(layout);
  });

  it("counts a collapsed node's children on its badge and hides them", () => {
    const layout = layoutDiagram(testTree([-1, 0, 1, 1, 1]), { collapsed: new Set(["n1"]) });
    expect(layout.nodes.map((entry) => entry.id)).toEqual(["n0", "n1"]);
    expect(node(layout, "n1")).toMatchObject({ hiddenChildren: 3 });
    expect(node(layout, "n1").overLimit).toBeUndefined();
  });

  it("puts a collapsed node's badge beside it on its children's side, inside the drawing and clear of every box", () => {
    const graph = testTree([-1, 0, 0, 0, 0, 1, 4, 5, 6]);
    const layout = layoutDiagram(graph, { collapsed: new Set(["n5", "n6"]) });
    expectInside(layout);
    const right = node(layout, "n5");
    const left = node(layout, "n6");
    expect(right.x).toBeGreaterThan(node(layout, "n0").x);
    expect(left.x).toBeLessThan(node(layout, "n0").x);
    expect(right.badge?.x).toBeGreaterThanOrEqual(right.x + right.width);
    expect((left.badge?.x ?? 0) + (left.badge?.width ?? 0)).toBeLessThanOrEqual(left.x);
    for (const badge of [right.badge, left.badge]) {
      const asNode = { ...(badge ?? { x: 0, y: 0, width: 0, height: 0 }), id: "badge" } as TLaidOutNode;
      for (const other of layout.nodes) expect(overlaps(asNode, other)).toBe(false);
    }
  });

  it("draws only the focused branch", () => {
    const layout = layoutDiagram(testTree([-1, 0, 0, 1, 1, 2]), { focus: "n1", collapsed: new Set() });
    expect(layout.nodes.map((entry) => entry.id).sort()).toEqual(["n1", "n3", "n4"]);
    expect(layout.edges.map((edge) => edge.to).sort()).toEqual(["n3", "n4"]);
  });

  it("joins parent and child with a curve from the parent's facing side to the child's", () => {
    const layout = layoutDiagram(testTree([-1, 0, 0, 0, 0, 0]), noCollapse);
    for (const edge of layout.edges) {
      const from = node(layout, edge.from);
      const to = node(layout, edge.to);
      expect(edge.points).toHaveLength(4);
      const [start, , , end] = edge.points;
      const rightward = to.x > from.x;
      expect(start?.x).toBeCloseTo(rightward ? from.x + from.width : from.x, 1);
      expect(end?.x).toBeCloseTo(rightward ? to.x : to.x + to.width, 1);
      expect(end?.y).toBeCloseTo(to.y + to.height / 2, 1);
    }
    // Five branches: some go right of the root and some left.
    const root = node(layout, "n0");
    expect(layout.nodes.some((entry) => entry.x > root.x + root.width)).toBe(true);
    expect(layout.nodes.some((entry) => entry.x + entry.width < root.x)).toBe(true);
  });

  it("never overlaps boxes of random trees with labels of every length", () => {
    const arbitraryTree = fc
      .array(fc.tuple(fc.nat(), fc.string({ minLength: 1, maxLength: 80 })), { minLength: 1, maxLength: 80 })
      .map((entries) => ({
        parents: entries.map(([pick], index) => (index === 0 ? -1 : pick % index)),
        labels: entries.map(([, label]) => label.trim() || "x"),
      }));
    fc.assert(
      fc.property(arbitraryTree, ({ parents, labels }) => {
        const graph = testTree(parents, (index) => labels[index] ?? "x");
        const layout = layoutDiagram(graph, { collapsed: new Set(), showAllChildren: new Set(graph.nodes.map((n) => n.id)) });
        expect(layout.nodes).toHaveLength(parents.length);
        expectNoOverlaps(layout);
        expectInside(layout);
      }),
      { numRuns: 150 },
    );
  });

  it("gives the same layout for the same graph", () => {
    const graph = testTree([-1, 0, 0, 1, 1, 2, 2, 2, 0]);
    expect(layoutDiagram(graph)).toEqual(layoutDiagram(graph));
  });
});

const flowchart = pastaFlowchart();

describe("layoutDiagram: flowcharts", () => {
  it("draws a decision as a diamond whose branches start on its outline, labelled below it", () => {
    const layout = layoutDiagram(flowchart);
    expectNoOverlaps(layout);
    expectInside(layout);
    const decision = node(layout, "d");
    expect(decision.shape).toBe("diamond");
    expect(node(layout, "s").shape).toBe("start");
    expect(node(layout, "e").shape).toBe("end");
    expect(node(layout, "s").y).toBeLessThan(decision.y);
    const centre = { x: decision.x + decision.width / 2, y: decision.y + decision.height / 2 };
    for (const [id, label] of [
      ["e2", "Yes"],
      ["e3", "Not yet"],
    ] as const) {
      const edge = layout.edges.find((entry) => entry.id === id);
      expect(edge?.label).toBe(label);
      const start = edge?.points[0] ?? { x: 0, y: 0 };
      const reach = Math.abs(start.x - centre.x) / (decision.width / 2) + Math.abs(start.y - centre.y) / (decision.height / 2);
      expect(reach).toBeCloseTo(1, 2);
      const target = node(layout, edge?.to ?? "");
      expect(edge?.labelAt?.y).toBeGreaterThan(decision.y + decision.height);
      expect(edge?.labelAt?.y).toBeLessThan(target.y);
    }
    expect(layout.edges.find((entry) => entry.id === "e1")?.label).toBeUndefined();
  });
});

describe("layoutDiagram: concept maps", () => {
  const concept = testGraph(
    "concept_map",
    [testNode("c", "Photosynthesis"), testNode("l", "Light"), testNode("g", "Glucose"), testNode("o", "Oxygen")],
    [
      { id: "r1", from: "c", to: "g", kind: "relation", label: "produces" },
      { id: "r2", from: "l", to: "c", kind: "relation", label: "drives" },
      { id: "r3", from: "c", to: "o", kind: "relation", label: "releases", suggested: true },
    ] satisfies TDiagramEdge[],
    "c",
  );

  it("places every relation's label and flags suggested relations", () => {
    const layout = layoutDiagram(concept, noCollapse);
    expectNoOverlaps(layout);
    expectInside(layout);
    expect(node(layout, "c").shape).toBe("pill");
    for (const edge of layout.edges) {
      expect(edge.label).toBe(concept.edges.find((entry) => entry.id === edge.id)?.label);
      expect(edge.labelAt).toBeDefined();
      expect(edge.labelLines?.join(" ")).toBe(edge.label);
      expect(edge.labelSize?.width).toBeGreaterThan(0);
      expect(edge.suggested).toBe(edge.id === "r3" ? true : undefined);
    }
    // Ranks follow edge direction: light drives photosynthesis, which produces glucose.
    expect(node(layout, "l").y).toBeLessThan(node(layout, "c").y);
    expect(node(layout, "c").y).toBeLessThan(node(layout, "g").y);
  });

  it("draws each term's children left to right in the outline's order, relations across branches included", () => {
    // Two levels of labelled child edges (as the builders make them) and one relation between branches.
    const tree = testTree([-1, 0, 0, 0, 1, 1, 1, 2, 2, 3]);
    const graph = testGraph(
      "concept_map",
      tree.nodes,
      [
        ...tree.edges.map((edge) => ({ ...edge, label: `has ${edge.to}` })),
        { id: "x1", from: "n1", to: "n9", kind: "relation", label: "feeds" },
      ] satisfies TDiagramEdge[],
      "n0",
    );
    const layout = layoutDiagram(graph, noCollapse);
    expectNoOverlaps(layout);
    const xOf = (ids: string[]) => ids.map((id) => node(layout, id).x);
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    for (const kids of [
      ["n1", "n2", "n3"],
      ["n4", "n5", "n6"],
      ["n7", "n8"],
    ]) {
      expect(xOf(kids)).toEqual(sorted(xOf(kids)));
    }
  });

  it("hides what a collapsed term leads to and counts it", () => {
    const layout = layoutDiagram(concept, { collapsed: new Set(["c"]) });
    expect(layout.nodes.map((entry) => entry.id)).toEqual(["c"]);
    expect(layout.nodes[0]?.hiddenChildren).toBe(3);
    expect(layout.edges).toEqual([]);
  });
});

describe("layoutDiagram: timelines", () => {
  const timeline = romanTimeline();

  it("lists events top to bottom in date order, BC before AD, each date left of its box", () => {
    const layout = layoutDiagram(timeline);
    expect(layout.nodes.map((entry) => entry.id)).toEqual(["t", "d", "a", "c", "b"]);
    for (let index = 1; index < layout.nodes.length; index += 1) {
      const above = layout.nodes[index - 1] as TLaidOutNode;
      expect((layout.nodes[index] as TLaidOutNode).y).toBeGreaterThanOrEqual(above.y + above.height);
    }
    const caesar = node(layout, "c");
    expect(caesar.date?.lines).toEqual(["44 BC"]);
    expect(caesar.date?.x).toBeLessThan(caesar.x);
    expect(node(layout, "t").date).toBeUndefined();
    expect(layout.edges).toHaveLength(4);
    expectInside(layout);
  });
});
