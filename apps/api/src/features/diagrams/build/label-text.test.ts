import { DIAGRAM_LABEL_MAX } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { endsOnFunctionWord, labelOf, pointLabel, upperFirst } from "./label-text.ts";

describe("labelOf: a label is a self-contained phrase of the source's words", () => {
  it("keeps a text that fits whole, and else its first sentence when that fits", () => {
    expect(labelOf("Glaciers carve U-shaped valleys.")).toBe("Glaciers carve U-shaped valleys");
    expect(
      labelOf(
        "Glaciers carve U-shaped valleys. Rivers, by contrast, cut narrow V-shaped valleys into the rock over many thousands of years.",
      ),
    ).toBe("Glaciers carve U-shaped valleys");
    // "e.g." ends no sentence.
    expect(
      labelOf("Some metals, e.g. sodium, react with water and give off hydrogen so fast that the gas can catch fire at once."),
    ).not.toBe("Some metals, e.g");
  });

  it("never ends on a function word: a cut before 'which' goes back past 'by', or to a later break", () => {
    const label = labelOf(
      "Photosynthesis is a chemical process by which green plants turn light, water and carbon dioxide into sugar and oxygen.",
    );
    expect(endsOnFunctionWord(label.replace(/…$/, ""))).toBe(false);
    expect(label.length).toBeLessThanOrEqual(DIAGRAM_LABEL_MAX);
    expect(label.startsWith("Photosynthesis is a chemical process")).toBe(true);
    expect(label).not.toBe("Photosynthesis is a chemical process by");
  });

  it("never cuts inside a list, and cuts after the list's last item when the sentence goes on", () => {
    expect(
      labelOf("Acid rain damages forests by poisoning leaves, roots, and streams, and by washing nutrients out of the soil for decades."),
    ).toBe("Acid rain damages forests by poisoning leaves, roots, and streams");
  });

  it("takes no comma of a list for a clause's end", () => {
    expect(
      labelOf("Acid rain damages forests by poisoning leaves, roots, and the streams that run through the hills for many miles."),
    ).not.toBe("Acid rain damages forests by poisoning leaves, roots");
    expect(
      labelOf(
        "Moving plates of the crust cause earthquakes, tsunamis and volcanic eruptions along the edges where the plates meet each other.",
      ),
    ).toMatch(/^Moving plates of the crust cause earthquakes, tsunamis and volcanic eruptions/);
  });

  it("cuts at a clause that leaves a whole statement: ', which…', a semicolon", () => {
    expect(
      labelOf(
        "Volcanic ash spreads across whole continents in the upper air, which is why flights were grounded across Europe in that spring.",
      ),
    ).toBe("Volcanic ash spreads across whole continents in the upper air");
    expect(
      labelOf("The tide rises twice a day along most of the coast of the island; the gap between the two high tides varies with the moon."),
    ).toBe("The tide rises twice a day along most of the coast of the island");
  });

  it("does not cut a 'that' clause before its verb, or keep a subordinate clause without its main clause", () => {
    const warned = labelOf(
      "The survey warns that landslides, floods and storm surges will reach the valley towns more often in the decades to come.",
    );
    expect(warned).not.toBe("The survey warns that landslides");
    expect(warned.startsWith("The survey warns that landslides, floods and storm surges")).toBe(true);
    expect(
      labelOf(
        "The 2019 coastal survey clearly warns that local farmers, who grow most of the region's rice, will lose much of their land.",
      ),
    ).not.toBe("The 2019 coastal survey clearly warns that local farmers");
    const whileLabel = labelOf(
      "While a delta can grow for centuries (for example, the Nile and the Mississippi), many deltas now shrink because dams hold back their mud.",
    );
    expect(whileLabel).not.toBe("While a delta can grow for centuries");
  });

  it("leaves out a connective set off by commas before it cuts", () => {
    expect(labelOf("Wetland plants and reeds, therefore, have an essential part to play in cleaning the water.")).toBe(
      "Wetland plants and reeds have an essential part to play in cleaning the water",
    );
  });

  it("gives a term's definition at least a few words after the colon", () => {
    const label = labelOf(
      "Chemical weathering of granite: the breakdown (by water, acids and oxygen) of rock minerals into new substances over long periods",
    );
    expect(label).not.toBe("Chemical weathering of granite: the breakdown");
  });
});

describe("pointLabel: what ties a sentence to the one before is no part of its label", () => {
  it("skips pure discourse markers", () => {
    expect(pointLabel("In light of these findings, the council closed the beach for the summer.")).toBe(
      "The council closed the beach for the summer",
    );
    expect(pointLabel("However, most of the reef survived.")).toBe("Most of the reef survived");
    expect(pointLabel("In this section, the reef's recovery is traced year by year.")).toBe("The reef's recovery is traced year by year");
    expect(pointLabel("And the reef recovered within ten years.")).toBe("The reef recovered within ten years");
  });

  it("keeps an opening attribution, condition, scope or time, and shortens the rest of a long sentence instead", () => {
    expect(pointLabel("As Okafor and Lindqvist argue, the river's course was moved by the flood.")).toBe(
      "As Okafor and Lindqvist argue, the river's course was moved by the flood",
    );
    expect(pointLabel("Today, most of the town's water comes from the river.")).toBe(
      "Today, most of the town's water comes from the river",
    );
    expect(pointLabel("Otherwise, the pump stops.")).toBe("Otherwise, the pump stops");
    expect(pointLabel("Given a dry summer, the pump stops.")).toBe("Given a dry summer, the pump stops");
    expect(pointLabel("According to the harbour records, the ships sailed at dawn.")).toBe(
      "According to the harbour records, the ships sailed at dawn",
    );
    for (const [text, frame] of [
      [
        "According to the old harbour master's records, the fishing fleet sailed at dawn on most days of the year despite the weather.",
        "According to the old harbour master's records, the fishing fleet",
      ],
      [
        "In many coastal towns, fishing boats are prohibited from the harbour during the spawning season of the cod.",
        "In many coastal towns, ",
      ],
      [
        "Following the court's ruling, the harbour board will be subject to claims from every owner of a damaged boat.",
        "Following the court's ruling, ",
      ],
    ] as const) {
      const label = pointLabel(text);
      expect(label.startsWith(frame)).toBe(true);
      expect(label.length).toBeLessThanOrEqual(80);
    }
  });
});

describe("upperFirst: only an ordinary lowercase word takes a capital", () => {
  it("capitalises a plain word, and leaves a symbol, a formula, a variable, a file name or an identifier as written", () => {
    expect(upperFirst("the time needed to paint two houses")).toBe("The time needed to paint two houses");
    expect(upperFirst("a cell wall")).toBe("A cell wall");
    expect(upperFirst("well-known results")).toBe("Well-known results");
    for (const text of [
      "dQ/dt = UA ΔT for the wall",
      "θ b = C c /S b",
      "n = S t / ri",
      "ri = rate at which painter i works",
      "t – time (days)",
      "atherton_ro_design",
      "notes.pdf has the details",
      "pH of the blood",
      "e.g. water and air",
      "iPhone sales rose",
    ])
      expect(upperFirst(text)).toBe(text);
  });

  it("labels a formula point by its own case", () => {
    expect(pointLabel("n = S t / ri or n = t/rA + t/rA")).toBe("n = S t / ri or n = t/rA + t/rA");
  });
});
