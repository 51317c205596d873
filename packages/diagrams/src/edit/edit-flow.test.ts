import { describe, expect, it } from "vitest";
import { addChild, addSibling, deleteNode, moveNode } from "./edit-graph.ts";
import { edgeText, isValidGraph, testGraph } from "./edit-test-graphs.ts";

/** s1 → d? (yes → s3, no → s5); s3 → s4 → s5 (end). */
function flow() {
  return testGraph(
    "flowchart",
    [
      { id: "s1", label: "Start", shape: "start" },
      { id: "d", label: "Is it raining?", shape: "decision" },
      { id: "s3", label: "Take an umbrella", shape: "step" },
      { id: "s4", label: "Open it", shape: "step" },
      { id: "s5", label: "Go out", shape: "end" },
    ],
    [
      ["s1", "d", "next"],
      ["d", "s3", "yes"],
      ["d", "s5", "no"],
      ["s3", "s4", "next"],
      ["s4", "s5", "next"],
    ],
  );
}

const order = (graph: ReturnType<typeof flow>) => graph.nodes.map((node) => node.id);

describe("flowchart editing", () => {
  it("inserts a step after a step, in the list and in the flow (a → new → b)", () => {
    const { graph, selectedId } = addSibling(flow(), "s3", "Find it");
    expect(order(graph)).toEqual(["s1", "d", "s3", selectedId, "s4", "s5"]);
    expect(edgeText(graph)).toContain(`s3>${selectedId}:next`);
    expect(edgeText(graph)).toContain(`${selectedId}>s4:next`);
    expect(edgeText(graph)).not.toContain("s3>s4:next");
    expect(graph.nodes.find((node) => node.id === selectedId)).toMatchObject({ shape: "step", origin: "hand", label: "Find it" });
    expect(isValidGraph(graph)).toBe(true);
  });

  it("after a decision, the new step goes into the branch that led to the step below", () => {
    const { graph, selectedId } = addSibling(flow(), "d");
    expect(edgeText(graph)).toEqual(expect.arrayContaining([`d>${selectedId}:yes`, `${selectedId}>s3:next`, "d>s5:no"]));
  });

  it("deleting a step joins what led into it to where it led", () => {
    const { graph, selectedId } = deleteNode(flow(), "s4");
    expect(order(graph)).toEqual(["s1", "d", "s3", "s5"]);
    expect(edgeText(graph)).toEqual(["s1>d:next", "d>s3:yes", "d>s5:no", "s3>s5:next"]);
    expect(selectedId).toBe("s3");
  });

  it("deleting a decision sends what led into it on along its branch to the step below", () => {
    const { graph } = deleteNode(flow(), "d");
    expect(edgeText(graph)).toEqual(["s1>s3:next", "s3>s4:next", "s4>s5:next"]);
  });

  it("moving a step swaps it with its neighbour; list links follow the positions, branches stay with their steps", () => {
    const { graph } = moveNode(flow(), "s4", "up");
    expect(order(graph)).toEqual(["s1", "d", "s4", "s3", "s5"]);
    // The decision's yes still goes to "Take an umbrella"; the list now reads s4 → s3 → s5.
    expect(edgeText(graph)).toEqual(["s1>d:next", "d>s3:yes", "d>s5:no", "s4>s3:next", "s3>s5:next"]);
    expect(isValidGraph(graph)).toBe(true);
    expect(moveNode(flow(), "s1", "up").refused).toBe("It is already the first step.");
  });

  it("has no levels: Tab and indent are refused with the way to add a step", () => {
    expect(addChild(flow(), "s3").refused).toMatch(/no levels: Enter adds the next step/);
    expect(moveNode(flow(), "s3", "indent").refused).toMatch(/no levels/);
  });
});
