import type { TDiagramGraph, TDiagramNode } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drawOutline, drawText, handOutline, handSection, BIOLOGY_PROCESSES } from "./testing/diagram-texts.ts";

/** The nodes of one process in the order its edges go, from its start node. */
function walk(graph: TDiagramGraph, start: TDiagramNode): TDiagramNode[] {
  const path = [start];
  for (let at = start; ;) {
    const next = graph.edges.find((edge) => edge.from === at.id && (edge.kind === "next" || edge.kind === "yes"));
    if (!next) return path;
    at = graph.nodes.find((node) => node.id === next.to)!;
    path.push(at);
  }
}

describe("flowchart of two biological processes (the real outline analyser)", () => {
  let graph: TDiagramGraph;
  const node = (label: string) => graph.nodes.find((candidate) => candidate.label === label)!;

  beforeAll(async () => {
    graph = await drawText("flowchart", "Blood and proteins", BIOLOGY_PROCESSES);
  });

  it("draws each process as its own chain from a start named by its section to an end", () => {
    const starts = graph.nodes.filter((candidate) => candidate.shape === "start");
    expect(starts.map((start) => start.label)).toEqual(["How blood clots", "How a protein is made"]);
    for (const start of starts) expect(walk(graph, start).at(-1)!.shape).toBe("end");
  });

  it("takes the steps in order from their ordinal cues, without the cue, and skips the introduction", () => {
    const steps = walk(graph, node("How blood clots")).map((step) => step.label);
    expect(steps).toEqual([
      "How blood clots",
      "The damaged vessel narrows to reduce the flow of blood",
      "Platelets stick to the exposed collagen and form a loose plug",
      "Clotting factors in the plasma are activated one after another in a cascade",
      "If the wound is small",
      "The platelet plug alone seals it",
      "The clot contracts and pulls the edges of the wound together",
      "End",
    ]);
    expect(JSON.stringify(graph.nodes)).not.toContain("haemostasis");
  });

  it('makes "if … then …; otherwise …" a decision whose yes and no branches both lead on to the next step', () => {
    const decision = node("If the wound is small");
    expect(decision.shape).toBe("decision");
    const out = graph.edges.filter((edge) => edge.from === decision.id);
    expect(out.map((edge) => edge.kind).sort()).toEqual(["no", "yes"]);
    const yes = graph.nodes.find((candidate) => candidate.id === out.find((edge) => edge.kind === "yes")!.to)!;
    const no = graph.nodes.find((candidate) => candidate.id === out.find((edge) => edge.kind === "no")!.to)!;
    expect(yes.label).toBe("The platelet plug alone seals it");
    expect(no.label).toBe("Thrombin turns fibrinogen into threads of fibrin that trap red blood cells");
    const last = node("The clot contracts and pulls the edges of the wound together");
    for (const branch of [yes, no])
      expect(graph.edges).toContainEqual(expect.objectContaining({ from: branch.id, to: last.id, kind: "next" }));
    // Each branch points at its own words in the source, not the whole sentence.
    expect(no.sources[0]!.quote).toBe("thrombin turns fibrinogen into threads of fibrin that trap red blood cells");
  });

  it("reads a numbered list as steps though the analyser saw plain facts", () => {
    const steps = walk(graph, node("How a protein is made")).slice(1, -1);
    expect(steps.length).toBeGreaterThanOrEqual(3);
    expect(steps[0]!.label).toBe("The DNA of a gene is copied into messenger RNA in the nucleus");
    expect(steps[1]!.label).toBe("The messenger RNA leaves the nucleus through a nuclear pore");
    expect(steps.every((step) => step.shape === "step" && step.sources.length > 0)).toBe(true);
  });
});

describe("flowchart edge cases", () => {
  it("sends a decision without 'otherwise' straight on to the next step by its no branch", () => {
    const outline = handOutline([
      handSection("Making tea", 1, [
        "First, boil the water.",
        "If you like it strong, then leave the bag in longer.",
        "Finally, pour in the milk.",
      ]),
    ]);
    const { graph } = drawOutline("flowchart", outline);
    const id = (label: string) => graph.nodes.find((node) => node.label === label)!.id;
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ from: id("If you like it strong"), to: id("Pour in the milk"), kind: "no" }),
    );
    expect(graph.edges).toContainEqual(
      expect.objectContaining({ from: id("If you like it strong"), to: id("Leave the bag in longer"), kind: "yes" }),
    );
  });

  it("folds a sentence between two steps into the step before it, in its detail and sources", () => {
    const outline = handOutline([
      handSection("Making tea", 1, ["First, boil the water.", "This takes two minutes.", "Then pour it on the leaves."]),
    ]);
    const { graph } = drawOutline("flowchart", outline);
    expect(graph.nodes.map((node) => node.label)).toEqual(["Making tea", "Boil the water", "Pour it on the leaves", "End"]);
    expect(graph.nodes[1]).toMatchObject({
      detail: "First, boil the water.\nThis takes two minutes.",
      sources: outline.sections[0]!.points.slice(0, 2).map((point) => point.spans[0]),
    });
  });

  it("says why there is no flowchart when nothing reads as steps, and what to try", () => {
    const outline = handOutline([handSection("Cells", 1, ["The cell is the unit of life.", "Ribosomes build proteins."])]);
    expect(() => drawOutline("flowchart", outline)).toThrow(
      expect.objectContaining({ code: "DIAGRAM_NOTHING_TO_DRAW", message: expect.stringMatching(/no process.*Try a mind map/) }),
    );
  });
});
