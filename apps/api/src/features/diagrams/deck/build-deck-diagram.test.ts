import { DIAGRAM_SPLIT_NODES, ZDiagramGraphSchema, type TDiagramGraph, type TOutlineSpan } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { buildDeckDiagram, type TDeckNoteForDiagram } from "./build-deck-diagram.ts";

let counter = 0;
function card(front: string, back: string, where?: { sectionIndex: number; heading?: string; page?: number }): TDeckNoteForDiagram {
  counter += 1;
  const span: TOutlineSpan | undefined = where && { sectionIndex: where.sectionIndex, start: 0, end: back.length, quote: back };
  return {
    id: `note-${counter}`,
    front,
    back,
    source: span ? [span] : null,
    ...(where && { section: { sourceId: "source-1", heading: where.heading, page: where.page } }),
  };
}

/** A biology deck made from a chapter: cards quote sections 0 (The cell), 2 (Cell division) and 1 (Organelles), out of order. */
const BIOLOGY = [
  card("What is the basic unit of life?", "The cell", { sectionIndex: 0, heading: "The cell" }),
  card("What is mitosis?", "A type of cell division that produces two identical daughter cells", {
    sectionIndex: 2,
    heading: "Cell division",
  }),
  card("What does the nucleus hold?", "The genetic material of the cell", { sectionIndex: 1, heading: "Organelles" }),
  card("What do mitochondria release from glucose?", "Energy, by cellular respiration", { sectionIndex: 1, heading: "Organelles" }),
  card("What is meiosis?", "A type of cell division that produces four sex cells", { sectionIndex: 2, heading: "Cell division" }),
  card("What surrounds every cell?", "A cell membrane that controls what enters and leaves", { sectionIndex: 0, heading: "The cell" }),
];

function valid(graph: TDiagramGraph): TDiagramGraph {
  const result = ZDiagramGraphSchema.safeParse(graph);
  expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([]);
  return graph;
}

function childrenLabels(graph: TDiagramGraph, id: string): string[] {
  const tree = diagramTree(graph);
  return (tree.children.get(id) ?? []).map((child) => tree.byId.get(child)!.label);
}

function nothingToDraw(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("DIAGRAM_NOTHING_TO_DRAW");
    return error as AppError;
  }
  throw new Error("expected DIAGRAM_NOTHING_TO_DRAW");
}

describe("buildDeckDiagram: mind map", () => {
  it("groups cards by the source section they quote, in the source's order, each node tied to its card", () => {
    const { graph, parts } = buildDeckDiagram({ kind: "mind_map", title: "Biology: cells", notes: BIOLOGY });
    valid(graph);
    expect(parts).toEqual([]);
    expect(graph).toMatchObject({ kind: "mind_map", generator: "deck", title: "Biology: cells" });
    expect(childrenLabels(graph, graph.root!)).toEqual(["The cell", "Organelles", "Cell division"]);
    const tree = diagramTree(graph);
    const division = tree.children.get(graph.root!)![2]!;
    // A term card is labelled by its term, other cards by their answer; the question is the detail.
    expect(childrenLabels(graph, division)).toEqual(["Mitosis", "Meiosis"]);
    const mitosis = graph.nodes.find((node) => node.label === "Mitosis")!;
    expect(mitosis).toMatchObject({
      origin: "deck",
      note_ids: [BIOLOGY[1]!.id],
      sources: BIOLOGY[1]!.source,
      detail: "What is mitosis? — A type of cell division that produces two identical daughter cells",
    });
    const nucleus = graph.nodes.find((node) => node.note_ids[0] === BIOLOGY[2]!.id)!;
    expect(nucleus).toMatchObject({ label: "The genetic material of the cell", detail: "What does the nucleus hold?" });
    expect(graph.nodes.every((node) => node.origin === "deck")).toBe(true);
  });

  it("groups hand-written cards by the term their questions open with, the rest under Other cards", () => {
    const notes = [
      card("Mitochondria: structure", "Two membranes, the inner one folded into cristae"),
      card("Photosynthesis equation", "6CO2 + 6H2O → C6H12O6 + 6O2"),
      card("What do mitochondria make?", "ATP"),
      card("Ribosomes: function", "Build proteins from amino acids"),
      card("What are ribosomes made of?", "RNA and protein"),
      card("Who discovered penicillin?", "Alexander Fleming"),
    ];
    const { graph } = buildDeckDiagram({ kind: "mind_map", title: "Hand-written", notes });
    valid(graph);
    expect(childrenLabels(graph, graph.root!)).toEqual(["Mitochondria", "Ribosomes", "Other cards"]);
    const tree = diagramTree(graph);
    const [mitochondria, , other] = tree.children.get(graph.root!)!;
    expect(tree.children.get(mitochondria!)!.map((id) => tree.byId.get(id)!.note_ids[0])).toEqual([notes[0]!.id, notes[2]!.id]);
    expect(childrenLabels(graph, other!)).toEqual(["6CO2 + 6H2O → C6H12O6 + 6O2", "Alexander Fleming"]);
  });

  it("hangs the cards straight under the title when they make one group, and refuses an empty deck", () => {
    const notes = [card("What is osmosis?", "The movement of water across a membrane", { sectionIndex: 4, page: 5 })];
    const { graph } = buildDeckDiagram({ kind: "mind_map", title: "One page", notes });
    expect(childrenLabels(valid(graph), graph.root!)).toEqual(["Osmosis"]);
    const error = nothingToDraw(() => buildDeckDiagram({ kind: "mind_map", title: "Empty", notes: [card(" ", "")] }));
    expect(error.message).toMatch(/no cards with text/);
  });

  it("splits a deck over the split size into an overview and parts, every card in exactly one part", () => {
    const sections = 5;
    const notes = Array.from({ length: 520 }, (_, at) =>
      card(`Question ${at + 1}?`, `Answer number ${at + 1}`, { sectionIndex: at % sections, heading: `Chapter ${(at % sections) + 1}` }),
    );
    const { graph, parts } = buildDeckDiagram({ kind: "mind_map", title: "Big deck", notes });
    valid(graph);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      valid(part.graph);
      expect(part.graph.nodes.length).toBeLessThanOrEqual(DIAGRAM_SPLIT_NODES);
      expect(graph.nodes.some((node) => node.id === part.overviewNodeId)).toBe(true);
    }
    expect(childrenLabels(graph, graph.root!)).toEqual(
      parts.map((part) => graph.nodes.find((node) => node.id === part.overviewNodeId)!.label),
    );
    const placed = parts.flatMap((part) => part.graph.nodes.flatMap((node) => node.note_ids));
    expect(placed.sort()).toEqual(notes.map((note) => note.id).sort());
  });

  it("cuts a section too big for one part along its cards, and slices a long flowchart keeping its steps in order", () => {
    const notes = [
      ...Array.from({ length: 450 }, (_, at) => card(`Q${at}?`, `Answer ${at}`, { sectionIndex: 0, heading: "Chapter one" })),
      ...Array.from({ length: 10 }, (_, at) => card(`R${at}?`, `Reply ${at}`, { sectionIndex: 1, heading: "Chapter two" })),
    ];
    const { graph, parts } = buildDeckDiagram({ kind: "mind_map", title: "Lopsided", notes });
    expect(childrenLabels(valid(graph), graph.root!)).toEqual(["Chapter one (1 of 2)", "Chapter one (2 of 2)", "Chapter two"]);
    expect(parts.map((part) => part.graph.nodes.length)).toEqual([400, 52, 11]);
    expect(parts[1]!.graph.title).toBe("Chapter one (2 of 2)");

    const flow = buildDeckDiagram({ kind: "flowchart", title: "Long process", notes });
    expect(flow.parts).toHaveLength(2);
    for (const part of flow.parts) {
      valid(part.graph);
      const ids = part.graph.nodes.map((node) => node.id);
      expect(part.graph.edges.map((edge) => [edge.from, edge.to])).toEqual(ids.slice(1).map((id, at) => [ids[at], id]));
    }
    expect(flow.parts.flatMap((part) => part.graph.nodes.map((node) => node.label))).toEqual([
      "Long process",
      ...notes.map((note) => note.back),
      "End",
    ]);
  });
});

describe("buildDeckDiagram: timeline", () => {
  const HISTORY = [
    card("When did the Bastille fall?", "14 July 1789"),
    card("Who was the first Roman emperor?", "Augustus, from 27 BC"),
    card("What happened in 1815?", "Napoleon was defeated at Waterloo"),
    card("What was the Estates-General?", "An assembly of the three estates of France"),
    card("When was Julius Caesar assassinated?", "44 BC"),
    card("In what year did the Western Roman Empire fall?", "476"),
  ];

  it("puts the dated cards in date order, BC before AD, each labelled by its event", () => {
    const { graph } = buildDeckDiagram({ kind: "timeline", title: "History", notes: HISTORY });
    valid(graph);
    expect(graph.nodes.map((node) => [node.date?.text, node.label])).toEqual([
      ["44 BC", "When was Julius Caesar assassinated?"],
      ["27 BC", "Who was the first Roman emperor?"],
      ["476", "In what year did the Western Roman Empire fall?"],
      ["14 July 1789", "When did the Bastille fall?"],
      ["1815", "Napoleon was defeated at Waterloo"],
    ]);
    expect(graph.nodes[0]!.date).toMatchObject({ year: 44, era: "BC", precision: "year" });
    expect(graph.nodes[3]!.date).toMatchObject({ year: 1789, month: 7, day: 14, era: "AD" });
    // The undated card is left out; each event joins the next.
    expect(graph.nodes.flatMap((node) => node.note_ids)).not.toContain(HISTORY[3]!.id);
    expect(graph.edges.map((edge) => [edge.from, edge.to, edge.kind])).toEqual(
      graph.nodes.slice(1).map((node, at) => [graph.nodes[at]!.id, node.id, "next"]),
    );
  });

  it("says why a deck without two dated cards makes no timeline", () => {
    const error = nothingToDraw(() => buildDeckDiagram({ kind: "timeline", title: "Cells", notes: BIOLOGY }));
    expect(error.message).toMatch(/at least 2 cards with a date, and this deck has none/);
  });
});

describe("buildDeckDiagram: flowchart", () => {
  it("chains the cards in deck order from a start to an end", () => {
    const notes = [
      card("Protein synthesis, step 1", "DNA is copied into messenger RNA in the nucleus"),
      card("Protein synthesis, step 2", "The messenger RNA leaves the nucleus"),
      card("Protein synthesis, step 3", "A ribosome attaches to the messenger RNA"),
    ];
    const { graph } = buildDeckDiagram({ kind: "flowchart", title: "Protein synthesis", notes });
    valid(graph);
    expect(graph.nodes.map((node) => [node.shape, node.label])).toEqual([
      ["start", "Protein synthesis"],
      ["step", "DNA is copied into messenger RNA in the nucleus"],
      ["step", "The messenger RNA leaves the nucleus"],
      ["step", "A ribosome attaches to the messenger RNA"],
      ["end", "End"],
    ]);
    const order = graph.nodes.map((node) => node.id);
    expect(graph.edges.map((edge) => [edge.from, edge.to])).toEqual(order.slice(1).map((id, at) => [order[at], id]));
  });
});

describe("buildDeckDiagram: concept map", () => {
  it("makes a concept per defined term and suggests the relations their definitions name", () => {
    const notes = [
      card("What is an ecosystem?", "A community of organisms and their physical environment"),
      card("What is a community?", "A group of populations living in the same area"),
      card("Population", "All the organisms of one species living in one area"),
      card("What is the process by which plants make food called?", "Photosynthesis"),
      card("Why do leaves fall in autumn?", "To save water in winter"),
      card("Define producer", "An organism that makes its own food by photosynthesis"),
    ];
    const { graph } = buildDeckDiagram({ kind: "concept_map", title: "Ecology", notes });
    valid(graph);
    expect(childrenLabels(graph, graph.root!)).toEqual(["Ecosystem", "Community", "Population", "Photosynthesis", "Producer"]);
    const label = (id: string) => graph.nodes.find((node) => node.id === id)!.label;
    const relations = graph.edges.filter((edge) => edge.kind === "relation");
    expect(relations.map((edge) => [label(edge.from), edge.label ?? null, label(edge.to)])).toEqual([
      ["Ecosystem", null, "Community"],
      ["Community", null, "Population"],
      ["Producer", "produces", "Photosynthesis"],
    ]);
    expect(relations.every((edge) => edge.suggested === true)).toBe(true);
    expect(graph.nodes.find((node) => node.label === "Photosynthesis")).toMatchObject({
      detail: "What is the process by which plants make food called?",
      note_ids: [notes[3]!.id],
    });
  });

  it("says why a deck without two term cards makes no concept map", () => {
    const notes = [
      card("Why do leaves fall in autumn?", "To save water in winter"),
      card("What is osmosis?", "Water moving across a membrane"),
    ];
    const error = nothingToDraw(() => buildDeckDiagram({ kind: "concept_map", title: "Few terms", notes }));
    expect(error.message).toMatch(/at least 2 term-and-definition cards .* this deck has one/);
  });
});
