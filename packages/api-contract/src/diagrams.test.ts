import { describe, expect, it } from "vitest";
import { isDiagramNoteSource } from "./diagram-note.ts";
import { DIAGRAM_LABEL_MAX, type TDiagramDatePoint, type TDiagramGraphInput, ZDiagramGraphSchema, diagramDateSortKey } from "./diagrams.ts";

const node = (id: string, label = id) => ({ id, label });
const child = (from: string, to: string) => ({ id: `${from}-${to}`, from, to, kind: "child" as const });
const mindMap = (extra: Partial<TDiagramGraphInput> = {}): TDiagramGraphInput => ({
  schema_version: 1,
  kind: "mind_map",
  title: "The cell",
  generator: "hand",
  root: "r",
  nodes: [node("r", "The cell"), node("a", "Nucleus"), node("b", "Ribosome")],
  edges: [child("r", "a"), child("r", "b")],
  ...extra,
});
const problems = (graph: TDiagramGraphInput) => {
  const parsed = ZDiagramGraphSchema.safeParse(graph);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe("the diagram graph", () => {
  it("accepts a sound mind map and fills the defaults", () => {
    const parsed = ZDiagramGraphSchema.parse(mindMap());
    expect(parsed.nodes[1]).toMatchObject({ sources: [], note_ids: [], collapsed: false, origin: "hand" });
  });

  it("refuses duplicate ids, dangling edges and self loops", () => {
    expect(problems(mindMap({ nodes: [node("r"), node("a"), node("a"), node("b")] }))).toContain('Two nodes share the id "a".');
    expect(problems(mindMap({ edges: [child("r", "a"), child("r", "zz")] }))).toContain(
      'Connection "r-zz" joins a node that does not exist.',
    );
    expect(problems(mindMap({ edges: [child("r", "a"), child("r", "b"), { id: "x", from: "a", to: "a", kind: "relation" }] }))).toContain(
      'Connection "x" joins a node to itself.',
    );
  });

  it("requires a mind map to be one tree from its root", () => {
    expect(problems(mindMap({ root: undefined }))).toContain("A mind map needs a root node.");
    expect(problems(mindMap({ edges: [child("r", "a")] }))).toContain('Node "b" is not connected to the root.');
    expect(problems(mindMap({ edges: [child("r", "a"), child("r", "b"), child("a", "b")] }))).toContain('Node "b" has two parents.');
    expect(problems(mindMap({ edges: [child("a", "b"), child("b", "a")] }))).toEqual(
      expect.arrayContaining(['Node "a" is in a loop.', 'Node "b" is in a loop.']),
    );
    expect(problems(mindMap({ edges: [child("r", "a"), child("a", "b"), child("b", "r")] }))).toContain("The root cannot have a parent.");
  });

  it("limits labels and asks every timeline event for a date", () => {
    expect(problems(mindMap({ nodes: [node("r"), node("a", "x".repeat(DIAGRAM_LABEL_MAX + 1)), node("b")] }))).not.toEqual([]);
    const date = { year: 1789, era: "AD" as const, precision: "year" as const, text: "1789" };
    const timeline: TDiagramGraphInput = {
      schema_version: 1,
      kind: "timeline",
      title: "Revolutions",
      generator: "hand",
      nodes: [{ ...node("a", "Storming of the Bastille"), date }, node("b", "Napoleon crowned")],
      edges: [{ id: "e", from: "a", to: "b", kind: "next" }],
    };
    expect(problems(timeline)).toEqual(["1 timeline event has no date."]);
  });
});

describe("diagramDateSortKey", () => {
  const key = (date: Partial<TDiagramDatePoint> & Pick<TDiagramDatePoint, "year" | "era">) =>
    diagramDateSortKey({ precision: "year", ...date });

  it("puts BC before AD, and earlier BC years (larger numbers) first", () => {
    const sorted = [
      { year: 14, era: "AD" as const },
      { year: 44, era: "BC" as const },
      { year: 1, era: "AD" as const },
      { year: 753, era: "BC" as const },
      { year: 1, era: "BC" as const },
    ].sort((a, b) => key(a) - key(b));
    expect(sorted.map((date) => `${date.year} ${date.era}`)).toEqual(["753 BC", "44 BC", "1 BC", "1 AD", "14 AD"]);
  });

  it("orders months and days within a year, a bare year first", () => {
    expect(key({ year: 1789, era: "AD" })).toBeLessThan(key({ year: 1789, era: "AD", month: 7, day: 14 }));
    expect(key({ year: 1789, era: "AD", month: 7, day: 14 })).toBeLessThan(key({ year: 1789, era: "AD", month: 8 }));
    expect(key({ year: 1789, era: "AD", month: 12, day: 31 })).toBeLessThan(key({ year: 1790, era: "AD" }));
  });
});

describe("isDiagramNoteSource", () => {
  it("says a note's source carries a diagram's mark, without a schema", () => {
    expect(isDiagramNoteSource({ quote: "x", diagram: { fileKey: "k", nodeId: "n1", spans: [] } })).toBe(true);
    expect(isDiagramNoteSource({ quote: "x" })).toBe(false);
    expect(isDiagramNoteSource({ diagram: { fileKey: "", nodeId: "n1" } })).toBe(false);
    expect(isDiagramNoteSource({ diagram: "k" })).toBe(false);
    expect(isDiagramNoteSource(null)).toBe(false);
  });
});
