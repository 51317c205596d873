import { diagramDateSortKey, type TDiagramGraph } from "@mnemo/api-contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drawOutline, drawQuoted, drawText, handOutline, handSection, HISTORY_CHAPTER } from "./testing/diagram-texts.ts";

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

describe("timeline: the date of each point's own words", () => {
  it("dates no line by its slide's title, and labels it without the title", () => {
    const source = "Flight (1900–1950)\n1903 The first powered flight\n1927 Lindbergh flies the Atlantic alone\nPilots were celebrities";
    const { graph } = drawQuoted("timeline", source, [
      {
        title: "Flight (1900–1950)",
        points: [
          { text: "Flight (1900–1950): 1903 The first powered flight", quote: "1903 The first powered flight" },
          { text: "Flight (1900–1950): 1927 Lindbergh flies the Atlantic alone", quote: "1927 Lindbergh flies the Atlantic alone" },
          { text: "Flight (1900–1950): Pilots were celebrities", quote: "Pilots were celebrities" },
        ],
      },
    ]);
    expect(graph.nodes.map((node) => [node.date!.text, node.label])).toEqual([
      ["1903", "The first powered flight"],
      ["1927", "Lindbergh flies the Atlantic alone"],
    ]);
  });

  it("dates no answer by a date in its question", () => {
    const asked = "Why did Sweden avoid the revolutions of 1848?";
    const source = `${asked}\nIts king granted reforms early\nThe Riksdag met in 1840\nThe Riksdag met again in 1844`;
    const answer = (quote: string) => ({ text: `${asked} ${quote}`, quote });
    const { graph } = drawQuoted("timeline", source, [
      {
        title: "Questions",
        points: [answer("Its king granted reforms early"), answer("The Riksdag met in 1840"), answer("The Riksdag met again in 1844")],
      },
    ]);
    expect(graph.nodes.map((node) => [node.date!.text, node.label])).toEqual([
      ["1840", "The Riksdag met"],
      ["1844", "The Riksdag met again"],
    ]);
  });
});

describe("timeline: what is no event", () => {
  it("leaves out a references section, page furniture, citations and lifespans, and refuses with one event left", () => {
    const source = [
      "Soils hold water (Haddad, 2016)",
      "The ice left the valley in 9000 BC",
      "See the reading pack (soils-reading-pack.pdf), updated in 2021",
      "Mary Somerville (1780–1872) wrote on physical geography",
      "Haddad, B. (2016). Soils. Riverside Press.",
      "World Soil Atlas. (2021). Maps of soils. Riverside Press.",
      "The soil atlas of the world was published by Riverside Press in 2021",
    ].join("\n");
    const draw = () =>
      drawQuoted("timeline", source, [
        {
          title: "Soils",
          points: [
            "Soils hold water (Haddad, 2016)",
            "The ice left the valley in 9000 BC",
            "See the reading pack (soils-reading-pack.pdf), updated in 2021",
            "Mary Somerville (1780–1872) wrote on physical geography",
          ],
        },
        {
          title: "Citations",
          points: [
            "Haddad, B. (2016). Soils. Riverside Press.",
            "World Soil Atlas. (2021). Maps of soils. Riverside Press.",
            "The soil atlas of the world was published by Riverside Press in 2021",
          ],
        },
      ]);
    expect(draw).toThrow(expect.objectContaining({ code: "DIAGRAM_NOTHING_TO_DRAW" }));
  });
});

describe("timeline: month and year dates", () => {
  it("puts real events dated by a month and year on the timeline, citations and data periods left out", async () => {
    const graph = await drawText(
      "timeline",
      "Space biology",
      [
        "# Sequencing in orbit",
        "",
        "- In August 2016 the first DNA sequencing in space was done aboard the station.",
        "- September 2020: the agency launched a second sequencer to the station.",
        "- The crew photographed the small sequencer that was used for the first sequencing of a virus in orbit in March 2018.",
        "- Sequencing costs fell by half over the decade (Moreau, May 2019).",
        "- Monthly sample counts, January 2015 to June 2019, rose steadily.",
      ].join("\n"),
    );
    const dates = graph.nodes.map((node) => node.date?.text);
    expect(dates).toEqual(["August 2016", "March 2018", "September 2020"]);
    expect(graph.nodes[0]!.label).toBe("The first DNA sequencing in space was done aboard the station");
  });
});
