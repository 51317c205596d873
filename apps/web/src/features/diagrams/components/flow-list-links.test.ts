import { describe, expect, it } from "vitest";
import { flowLinks } from "./flow-list-links.ts";
import { graphOf } from "./outline-twin-test-graphs.ts";

const graph = graphOf({
  kind: "flowchart",
  nodes: [
    { id: "s", label: "Start", shape: "start" },
    { id: "d", label: "Is it raining?", shape: "decision" },
    { id: "u", label: "Take an umbrella", shape: "step" },
    { id: "w", label: "Wear a hat", shape: "step" },
    { id: "e", label: "Go out", shape: "end" },
  ],
  edges: [
    { id: "e1", from: "s", to: "d", kind: "next" },
    { id: "e2", from: "d", to: "u", kind: "yes" },
    { id: "e3", from: "d", to: "w", kind: "no", label: "Sunny" },
    { id: "e4", from: "u", to: "e", kind: "next" },
    { id: "e5", from: "w", to: "e", kind: "next" },
  ],
});

describe("a flowchart's branch links", () => {
  it("say a decision's answers and where they lead, by step number", () => {
    expect(flowLinks(graph).get("d")).toEqual([
      { edgeId: "e2", text: "If yes, go to step 3", targetId: "u", targetLabel: "Take an umbrella" },
      { edgeId: "e3", text: "If Sunny, go to step 4", targetId: "w", targetLabel: "Wear a hat" },
    ]);
  });

  it("say a jump to a step other than the next one, and nothing for the step just below", () => {
    const links = flowLinks(graph);
    expect(links.get("s")).toBeUndefined();
    expect(links.get("u")?.map((link) => link.text)).toEqual(["Then go to step 5"]);
    expect(links.get("w")).toBeUndefined();
  });
});
