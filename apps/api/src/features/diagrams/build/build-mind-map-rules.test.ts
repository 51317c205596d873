import { type TDiagramGraph } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { describe, expect, it } from "vitest";
import { buildOfflineDiagram } from "./build-offline-diagram.ts";
import { drawQuoted, drawText, expectValid, handOutline, outlineOfText } from "./testing/diagram-texts.ts";

/** Each node's children's labels, by the node's label. */
function childrenOf(graph: TDiagramGraph): Record<string, string[]> {
  const tree = diagramTree(graph);
  const label = (id: string) => tree.byId.get(id)!.label;
  return Object.fromEntries([...tree.children].map(([id, kids]) => [label(id), kids.map(label)]));
}
const labels = (graph: TDiagramGraph) => graph.nodes.map((node) => node.label);
const mindMap = (source: string, sections: Parameters<typeof drawQuoted>[2]) => drawQuoted("mind_map", source, sections).graph;

describe("mind map: question-and-answer notes", () => {
  const source = [
    "- What did the Treaty of Tordesillas decide, and who gained most from it?",
    "- It split the newly found lands outside Europe between Portugal and Spain.",
    "- Portugal kept Brazil and the sea route around Africa.",
    "- Why did the Dutch company found Batavia on Java?",
    "- The town gave the company a safe harbour on the spice route.",
  ].join("\n");
  const question = "What did the Treaty of Tordesillas decide, and who gained most from it?";
  const why = "Why did the Dutch company found Batavia on Java?";
  const answer = (asked: string, quote: string) => ({ text: `${asked} ${quote}`, quote });

  it("makes the question the parent and labels each answer by its own words, the question never repeated", () => {
    const graph = mindMap(source, [
      {
        title: "Review questions",
        points: [
          answer(question, "It split the newly found lands outside Europe between Portugal and Spain."),
          answer(question, "Portugal kept Brazil and the sea route around Africa."),
          answer(why, "The town gave the company a safe harbour on the spice route."),
        ],
      },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Review questions"],
      "Review questions": [question, why],
      [question]: [
        "It split the newly found lands outside Europe between Portugal and Spain",
        "Portugal kept Brazil and the sea route around Africa",
      ],
      [why]: ["The town gave the company a safe harbour on the spice route"],
    });
    const asked = graph.nodes.find((node) => node.label === question)!;
    expect(asked.sources).toEqual([{ sectionIndex: 0, start: 2, end: 2 + question.length, quote: question }]);
    expect(graph.nodes.find((node) => node.label.startsWith("Portugal kept"))!.detail).toBeUndefined();
  });

  it("reads a student's question-and-answer notes through the real analyser the same way", async () => {
    const graph = await drawText(
      "mind_map",
      "Notes",
      `# Review questions\n\n${source}\n- Its ships could reach the Moluccas within a few weeks.\n`,
    );
    const asked = graph.nodes.filter((node) => node.label.startsWith("What did the Treaty"));
    expect(asked).toHaveLength(1);
    expect(childrenOf(graph)[asked[0]!.label]).toContain("Portugal kept Brazil and the sea route around Africa");
  });
});

describe("mind map: context shown once", () => {
  it("hangs the points that share a lead-in under it once, even with another point between them", () => {
    const source =
      "Causes: the blight destroyed the potato crop\nRents were high\nCauses: landlords kept exporting grain\nCauses: relief came too late";
    const graph = mindMap(source, [
      {
        title: "The famine",
        points: [
          { text: "Causes: the blight destroyed the potato crop", quote: "the blight destroyed the potato crop" },
          "Rents were high",
          { text: "Causes: landlords kept exporting grain", quote: "landlords kept exporting grain" },
          { text: "Causes: relief came too late", quote: "relief came too late" },
        ],
      },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["The famine"],
      "The famine": ["Causes", "Rents were high"],
      Causes: ["The blight destroyed the potato crop", "Landlords kept exporting grain", "Relief came too late"],
    });
  });

  it("takes off the section title the analyser put in front of each line, and adds no level for a lead that repeats it", () => {
    const source = "Tectonic plates\nPlates float on the mantle\nPlates meet at faults";
    const graph = mindMap(source, [
      {
        title: "Tectonic plates",
        points: [
          { text: "Tectonic plates: Plates float on the mantle", quote: "Plates float on the mantle" },
          { text: "Tectonic plates: Plates meet at faults", quote: "Plates meet at faults" },
        ],
      },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Tectonic plates"],
      "Tectonic plates": ["Plates float on the mantle", "Plates meet at faults"],
    });
  });

  it("adds no level for a lead that repeats an enclosing section's title", () => {
    const source = "Shield volcanoes are wide and low";
    const graph = mindMap(source, [
      { title: "Volcanoes", points: [] },
      {
        title: "Types",
        level: 2,
        points: [{ text: "Volcanoes: Types: Shield volcanoes are wide and low", quote: "Shield volcanoes are wide and low" }],
      },
    ]);
    expect(childrenOf(graph)).toEqual({ Notes: ["Volcanoes"], Volcanoes: ["Types"], Types: ["Shield volcanoes are wide and low"] });
  });

  it("merges a node that repeats its parent's title into the parent", () => {
    const source = "Storms form over warm water\nThey turn because the earth turns";
    const graph = mindMap(source, [
      { title: "Basic facts", points: [] },
      { title: "Basic facts", level: 2, points: ["Storms form over warm water", "They turn because the earth turns"] },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Basic facts"],
      "Basic facts": ["Storms form over warm water", "They turn because the earth turns"],
    });
  });

  it("keeps the line naming a subject as the parent of the sub-points that have none", () => {
    const source = [
      "Deadlock conditions",
      "* The idea is to deny one of the conditions",
      "* Mutual exclusion",
      "- Not required for read-only files",
      "- Must hold for printers",
      "* Hold and wait",
      "- Must guarantee that a process asks for all its locks at once",
      "* Claim edges",
      "- Represented by a dashed line",
    ].join("\n");
    const graph = mindMap(source, [
      {
        title: "Deadlock conditions",
        points: [
          "The idea is to deny one of the conditions",
          "Not required for read-only files",
          "Must hold for printers",
          "Hold and wait",
          "Must guarantee that a process asks for all its locks at once",
          "Represented by a dashed line",
        ],
      },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Deadlock conditions"],
      "Deadlock conditions": ["The idea is to deny one of the conditions", "Mutual exclusion", "Hold and wait", "Claim edges"],
      "Mutual exclusion": ["Not required for read-only files", "Must hold for printers"],
      "Hold and wait": ["Must guarantee that a process asks for all its locks at once"],
      "Claim edges": ["Represented by a dashed line"],
    });
    const subject = graph.nodes.find((node) => node.label === "Mutual exclusion")!;
    expect(subject.sources[0]).toMatchObject({ quote: "Mutual exclusion", start: source.indexOf("Mutual exclusion") });
  });
});

describe("mind map: a point that opens a list", () => {
  it("hangs the short items after it under it, and a sub-point without a subject under its item", () => {
    const source = [
      "Two tests measure creativity:",
      "- Remote associates test",
      "- Designed to tap convergent thinking",
      "- Torrance tests of creative thinking",
      "Creativity also shows in everyday life.",
    ].join("\n");
    const graph = mindMap(source, [
      {
        title: "Creativity",
        points: [
          "Two tests measure creativity:",
          "Remote associates test",
          "Designed to tap convergent thinking",
          "Torrance tests of creative thinking",
          "Creativity also shows in everyday life.",
        ],
      },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Creativity"],
      Creativity: ["Two tests measure creativity", "Creativity also shows in everyday life"],
      "Two tests measure creativity": ["Remote associates test", "Torrance tests of creative thinking"],
      "Remote associates test": ["Designed to tap convergent thinking"],
    });
  });
});

describe("mind map: page furniture", () => {
  it("leaves out numbers, file names, copyright lines, chart axes, captions, scanning debris, affiliations, student numbers, reference entries and a references section", () => {
    const furniture = [
      "38",
      "Page 4",
      "week3-slides.pdf (Okafor, 2019)",
      "© 2021 Open Course Press. All rights reserved.",
      "Tim e (days)",
      "t X t",
      "That is, if",
      "Figure 3. A cell in late anaphase",
      "Note: the drawing is not to scale",
      "Source: Riverside cell atlas",
      "Adaeze Okafor 20190451, Britta Lindqvist 20190452, Camille Moreau 20190453",
      "Department of Biology, Riverside College",
      "Okafor, B. (2019). Cell biology for beginners. Open Course Press.",
    ];
    const reference = "Cell biology for beginners, a book by Okafor";
    const source = ["Cells divide by mitosis", ...furniture, reference, "Meiosis makes four sex cells"].join("\n");
    const graph = mindMap(source, [
      {
        title: "Cell division",
        points: [
          "Cells divide by mitosis",
          // A caption after a lead-in ("Mitosis: Note: …") is one too.
          ...furniture.map((line) => (line.startsWith("Note:") ? { text: `Mitosis: ${line}`, quote: line } : line)),
        ],
      },
      { title: "References", points: [reference] },
      { title: "Meiosis", points: ["Meiosis makes four sex cells"] },
    ]);
    expect(childrenOf(graph)).toEqual({
      Notes: ["Cell division", "Meiosis"],
      "Cell division": ["Cells divide by mitosis"],
      Meiosis: ["Meiosis makes four sex cells"],
    });
  });

  it("leaves out a running header said alike in three sections", () => {
    const header = "BIO 101 – Week 3 – Riverside College";
    const source = ["Cells", "Tissues", "Organs"].map((topic) => `${header}\n${topic} are studied this week`).join("\n");
    const graph = mindMap(
      source,
      ["Cells", "Tissues", "Organs"].map((topic) => ({ title: topic, points: [header, `${topic} are studied this week`] })),
    );
    expect(labels(graph)).not.toContain(header);
    expect(labels(graph)).toContain("Organs are studied this week");
  });

  it("adds no level for a section titled 'Slide 5' or 'Page 4': its points hang where it would", () => {
    const source = "Supply rises when prices rise\nDemand falls when prices rise";
    const graph = mindMap(source, [
      { title: "Markets", points: ["Supply rises when prices rise"] },
      { title: "Slide 5", level: 2, points: ["Demand falls when prices rise"] },
    ]);
    expect(childrenOf(graph)).toEqual({ Notes: ["Markets"], Markets: ["Supply rises when prices rise", "Demand falls when prices rise"] });
    expect(labels(graph)).not.toContain("Slide 5");
  });

  it("keeps a section named by its place in a course", () => {
    const source = "Supply rises when prices rise";
    const graph = mindMap(source, [{ title: "Lecture 2", points: ["Supply rises when prices rise"] }]);
    expect(childrenOf(graph)).toEqual({ Notes: ["Lecture 2"], "Lecture 2": ["Supply rises when prices rise"] });
  });
});

describe("mind map: a node's detail is its own point", () => {
  it("adds an example only from the point's own source section, and keeps it short", () => {
    const first = "Rivers carry sediment to the sea. For instance the Nile carries silt.";
    const second = "A caption from another page: the Amazon at dawn.";
    const long = `For example ${"the delta grows a little every year and ".repeat(10)}ends.`;
    const third = `Deltas form where rivers slow down. ${long}`;
    const span = (index: number, text: string, quote: string) => ({
      sectionIndex: index,
      start: text.indexOf(quote),
      end: text.indexOf(quote) + quote.length,
      quote,
    });
    const outline = handOutline([
      {
        title: "Rivers",
        level: 1,
        sectionIndexes: [0, 2],
        points: [
          {
            id: "a",
            kind: "fact",
            text: "Rivers carry sediment to the sea.",
            spans: [span(0, first, "Rivers carry sediment to the sea.")],
            examples: [
              { text: "For instance the Nile carries silt.", spans: [span(0, first, "For instance the Nile carries silt.")] },
              { text: "the Amazon at dawn.", spans: [span(1, second, "the Amazon at dawn.")] },
            ],
          },
          {
            id: "b",
            kind: "fact",
            text: "Deltas form where rivers slow down.",
            spans: [span(2, third, "Deltas form where rivers slow down.")],
            examples: [{ text: long, spans: [span(2, third, long)] }],
          },
        ],
      },
    ]);
    const sections = [
      { index: 0, text: first },
      { index: 1, text: second },
      { index: 2, text: third },
    ];
    const { graph } = buildOfflineDiagram({ kind: "mind_map", title: "Notes", outline, sections });
    expectValid(graph);
    const rivers = graph.nodes.find((node) => node.label === "Rivers carry sediment to the sea")!;
    expect(rivers.detail).toBe("Rivers carry sediment to the sea.\ne.g. For instance the Nile carries silt.");
    const deltas = graph.nodes.find((node) => node.label === "Deltas form where rivers slow down")!;
    expect(deltas.detail!.length).toBeLessThan(300);
    expect(deltas.detail).toMatch(/^Deltas form where rivers slow down\.\ne\.g\. For example the delta grows.*…$/);
  });
});

describe("mind map: running prose", () => {
  const paragraph = (sentences: string[]) => sentences.join(" ");
  const first = [
    "Coral reefs are built by colonies of tiny animals.",
    "Each polyp lays down a skeleton of limestone.",
    "Over centuries the skeletons pile up into reefs.",
  ];
  const second = [
    "Reefs need warm, clear and shallow water.",
    "Sunlight feeds the algae living inside the polyps.",
    "Muddy water blocks the light the algae need.",
  ];
  const third = [
    "Warmer seas make the polyps expel their algae.",
    "Without algae the coral turns white and may starve.",
    "Several reefs have bleached in recent summers.",
  ];

  it("leaves out the text's roadmap and a sentence nearly the same as one drawn before, joining its place to that node", () => {
    const repeat = "Coral reefs are built by colonies of very tiny animals.";
    const roadmap = "In the following section we describe how reefs grow.";
    const source = `${paragraph(first)}\n\n${roadmap}\n\n${repeat}`;
    const graph = mindMap(source, [
      { title: "Abstract", points: [first[0]!, first[1]!, first[2]!] },
      { title: "Introduction", points: [roadmap, repeat] },
    ]);
    expect(labels(graph).join("\n")).not.toContain("In the following section");
    expect(labels(graph).filter((label) => label.startsWith("Coral reefs are built"))).toHaveLength(1);
    const built = graph.nodes.find((node) => node.label.startsWith("Coral reefs are built"))!;
    expect(built.sources.map((span) => span.quote)).toEqual([first[0], repeat]);
    expect(labels(graph)).not.toContain("Introduction");
  });

  it("keeps two sentences alike but for their numbers", () => {
    const source =
      "The great empire of Rome fell to its invaders in the year 476.\nThe great empire of Rome fell to its invaders in the year 1453.";
    const graph = mindMap(source, [
      {
        title: "Rome",
        points: [
          "The great empire of Rome fell to its invaders in the year 476.",
          "The great empire of Rome fell to its invaders in the year 1453.",
        ],
      },
    ]);
    expect(childrenOf(graph)["Rome"]).toHaveLength(2);
  });

  it("keeps two sentences alike but for a negation", () => {
    const pairs = [
      [
        "The landowner has a duty to inspect and discover dangerous conditions.",
        "The landowner has no duty to inspect or discover dangerous conditions.",
      ],
      ["A written contract is required for every sale of land.", "A written contract is not required for every sale of land."],
      ["The tenant may sublet the flat to a student.", "The tenant may not sublet the flat to a student."],
    ];
    for (const [yes, no] of pairs) {
      const graph = mindMap(`${yes!}\n${no!}`, [{ title: "Duties", points: [yes!, no!] }]);
      expect(childrenOf(graph)["Duties"]).toHaveLength(2);
    }
  });

  it("keeps the same point said under two different lead-ins or lists", () => {
    const duty = "Duty to warn of every known and hidden danger on the land";
    const leads = `Invitees: ${duty}\nLicensees: ${duty}`;
    const byLead = mindMap(leads, [
      {
        title: "Duties",
        points: [
          { text: `Invitees: ${duty}`, quote: `Invitees: ${duty}` },
          { text: `Licensees: ${duty}`, quote: `Licensees: ${duty}` },
        ],
      },
    ]);
    expect(byLead.nodes.filter((node) => node.label.includes("Duty to warn")).length).toBe(2);
    const opener = (who: string) => `Owners of land owe ${who} the following duties:`;
    const lists = `${opener("invitees")}\n- ${duty}\n${opener("licensees")}\n- ${duty}`;
    const byList = mindMap(lists, [{ title: "Duties", points: [opener("invitees"), duty, opener("licensees"), duty] }]);
    expect(byList.nodes.filter((node) => node.label.includes("Duty to warn")).length).toBe(2);
  });

  it("shows a long section's paragraphs by their first sentence, the rest of each paragraph under it, collapsed", () => {
    const source = [paragraph(first), paragraph(second), paragraph(third)].join("\n\n");
    const built = drawQuoted("mind_map", source, [{ title: "Reefs", points: [...first, ...second, ...third] }]);
    const graph = built.graph;
    const strip = (text: string) => text.replace(/\.$/, "");
    expect(childrenOf(graph)["Reefs"]).toEqual([first[0], second[0], third[0]].map((text) => strip(text!)));
    expect(childrenOf(graph)[strip(second[0]!)]).toEqual(second.slice(1).map(strip));
    expect(graph.nodes.find((node) => node.label === strip(first[0]!))!.collapsed).toBe(true);
    expect(graph.nodes.filter((node) => node.sources.length > 0)).toHaveLength(9);
  });

  it("leaves a short section and a list of lines flat", () => {
    const source = [...first, ...second, ...third].join("\n");
    const graph = mindMap(source, [{ title: "Reefs", points: [...first, ...second, ...third] }]);
    expect(childrenOf(graph)["Reefs"]).toHaveLength(9);
  });
});

describe("mind map: a lead-in kept in a point's label", () => {
  it("labels a long sentence by its own words after a short lead, by a lead that is a statement of its own, and a gloss by its term", () => {
    const optimal = "An optimal solution is one that is best according to some measure of the quality of solutions.";
    const types =
      "Normative political science (also called political philosophy or theory), which asks what ought to be, and empirical political science.";
    const gloss = "receipts which lead to a decrease in the assets or an increase in the liabilities of the government";
    const source = `Kinds of solutions: ${optimal}\nThere are two main types of political science: ${types}\nCapital receipts: ${gloss}`;
    const graph = mindMap(source, [
      {
        title: "Solutions",
        points: [
          { text: `Kinds of solutions: ${optimal}`, quote: optimal },
          { text: `There are two main types of political science: ${types}`, quote: types },
          { text: `Capital receipts: ${gloss}`, quote: gloss },
        ],
      },
    ]);
    const [optimalLabel, typesLabel, glossLabel] = childrenOf(graph)["Solutions"]!;
    // A term's gloss keeps its term.
    expect(glossLabel).toMatch(/^Capital receipts: receipts which lead to a decrease/);
    expect(optimalLabel).toMatch(/^An optimal solution is one that is best/);
    expect(typesLabel).toMatch(/^There are two main types of political science/);
  });
});

describe("mind map: no outline point lost", () => {
  const steps = [
    "Check the units of every quantity in the model against known data.",
    "Check the signs of every quantity in the model against known data.",
    "Check the sizes of every quantity in the model against known data.",
  ];

  it("keeps every step of a list however alike their words, and joins a step only to the same words said again", () => {
    const source = [...steps.map((step, at) => `${at + 1}. ${step}`), "", `1. ${steps[0]}`].join("\n");
    const graph = mindMap(source, [
      { title: "Modelling", points: steps },
      { title: "Worked example", points: [steps[0]!] },
    ]);
    expect(childrenOf(graph)["Modelling"]).toEqual(steps.map((step) => step.replace(/\.$/, "")));
    expect(childrenOf(graph)["Worked example"]).toBeUndefined();
    expect(graph.nodes.find((node) => node.label.startsWith("Check the units"))!.sources).toHaveLength(2);
  });

  it("has every point of a real outline in the map, as a node or among the sources of the node it joined", async () => {
    const text = `# Modelling process

## The steps

1. Identify what is being asked: an amount, a rate, a time or a cost.
2. Check the units of every quantity in the model against the known data before solving.
3. Check the signs of every quantity in the model against the known data before solving.
4. Assemble the parameters and the principles into relations that answer what is asked.
5. Inspect the answer to make sure that it is reasonable.

## Painting houses

Three painters work together to paint a house. Painter A can paint a house alone in 5 days. Painter B can paint a house alone in 7 days.

We assume that the rates are constant and independent of each other, so they add up.

Note: The average rate of the three painters is 2.258 days per house.
`;
    const { outline, sections } = await outlineOfText(text);
    const graph = buildOfflineDiagram({ kind: "mind_map", title: "Modelling process", outline, sections }).graph;
    const inMap = new Set(graph.nodes.flatMap((node) => node.sources.map((span) => `${span.sectionIndex}:${span.start}`)));
    const points = outline.sections.flatMap((section) => section.points);
    expect(points.length).toBeGreaterThanOrEqual(5);
    const lost = points.filter((point) => !point.spans.some((span) => inMap.has(`${span.sectionIndex}:${span.start}`)));
    expect(lost.map((point) => point.text)).toEqual([]);
  });
});

describe("mind map: leads under different questions", () => {
  it("keeps two 'France:' leads apart when each follows its own question", () => {
    const lines = [
      "How did the states respond to crime?",
      "New police forces were founded in the capitals",
      "Patrols guarded the markets at night",
      "How did the states respond to the revolts?",
      "Troops were sent to the rebel towns",
      "Censors closed the radical newspapers",
    ];
    const source = lines.join("\n");
    const point = (lead: string, quote: string) => ({ text: `${lead}: ${quote}`, quote });
    const graph = mindMap(source, [
      {
        title: "Questions",
        points: [
          lines[0]!,
          point("France", lines[1]!),
          point("France", lines[2]!),
          lines[3]!,
          point("France", lines[4]!),
          point("France", lines[5]!),
        ],
      },
    ]);
    expect(graph.nodes.filter((node) => node.label === "France")).toHaveLength(2);
  });
});

describe("mind map: a topic is no notice", () => {
  it("keeps a line about copyright while a copyright notice goes", () => {
    const lines = ["Copyright vs patent", "Copyright 2019 Riverside College"];
    const graph = mindMap(lines.join("\n"), [{ title: "Law", points: lines }]);
    expect(childrenOf(graph)["Law"]).toEqual(["Copyright vs patent"]);
  });
});
