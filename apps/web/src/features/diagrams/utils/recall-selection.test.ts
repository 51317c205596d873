import { ZDiagramGraphSchema, type TDiagramGraph, type TDiagramGraphInput } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { branchStarts, recallLevels, recallModes, recallPrompt, selectRecallNodes } from "./recall-selection.ts";

const graph = (input: Omit<TDiagramGraphInput, "schema_version" | "generator">): TDiagramGraph =>
  ZDiagramGraphSchema.parse({ schema_version: 1, generator: "hand", ...input });

// Biology: Cells (Organelles (Mitochondria, Ribosomes), Membrane), Genetics (DNA, Genes, Alleles).
const tree: [string, string, string | null][] = [
  ["r", "Biology", null],
  ["c", "Cells", "r"],
  ["o", "Organelles", "c"],
  ["m", "Mitochondria", "o"],
  ["b", "Ribosomes", "o"],
  ["w", "Membrane", "c"],
  ["g", "Genetics", "r"],
  ["d", "DNA", "g"],
  ["n", "Genes", "g"],
  ["a", "Alleles", "g"],
];
const biology = graph({
  kind: "mind_map",
  title: "Biology",
  root: "r",
  nodes: tree.map(([id, label]) => ({ id, label })),
  edges: tree.flatMap(([id, , parent]) => (parent ? [{ id: `e${id}`, from: parent, to: id, kind: "child" as const }] : [])),
});

describe("which labels hide and recall hides", () => {
  it("offers levels, branches and random nodes on a tree", () => {
    expect(recallModes(biology)).toEqual(["level", "branch", "random"]);
    expect(recallLevels(biology)).toEqual([1, 2, 3]);
    expect(branchStarts(biology).map((node) => node.id)).toEqual(["r", "c", "o", "g"]);
  });

  it("hides a level, or a branch below its node, in reading order (depth first), never the root", () => {
    expect(selectRecallNodes(biology, { mode: "level", level: 1 })).toEqual(["c", "g"]);
    expect(selectRecallNodes(biology, { mode: "level", level: 2 })).toEqual(["o", "w", "d", "n", "a"]);
    expect(selectRecallNodes(biology, { mode: "branch", nodeId: "c" })).toEqual(["o", "m", "b", "w"]);
    expect(selectRecallNodes(biology, { mode: "branch", nodeId: "r" })).toEqual(["c", "o", "m", "b", "w", "g", "d", "n", "a"]);
  });

  it("draws k random nodes: the same seed the same nodes, another seed others, asked in reading order", () => {
    const first = selectRecallNodes(biology, { mode: "random", count: 4, seed: 7 });
    expect(first).toHaveLength(4);
    expect(selectRecallNodes(biology, { mode: "random", count: 4, seed: 7 })).toEqual(first);
    const order = ["c", "o", "m", "b", "w", "g", "d", "n", "a"];
    expect([...first].sort((x, y) => order.indexOf(x) - order.indexOf(y))).toEqual(first);
    expect(first).not.toContain("r");
    const seeds = new Set(Array.from({ length: 10 }, (_, seed) => selectRecallNodes(biology, { mode: "random", count: 4, seed }).join()));
    expect(seeds.size).toBeGreaterThan(3);
    // More than there are: every node once.
    expect(selectRecallNodes(biology, { mode: "random", count: 50, seed: 1 })).toEqual(order);
  });

  it("asks each kind in its own terms, and a timeline by date", () => {
    expect(recallPrompt(biology, "m")).toBe("What is the hidden label under “Organelles”?");
    const events = graph({
      kind: "timeline",
      title: "Revolution",
      root: "t",
      nodes: [
        { id: "t", label: "Revolution" },
        { id: "late", label: "Napoleon seizes power", date: { year: 1799, era: "AD", precision: "year", text: "1799" } },
        { id: "early", label: "Storming of the Bastille", date: { year: 1789, era: "AD", precision: "year", text: "1789" } },
      ],
      edges: [],
    });
    expect(recallModes(events)).toEqual(["branch", "random"]);
    expect(selectRecallNodes(events, { mode: "random", count: 5, seed: 3 })).toEqual(["early", "late"]);
    expect(recallPrompt(events, "early")).toBe("What happened in 1789?");
    const steps = graph({
      kind: "flowchart",
      title: "Tea",
      nodes: [
        { id: "s", label: "Boil water", shape: "start" },
        { id: "q", label: "Is it green tea?", shape: "decision" },
        { id: "y", label: "Cool to 80 °C" },
      ],
      edges: [
        { id: "e1", from: "s", to: "q", kind: "next" },
        { id: "e2", from: "q", to: "y", kind: "yes" },
      ],
    });
    expect(recallPrompt(steps, "s")).toBe("What is the first step?");
    expect(recallPrompt(steps, "y")).toBe("What comes after “Is it green tea?”, if yes?");
    expect(selectRecallNodes(steps, { mode: "branch", nodeId: "s" })).toEqual(["q", "y"]);
  });
});
