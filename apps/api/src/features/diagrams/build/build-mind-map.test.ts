import { DIAGRAM_LABEL_MAX, type TDiagramGraph } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { beforeAll, describe, expect, it } from "vitest";
import { buildOfflineDiagram } from "./build-offline-diagram.ts";
import { CELL_TEXTBOOK, drawOutline, drawText, expectValid, handOutline, handSection } from "./testing/diagram-texts.ts";

/** Each node's children's labels, by the node's label. */
function childrenOf(graph: TDiagramGraph): Record<string, string[]> {
  const tree = diagramTree(graph);
  const label = (id: string) => tree.byId.get(id)!.label;
  return Object.fromEntries([...tree.children].map(([id, kids]) => [label(id), kids.map(label)]));
}

describe("mind map of a textbook section (the real outline analyser)", () => {
  let graph: TDiagramGraph;

  beforeAll(async () => {
    graph = await drawText("mind_map", "The cell", CELL_TEXTBOOK);
  });

  it("puts the title at the root, the sections under it as their headings nest, the key points under their section in order", () => {
    const children = childrenOf(graph);
    expect(graph.nodes.find((node) => node.id === graph.root)!.label).toBe("The cell");
    expect(children["The cell"]).toEqual(["Cell structure", "Cell division"]);
    expect(children["Cell structure"]).toEqual([
      "Cell: the basic unit of life",
      "Every cell is surrounded by a cell membrane that controls what enters and leaves",
      "Cytoplasm: a jelly-like fluid in which the organelles sit",
      "Organelles",
    ]);
    expect(children["Organelles"]).toEqual([
      "The nucleus holds the genetic material of the cell",
      "Mitochondria release energy from glucose by cellular respiration",
      "Ribosomes build proteins from amino acids",
    ]);
    expect(children["Cell division"]![0]).toBe("Mitosis: a type of cell division that produces two identical daughter cells");
  });

  it("labels a long point by its head in the source's words, and keeps the whole point as detail", () => {
    const node = graph.nodes.find((candidate) => candidate.label.startsWith("Mitochondria"))!;
    expect(node.label.length).toBeLessThanOrEqual(DIAGRAM_LABEL_MAX);
    expect(node.detail).toBe(
      "Mitochondria release energy from glucose by cellular respiration, which is why muscle cells that work hard contain a great many of them.",
    );
    expect(node.detail!.startsWith(node.label)).toBe(true);
  });

  it("ties every point's node to the point's spans in the source", () => {
    const points = graph.nodes.filter((node) => node.sources.length > 0);
    expect(points).toHaveLength(9);
    expect(graph.nodes.every((node) => node.origin === "source")).toBe(true);
  });
});

describe("mind map edge cases", () => {
  const build = (outline: ReturnType<typeof handOutline>) => drawOutline("mind_map", outline).graph;

  it("leaves out a section with nothing in it and merges a section the analyser cut in two", () => {
    const graph = build(
      handOutline([
        handSection("Markets", 1, ["A market is where buyers meet sellers."], 0),
        handSection("Markets", 1, ["Prices are set by supply and demand."], 1),
        handSection("Further reading", 1, [], 2),
        handSection("Capital", 1, ["Capital is wealth used to make goods."], 3),
      ]),
    );
    expect(childrenOf(graph)).toEqual({
      Notes: ["Markets", "Capital"],
      Markets: ["A market is where buyers meet sellers", "Prices are set by supply and demand"],
      Capital: ["Capital is wealth used to make goods"],
    });
  });

  it("adds no level for a section named like the diagram: its points hang at the root", () => {
    const graph = build(
      handOutline([handSection("Notes", 1, ["Cells are small."], 0), handSection("Tissues", 2, ["Tissues are groups of cells."], 1)]),
    );
    const tree = diagramTree(graph);
    expect(tree.children.get(graph.root!)!.map((id) => tree.byId.get(id)!.label)).toEqual(["Cells are small", "Tissues"]);
    expect(graph.nodes.filter((node) => node.label === "Notes")).toHaveLength(1);
  });

  it("hangs items that share a list's lead-in under that lead, once", () => {
    const graph = build(
      handOutline([
        handSection("Photosynthesis", 1, [
          "Photosynthesis has two stages: the light-dependent reactions.",
          "Photosynthesis has two stages: the Calvin cycle.",
          "Chlorophyll absorbs red and blue light.",
        ]),
      ]),
    );
    expect(childrenOf(graph)).toEqual({
      Notes: ["Photosynthesis"],
      Photosynthesis: ["Photosynthesis has two stages", "Chlorophyll absorbs red and blue light"],
      "Photosynthesis has two stages": ["The light-dependent reactions", "The Calvin cycle"],
    });
  });

  it("labels a point by the term it defines, and hangs a term no point says after the point quoted before it", () => {
    const text = "The cell is the unit of life. A nucleus is a store of DNA. Cells divide.";
    const span = (quote: string) => ({ sectionIndex: 0, start: text.indexOf(quote), end: text.indexOf(quote) + quote.length, quote });
    const point = (id: string, quote: string) => ({ id, kind: "fact" as const, text: quote, spans: [span(quote)], examples: [] });
    const outline = handOutline(
      [
        {
          title: "Cells",
          level: 1,
          sectionIndexes: [0],
          points: [point("a", "The cell is the unit of life."), point("b", "Cells divide.")],
        },
      ],
      [
        { term: "The cell", definition: "the unit of life", spans: [span("The cell is the unit of life.")] },
        { term: "A nucleus", definition: "a store of DNA", spans: [span("A nucleus is a store of DNA.")] },
      ],
    );
    const { graph } = buildOfflineDiagram({ kind: "mind_map", title: "Notes", outline, sections: [{ index: 0, text }] });
    expectValid(graph);
    expect(childrenOf(graph)["Cells"]).toEqual(["Cell: the unit of life", "Nucleus: a store of DNA", "Cells divide"]);
    const nucleus = graph.nodes.find((node) => node.label === "Nucleus: a store of DNA")!;
    expect(nucleus).toMatchObject({ detail: "A nucleus is a store of DNA.", sources: [span("A nucleus is a store of DNA.")] });
  });

  it("says there is nothing to draw when the outline is empty", () => {
    expect(() => build(handOutline([]))).toThrow(
      expect.objectContaining({ code: "DIAGRAM_NOTHING_TO_DRAW", message: expect.stringContaining("Nothing to learn was found") }),
    );
  });
});
