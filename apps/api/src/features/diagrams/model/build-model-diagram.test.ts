import { ZDiagramGraphSchema, type TDiagramGraph, type TOutline, type TSourceSection } from "@mnemo/api-contract";
import { diagramTree } from "@mnemo/diagrams";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import {
  rejectJsonSchemaReply,
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type FakeReply,
} from "../../../testing/fake-openai-server.ts";
import { sectionsIn } from "../../generation/testing/llm-test-support.ts";
import { buildModelDiagram, type TModelDiagramInput } from "./build-model-diagram.ts";
import { createDiagramModel, type TDiagramModelOptions } from "./diagram-model.ts";

const API_KEY = "sk-test-diagrams";
let server: FakeOpenAiServer;
beforeEach(async () => {
  server = await startFakeOpenAiServer({ apiKey: API_KEY });
});
afterEach(() => server.close());

function model(overrides: Partial<TDiagramModelOptions> = {}) {
  return createDiagramModel({ baseURL: server.baseURL, apiKey: API_KEY, model: "fake-model", retryBaseDelayMs: 1, ...overrides });
}

const EMPTY_OUTLINE: TOutline = {
  analyser: "offline@1",
  sections: [],
  terms: [],
  left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
};

/** A textbook page on the cell and one on cell division. */
const CELL: TSourceSection[] = [
  {
    index: 0,
    page: 1,
    heading: "The cell",
    text: "The cell is the basic unit of life. Every cell is surrounded by a cell membrane that controls what enters and leaves.\n\nThe nucleus holds the genetic material of the cell. Mitochondria release energy from glucose by cellular respiration.",
  },
  {
    index: 1,
    page: 2,
    heading: "Cell division",
    text: "Mitosis is a type of cell division that produces two identical daughter cells. Meiosis produces four sex cells, each with half the number of chromosomes.",
  },
];
const CELL_OUTLINE: TOutline = {
  ...EMPTY_OUTLINE,
  sections: [
    { title: "The cell", level: 1, sectionIndexes: [0], points: [] },
    { title: "Cell division", level: 1, sectionIndexes: [1], points: [] },
  ],
};

function input(kind: TModelDiagramInput["kind"], sections = CELL, outline = CELL_OUTLINE): TModelDiagramInput {
  return { kind, title: "Biology: the cell", outline, sections, signal: new AbortController().signal };
}

const answer = (value: object): FakeReply => ({ content: JSON.stringify(value) });
const topic = (id: string, parent: string | null, label: string, quote: string) => ({ id, parent, label, quote });

/** Valid, and every span is exactly the source's text at its offsets. */
function expectCited(graph: TDiagramGraph, sections: TSourceSection[]) {
  const result = ZDiagramGraphSchema.safeParse(graph);
  expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([]);
  for (const span of graph.nodes.flatMap((node) => node.sources)) {
    expect(sections[span.sectionIndex]!.text.slice(span.start, span.end)).toBe(span.quote);
  }
}

async function failure(promise: Promise<unknown>, code: string): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  return error as AppError;
}

describe("buildModelDiagram", () => {
  it("draws a mind map whose nodes cite the source, marks an invented topic that holds others, and drops an invented leaf", async () => {
    server.setHandler(() =>
      answer({
        topics: [
          topic("t1", null, "The cell", "The cell is the basic unit of life."),
          // The model "tidied" the spacing and case: still found.
          topic("t2", "t1", "Cell membrane", "every cell is surrounded by a  cell membrane"),
          topic("t3", null, "Organelles", "Cells contain many organelles."),
          topic("t4", "t3", "Nucleus", "The nucleus holds the genetic material of the cell."),
          topic("t5", "t3", "Ribosomes", "Ribosomes build proteins from amino acids."),
          topic("t6", null, "Cell division", "Mitosis is a type of cell division that produces two identical daughter cells."),
        ],
      }),
    );
    const { graph, parts } = await buildModelDiagram(input("mind_map"), model());
    expect(parts).toEqual([]);
    expectCited(graph, CELL);
    expect(graph).toMatchObject({ kind: "mind_map", generator: "model:fake-model", title: "Biology: the cell" });
    const tree = diagramTree(graph);
    const labels = (id: string) => (tree.children.get(id) ?? []).map((child) => tree.byId.get(child)!.label);
    expect(labels(graph.root!)).toEqual(["The cell", "Organelles", "Cell division"]);
    const organelles = graph.nodes.find((node) => node.label === "Organelles")!;
    // Not in the source but the nucleus hangs from it: kept, added by the model; the invented ribosome leaf is gone.
    expect(organelles).toMatchObject({ origin: "model_only", sources: [] });
    expect(labels(organelles.id)).toEqual(["Nucleus"]);
    expect(graph.nodes.find((node) => node.label === "Cell membrane")).toMatchObject({
      origin: "model",
      sources: [{ sectionIndex: 0, quote: "Every cell is surrounded by a cell membrane" }],
    });
    // Structured output with the mind map's schema; the outline's headings go in as a hint.
    expect(server.requests[0]!.responseFormat).toMatchObject({ type: "json_schema", json_schema: { name: "mind_map" } });
    expect(JSON.stringify(server.requests[0]!.messages)).toContain(`The document's own headings here: \\"The cell\\", \\"Cell division\\"`);
  });

  it("asks again when the graph is invalid, then fails with a clear error", async () => {
    const broken = answer({ topics: [topic("t1", "t9", "The cell", "The cell is the basic unit of life.")] });
    server.setHandler(() =>
      server.requests.length === 1 ? broken : answer({ topics: [topic("t1", null, "The cell", "The cell is the basic unit of life.")] }),
    );
    const recovered = await buildModelDiagram(input("mind_map"), model());
    expect(server.requests).toHaveLength(2);
    expect(recovered.graph.nodes.map((node) => node.label)).toEqual(["Biology: the cell", "The cell"]);

    server.requests.length = 0;
    const loop = answer({
      topics: [topic("a", "b", "The cell", "The cell is the basic unit of life."), topic("b", "a", "Nucleus", "The nucleus holds")],
    });
    server.setHandler((request) => (request.responseFormat ? loop : { content: "not json" }));
    const error = await failure(buildModelDiagram(input("mind_map"), model()), "GENERATION_FAILED");
    expect(server.requests).toHaveLength(2);
    expect(error.userMessage).toBe(
      "The AI model (fake-model) could not draw this mind map: its answer was not a diagram, twice. Please try again in a few minutes, or choose the offline generator.",
    );
    expect(error.message).toMatch(/not a diagram 2 times \(last: the topics' parents make a loop/);
  });

  it("leaves out every invented event, and says so when nothing is left to put on the timeline", async () => {
    server.setHandler(() =>
      answer({
        events: [
          { date: "1665", label: "Hooke names the cell", quote: "In 1665 Robert Hooke saw cells in cork." },
          { date: "1839", label: "Cell theory", quote: "Schleiden and Schwann proposed the cell theory in 1839." },
        ],
      }),
    );
    const error = await failure(buildModelDiagram(input("timeline"), model()), "DIAGRAM_NOTHING_TO_DRAW");
    expect(error.message).toBe(
      "The AI model (fake-model) found nothing in this source that it could quote to put on a timeline. Try the offline generator or another kind of diagram.",
    );
  });

  it("draws a long source's timeline chunk by chunk, dates normalised and in order, BC before AD", async () => {
    const history: TSourceSection[] = [
      { index: 0, heading: "France", text: "Parisians stormed the Bastille on 14 July 1789. The 1790s were a decade of war." },
      { index: 1, heading: "Rome", text: "Julius Caesar was assassinated in 44 BC. The Western Roman Empire fell in AD 476." },
    ];
    server.setHandler((request) => {
      const [text] = sectionsIn(request);
      return answer({
        events: text!.startsWith("Parisians")
          ? [
              { date: "14 July 1789", label: "Storming of the Bastille", quote: "Parisians stormed the Bastille on 14 July 1789." },
              { date: "the 1790s", label: "A decade of war", quote: "The 1790s were a decade of war." },
              { date: "that summer", label: "Bastille falls", quote: "stormed the Bastille on 14 July 1789" },
              { date: "sometime", label: "No date anywhere", quote: "Parisians stormed the Bastille" },
            ]
          : [
              { date: "AD 476", label: "Fall of the Western Empire", quote: "The Western Roman Empire fell in AD 476." },
              { date: "44 BC", label: "Caesar assassinated", quote: "Julius Caesar was assassinated in 44 BC." },
            ],
      });
    });
    const progress: unknown[] = [];
    const { graph } = await buildModelDiagram(
      { ...input("timeline", history, EMPTY_OUTLINE), onProgress: (step) => progress.push(step) },
      model({ chunkChars: 90 }),
    );
    expect(server.requests).toHaveLength(2);
    expect(progress).toEqual([
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    expectCited(graph, history);
    expect(graph.nodes.map((node) => [node.date!.text, node.label])).toEqual([
      ["44 BC", "Caesar assassinated"],
      ["AD 476", "Fall of the Western Empire"],
      ["14 July 1789", "Storming of the Bastille"],
      // A date the app cannot read is read from the quote; an event dated nowhere is left out.
      ["14 July 1789", "Bastille falls"],
      ["the 1790s", "A decade of war"],
    ]);
    expect(graph.nodes[0]!.date).toMatchObject({ year: 44, era: "BC" });
    expect(graph.nodes[4]!.date).toMatchObject({ year: 1790, precision: "decade", end: { year: 1799 } });
    expect(graph.edges.every((edge) => edge.kind === "next")).toBe(true);
    expect(graph.edges).toHaveLength(4);
  });

  it("draws a flowchart with a decision's branches, and a concept map whose relations are suggestions", async () => {
    const clotting: TSourceSection[] = [
      {
        index: 0,
        text: "First, the damaged vessel narrows. Then platelets form a loose plug. If the wound is small, the plug seals it. Otherwise, fibrin threads trap red blood cells.",
      },
    ];
    server.setHandler(() =>
      answer({
        steps: [
          {
            id: "s1",
            shape: "start",
            label: "Vessel narrows",
            quote: "First, the damaged vessel narrows.",
            next: "s2",
            yes: null,
            no: null,
          },
          { id: "s2", shape: "step", label: "Platelet plug", quote: "Then platelets form a loose plug.", next: "s3", yes: null, no: null },
          { id: "s3", shape: "decision", label: "Wound small?", quote: "If the wound is small", next: null, yes: "s4", no: "s5" },
          { id: "s4", shape: "end", label: "Plug seals it", quote: "the plug seals it.", next: null, yes: null, no: null },
          {
            id: "s5",
            shape: "end",
            label: "Fibrin traps cells",
            quote: "fibrin threads trap red blood cells",
            next: null,
            yes: null,
            no: null,
          },
        ],
      }),
    );
    const flow = (await buildModelDiagram(input("flowchart", clotting, EMPTY_OUTLINE), model())).graph;
    expectCited(flow, clotting);
    const name = (id: string) => flow.nodes.find((node) => node.id === id)!.label;
    expect(flow.edges.map((edge) => [name(edge.from), edge.kind, name(edge.to)])).toEqual([
      ["Vessel narrows", "next", "Platelet plug"],
      ["Platelet plug", "next", "Wound small?"],
      ["Wound small?", "yes", "Plug seals it"],
      ["Wound small?", "no", "Fibrin traps cells"],
    ]);
    expect(flow.nodes.map((node) => node.shape)).toEqual(["start", "step", "decision", "end", "end"]);

    server.setHandler(() =>
      answer({
        concepts: [
          { id: "c1", label: "Mitosis", quote: "Mitosis is a type of cell division" },
          { id: "c2", label: "Cell division", quote: "cell division that produces two identical daughter cells" },
          { id: "c3", label: "Meiosis", quote: "Meiosis produces four sex cells" },
        ],
        relations: [
          { from: "c1", to: "c2", label: "is a type of" },
          { from: "c3", to: "c2", label: "is a kind of" },
        ],
      }),
    );
    const concepts = (await buildModelDiagram(input("concept_map"), model())).graph;
    expectCited(concepts, CELL);
    const relations = concepts.edges.filter((edge) => edge.kind === "relation");
    expect(relations.map((edge) => [edge.label, edge.suggested])).toEqual([
      ["is a type of", true],
      ["is a kind of", true],
    ]);
  });

  it("falls back to JSON mode when the server refuses json_schema, reading a fenced answer", async () => {
    server.setHandler((request) =>
      request.responseFormat?.type === "json_schema"
        ? rejectJsonSchemaReply
        : {
            content:
              '```json\n{"topics": [{"id": 1, "parent": null, "label": "Nucleus", "quote": "The nucleus holds the genetic material"}]}\n```',
          },
    );
    const { graph } = await buildModelDiagram(input("mind_map"), model());
    expect(server.requests.map((request) => request.responseFormat?.type)).toEqual(["json_schema", "json_object"]);
    expect(String(server.requests[1]!.messages.find((message) => message.role === "system")?.content)).toContain('"topics"');
    expect(graph.nodes.find((node) => node.label === "Nucleus")).toMatchObject({ origin: "model" });
  });
});
