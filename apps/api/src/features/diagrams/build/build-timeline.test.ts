import { diagramDateSortKey, type TDiagramGraph } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drawOutline, drawText, handOutline, handSection, HISTORY_CHAPTER } from "./testing/diagram-texts.ts";

describe("timeline of a history chapter (the real outline analyser)", () => {
  let graph: TDiagramGraph;
  const byDate = (text: string) => graph.nodes.find((node) => node.date?.text === text);

  beforeAll(async () => {
    graph = await drawText("timeline", "Revolutions and republics", HISTORY_CHAPTER);
  });

  it("puts the events in date order, BC before AD, though the chapter tells Rome after France", () => {
    const keys = graph.nodes.map((node) => diagramDateSortKey(node.date!));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
    const eras = graph.nodes.map((node) => node.date!.era);
    expect(eras.indexOf("AD")).toBe(eras.lastIndexOf("BC") + 1);
    expect(graph.nodes[0]!.date).toMatchObject({ year: 753, era: "BC", text: "753 BC" });
    expect(graph.nodes[0]!.label).toBe("Rome was founded, according to legend");
  });

  it("reads each date as the chapter writes it and labels the event without it", () => {
    expect(byDate("1789")?.label).toBe("The Estates-General met at Versailles for the first time in 175 years");
    expect(byDate("44 BC")).toMatchObject({
      label: "Julius Caesar was assassinated by a group of senators",
      date: { year: 44, era: "BC" },
    });
    expect(byDate("14 July 1789")).toMatchObject({
      label: "Parisians stormed the Bastille",
      date: { month: 7, day: 14, precision: "day" },
    });
    expect(byDate("the 1790s")).toMatchObject({
      label: "France was at war with most of its neighbours",
      date: { year: 1790, precision: "decade", end: { year: 1799 } },
    });
    expect(byDate("AD 476")?.date).toMatchObject({ year: 476, era: "AD" });
    expect(byDate("January 21, 1793")?.label).toBe("King Louis XVI was executed");
  });

  it("keeps ranges, BC ones included", () => {
    expect(byDate("264 to 146 BC")?.date).toMatchObject({ year: 264, era: "BC", end: { year: 146, era: "BC" } });
    expect(byDate("1914-1918")).toMatchObject({
      label: "The First World War destroyed four empires",
      date: { year: 1914, end: { year: 1918 } },
    });
  });

  it("leaves out the undated paragraph and keeps each event's full sentence and its place in the source", () => {
    const text = JSON.stringify(graph.nodes);
    expect(text).not.toContain("Historians still argue");
    expect(text).not.toContain("civil wars");
    expect(byDate("14 July 1789")?.detail).toBe("Parisians stormed the Bastille on 14 July 1789.");
    expect(graph.nodes.every((node) => node.sources.length > 0 && node.origin === "source")).toBe(true);
  });

  it("joins each event to the next and has no root", () => {
    expect(graph.root).toBeUndefined();
    expect(graph.edges.map((edge) => [edge.kind, edge.from, edge.to])).toEqual(
      graph.nodes.slice(1).map((node, at) => ["next", graph.nodes[at]!.id, node.id]),
    );
  });
});

describe("timeline edge cases", () => {
  it("keeps events of the same date in the source's order", () => {
    const outline = handOutline([
      handSection("War", 1, ["The armistice was signed in 1918.", "The war began in 1914.", "Women won the vote in 1918."]),
    ]);
    const { graph } = drawOutline("timeline", outline);
    expect(graph.nodes.map((node) => node.label)).toEqual(["The war began", "The armistice was signed", "Women won the vote"]);
  });

  it("says why there is no timeline when the source has fewer than two dated events, and what to try", () => {
    const outline = handOutline([handSection("Cells", 1, ["The cell is the unit of life.", "Rome fell in AD 476."])]);
    expect(() => drawOutline("timeline", outline)).toThrow(
      expect.objectContaining({ code: "DIAGRAM_NOTHING_TO_DRAW", message: expect.stringMatching(/no dated events.*Try a mind map/) }),
    );
  });
});
