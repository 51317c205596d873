import { ZDiagramGraphSchema, type TDiagramGraph, type TDiagramGraphInput, type TOutline } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { describe, expect, it } from "vitest";
import { branchNodes, chooseBranchCards, citedPoints, type TPointCard } from "./branch-cards.ts";
import { treeCard } from "./tree-card.ts";

const span = (start: number, end: number, quote = "x".repeat(end - start)) => ({ sectionIndex: 0, start, end, quote });

function graph(input: Omit<TDiagramGraphInput, "schema_version" | "generator">): TDiagramGraph {
  return ZDiagramGraphSchema.parse({ schema_version: 1, generator: "offline@1", ...input });
}

const cells = graph({
  kind: "mind_map",
  title: "Cell biology",
  root: "r",
  nodes: [
    { id: "r", label: "Cell biology", origin: "source" },
    { id: "o", label: "Organelles", origin: "source", sources: [span(0, 10)] },
    { id: "m", label: "Mitochondria", detail: "Release energy from glucose.", origin: "source", sources: [span(20, 40)] },
    { id: "b", label: "Ribosomes", origin: "source", sources: [span(50, 60)] },
    { id: "n", label: "Nucleus", origin: "hand" },
    { id: "d", label: "A card's front", origin: "deck" },
  ],
  edges: [
    { id: "e1", from: "r", to: "o", kind: "child" },
    { id: "e2", from: "o", to: "m", kind: "child" },
    { id: "e3", from: "o", to: "b", kind: "child" },
    { id: "e4", from: "o", to: "n", kind: "child" },
    { id: "e5", from: "r", to: "d", kind: "child" },
  ],
});

const key = (content: { type: string }) => JSON.stringify(content);

describe("the map's own questions", () => {
  const tree = diagramTree(cells);
  it("asks for a node's parts, a leaf's detail, and a leaf among its siblings as a gap in their list", () => {
    expect(treeCard(cells, tree, "o")).toEqual({
      type: "concept_fact_list",
      concept: "Cell biology › Organelles",
      facts: ["Mitochondria", "Ribosomes", "Nucleus"],
    });
    expect(treeCard(cells, tree, "m")).toEqual({
      type: "qna",
      question: "Organelles: Mitochondria?",
      answer: "Release energy from glucose.",
    });
    expect(treeCard(cells, tree, "b")).toEqual({ type: "clozedel", text: "Organelles: Mitochondria; {{c1::Ribosomes}}; Nucleus." });
  });

  it("gaps a timeline event's date, and asks a flowchart what follows a step (naming a decision's branch)", () => {
    const events = graph({
      kind: "timeline",
      title: "French Revolution",
      nodes: [
        { id: "a", label: "Storming of the Bastille", date: { year: 1789, era: "AD", precision: "year", text: "1789" } },
        { id: "b", label: "1799: Napoleon seizes power", date: { year: 1799, era: "AD", precision: "year", text: "1799" } },
      ],
      edges: [{ id: "e", from: "a", to: "b", kind: "next" }],
    });
    const eventTree = diagramTree(events);
    expect(treeCard(events, eventTree, "a")).toEqual({
      type: "clozedel",
      text: "French Revolution: Storming of the Bastille: {{c1::1789}}",
    });
    expect(treeCard(events, eventTree, "b")).toEqual({ type: "clozedel", text: "French Revolution: {{c1::1799}}: Napoleon seizes power" });

    const steps = graph({
      kind: "flowchart",
      title: "Brewing",
      nodes: [
        { id: "s", label: "Heat the water", shape: "start" },
        { id: "q", label: "Is it boiling?", shape: "decision" },
        { id: "y", label: "Pour over the leaves" },
      ],
      edges: [
        { id: "e1", from: "s", to: "q", kind: "next" },
        { id: "e2", from: "q", to: "y", kind: "yes" },
      ],
    });
    const stepTree = diagramTree(steps);
    expect(treeCard(steps, stepTree, "s")).toEqual({ type: "qna", question: "Brewing: what is the first step?", answer: "Heat the water" });
    expect(treeCard(steps, stepTree, "y")).toEqual({
      type: "qna",
      question: "Brewing: at “Is it boiling?”, if yes, what comes next?",
      answer: "Pour over the leaves",
    });
  });

  it("keeps a label's own braces from reading as a gap", () => {
    const braces = graph({
      kind: "mind_map",
      title: "Templates",
      root: "r",
      nodes: [
        { id: "r", label: "Syntax" },
        { id: "a", label: "{{name}} inserts a field" },
        { id: "b", label: "Filters" },
      ],
      edges: [
        { id: "e1", from: "r", to: "a", kind: "child" },
        { id: "e2", from: "r", to: "b", kind: "child" },
      ],
    });
    expect(treeCard(braces, diagramTree(braces), "b")).toEqual({
      type: "clozedel",
      text: "Syntax: { {name} } inserts a field; {{c1::Filters}}.",
    });
  });

  it("asks a gap as a question when the plan has no gaps, and makes nothing when it has neither", () => {
    const events = graph({
      kind: "timeline",
      title: "French Revolution",
      nodes: [{ id: "a", label: "Storming of the Bastille", date: { year: 1789, era: "AD", precision: "year", text: "1789" } }],
      edges: [],
    });
    const tree = diagramTree(events);
    expect(treeCard(events, tree, "a", new Set(["qna", "truefalse", "manual"]))).toEqual({
      type: "qna",
      question: "Fill the gap: French Revolution: Storming of the Bastille: […]",
      answer: "1789",
    });
    expect(treeCard(events, tree, "a", new Set(["truefalse"]))).toBeNull();
  });
});

describe("cards from a branch", () => {
  const outline: TOutline = {
    analyser: "offline@7",
    sections: [
      {
        title: "Organelles",
        level: 1,
        sectionIndexes: [0],
        points: [
          { id: "s0.p0", kind: "definition", text: "Mitochondria release energy.", spans: [span(25, 35)], examples: [] },
          { id: "s0.p1", kind: "fact", text: "Something else.", spans: [span(100, 120)], examples: [] },
        ],
      },
    ],
    terms: [],
    left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
  };
  const fromPoint: TPointCard = {
    content: { type: "qna", question: "What do mitochondria release?", answer: "Energy." },
    outline: { pointIds: ["s0.p0"], strength: 0.85 },
  };
  const weaker: TPointCard = {
    content: { type: "clozedel", text: "{{c1::Mitochondria}} release energy." },
    outline: { pointIds: ["s0.p0"], strength: 0.75 },
  };

  it("walks the branch in reading order and finds the points whose spans a node's spans overlap", () => {
    expect(branchNodes(cells, "o").map((node) => node.id)).toEqual(["o", "m", "b", "n"]);
    expect(citedPoints(outline, [span(20, 40)])).toEqual(["s0.p0"]);
    expect(citedPoints(outline, [span(40, 100)])).toEqual([]);
  });

  it("takes the strongest outline card a node's points give, else the map's question; passes over deck nodes and what the deck has", () => {
    const choose = (nodeId: string, existing: TPointCard["content"][] = [], carded: string[] = []) =>
      chooseBranchCards({
        graph: cells,
        nodeId,
        outline,
        drafts: [weaker, fromPoint],
        carded: new Set(carded),
        existingKeys: new Set(existing.map(key)),
        cardKey: key,
        allowed: null,
      });
    expect(choose("r").map(({ node, from, content }) => [node.id, from, content.type])).toEqual([
      ["r", "tree", "concept_fact_list"],
      ["o", "tree", "concept_fact_list"],
      ["m", "outline", "qna"],
      ["b", "tree", "clozedel"],
      ["n", "tree", "clozedel"],
    ]);
    expect(choose("m")[0]!.content).toEqual(fromPoint.content);
    // The deck has the node's card, or a card from the node: no second card of the same fact.
    expect(choose("m", [fromPoint.content])).toEqual([]);
    expect(choose("o", [], ["m", "b"]).map((card) => card.node.id)).toEqual(["o", "n"]);
  });

  it("gives two nodes citing one point one card", () => {
    const twice = graph({
      kind: "mind_map",
      title: "Cells",
      root: "r",
      nodes: [
        { id: "r", label: "Cells" },
        { id: "a", label: "Mitochondria", sources: [span(20, 40)] },
        { id: "b", label: "Powerhouse", sources: [span(30, 34)] },
      ],
      edges: [
        { id: "e1", from: "r", to: "a", kind: "child" },
        { id: "e2", from: "a", to: "b", kind: "child" },
      ],
    });
    const chosen = chooseBranchCards({
      graph: twice,
      nodeId: "a",
      outline,
      drafts: [fromPoint],
      carded: new Set(),
      existingKeys: new Set(),
      cardKey: key,
      allowed: null,
    });
    expect(chosen.map((card) => [card.node.id, card.content])).toEqual([["a", fromPoint.content]]);
  });

  it("makes only the card types the plan allows: a list or a gap outside it is asked as a question", () => {
    const chosen = chooseBranchCards({
      graph: cells,
      nodeId: "r",
      outline,
      drafts: [fromPoint, { ...weaker, outline: { pointIds: ["s0.p0"], strength: 0.95 } }],
      carded: new Set(),
      existingKeys: new Set(),
      cardKey: key,
      allowed: new Set(["qna", "truefalse", "manual"]),
    });
    expect(chosen.every((card) => card.content.type === "qna")).toBe(true);
    const byNode = new Map(chosen.map((card) => [card.node.id, card.content]));
    // The stronger gap draft is not the plan's: the question draft is taken.
    expect(byNode.get("m")).toEqual(fromPoint.content);
    expect(byNode.get("o")).toMatchObject({ type: "qna", question: expect.stringMatching(/: what does the map put under it\?$/) });
    expect(byNode.get("b")).toMatchObject({ type: "qna", question: expect.stringMatching(/^Fill the gap: .*\[…\]/) });
  });
});
