import type { TDiagramGraph } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drawOutline, drawText, handOutline, handSection, ECOLOGY_GLOSSARY } from "./testing/diagram-texts.ts";

describe("concept map of a glossary-rich text (the real outline analyser)", () => {
  let graph: TDiagramGraph;
  const label = (id: string) => graph.nodes.find((node) => node.id === id)!.label;
  const relations = () =>
    graph.edges.filter((edge) => edge.kind === "relation").map((edge) => `${label(edge.from)} -${edge.label ?? ""}-> ${label(edge.to)}`);

  beforeAll(async () => {
    graph = await drawText("concept_map", "Ecology", ECOLOGY_GLOSSARY);
  });

  it("puts the title at the centre and each defined term around it, its definition as detail", () => {
    const root = graph.nodes.find((node) => node.id === graph.root)!;
    expect(root.label).toBe("Ecology");
    const terms = graph.edges.filter((edge) => edge.from === root.id && edge.kind === "child").map((edge) => label(edge.to));
    expect(terms).toEqual(["Ecosystem", "Community", "Population", "Habitat", "Producer", "Consumer", "Decomposer"]);
    expect(graph.nodes.find((node) => node.label === "Habitat")!.detail).toBe("the place where a population lives");
  });

  it("relates two terms where one's definition names the other, labelled by the words between them", () => {
    expect(relations()).toEqual(
      expect.arrayContaining(["Ecosystem -is a-> Community", "Community -is a group of-> Population", "Consumer -eats-> Producer"]),
    );
    // Population's definition does not name a habitat: the relation goes one way only.
    expect(relations()).toContain("Habitat -is the place where-> Population");
    expect(relations().some((relation) => relation.startsWith("Population -") && relation.endsWith("> Habitat"))).toBe(false);
  });

  it("leaves a relation unlabelled rather than label it with words that name a third term", () => {
    expect(relations()).toContain("Decomposer --> Consumer");
  });

  it("marks every relation a suggestion the learner confirms", () => {
    const found = graph.edges.filter((edge) => edge.kind === "relation");
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((edge) => edge.suggested === true)).toBe(true);
  });
});

describe("concept map edge cases", () => {
  it("says why there is no concept map when the source defines fewer than two terms, and what to try", () => {
    const outline = handOutline([handSection("Cells", 1, ["Cells divide.", "Ribosomes build proteins."])]);
    expect(() => drawOutline("concept_map", outline)).toThrow(
      expect.objectContaining({ code: "DIAGRAM_NOTHING_TO_DRAW", message: expect.stringMatching(/too few key terms.*Try a mind map/) }),
    );
  });
});
