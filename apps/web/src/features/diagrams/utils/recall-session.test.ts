import { ZDiagramGraphSchema, type TDiagramGraph } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { answerRecall, currentItem, gradeRecall, nextRecall, recallSummary, startRecall } from "./recall-session.ts";
import {
  checkSkeleton,
  clearBox,
  placeWord,
  skeletonBoxName,
  skeletonView,
  startSkeleton,
  unplacedWords,
  wordIn,
} from "./recall-skeleton.ts";

const cells: TDiagramGraph = ZDiagramGraphSchema.parse({
  schema_version: 1,
  kind: "mind_map",
  title: "Cells",
  generator: "hand",
  root: "r",
  nodes: [
    { id: "r", label: "Organelles" },
    { id: "m", label: "Mitochondria" },
    { id: "d", label: "DNA (deoxyribonucleic acid)" },
    { id: "b", label: "Ribosomes" },
  ],
  edges: [
    { id: "e1", from: "r", to: "m", kind: "child" },
    { id: "e2", from: "r", to: "d", kind: "child" },
    { id: "e3", from: "r", to: "b", kind: "child" },
  ],
});

describe("grading a recalled label as a practice test's written answer", () => {
  it("forgives case and accents, takes a label's own alternatives and a small typo (with a note), and refuses another word", () => {
    expect(gradeRecall("mitochondria", "Mitochondria")).toEqual({ isCorrect: true, note: null });
    expect(gradeRecall("DNA", "DNA (deoxyribonucleic acid)").isCorrect).toBe(true);
    expect(gradeRecall("Mitochondira", "Mitochondria")).toMatchObject({ isCorrect: true, note: expect.stringContaining("spelling") });
    expect(gradeRecall("Ribosomes", "Mitochondria").isCorrect).toBe(false);
    expect(gradeRecall("  ", "Mitochondria").isCorrect).toBe(false);
  });
});

describe("a hide-and-recall session", () => {
  it("asks each node in turn, typed or rated; counts the missed (wrong, or Again) and shows answered labels again", () => {
    let session = startRecall(cells, ["m", "d", "b"]);
    expect(currentItem(session)).toMatchObject({ nodeId: "m", prompt: "What is the hidden label under “Organelles”?" });
    // Not answered yet: no moving on.
    expect(nextRecall(session)).toBe(session);
    session = nextRecall(answerRecall(session, { kind: "typed", given: "mitocondria" }));
    session = answerRecall(session, { kind: "typed", given: "RNA" });
    // A second answer to the same node changes nothing.
    expect(answerRecall(session, { kind: "typed", given: "DNA" })).toBe(session);
    session = nextRecall(session);
    session = nextRecall(answerRecall(session, { kind: "rated", rating: "again" }));
    expect(currentItem(session)).toBeNull();
    expect(recallSummary(session)).toMatchObject({ total: 3, answered: 3, recalled: 1, missed: ["d", "b"], isDone: true });
    expect([...recallSummary(session).revealed]).toEqual(["m", "d", "b"]);
  });

  it("takes Hard as recalled", () => {
    const session = answerRecall(startRecall(cells, ["m"]), { kind: "rated", rating: "hard" });
    expect(recallSummary(nextRecall(session))).toMatchObject({ recalled: 1, missed: [] });
  });
});

describe("the skeleton map", () => {
  it("puts bank words in boxes (moving a placed word), checks right, wrong and empty, and shows the map as filled", () => {
    let skeleton = startSkeleton(cells, ["m", "d", "b"], 5);
    expect(skeleton.bank.map((word) => word.label).sort()).toEqual(["DNA (deoxyribonucleic acid)", "Mitochondria", "Ribosomes"]);
    expect(startSkeleton(cells, ["m", "d", "b"], 5).bank).toEqual(skeleton.bank);
    const key = (label: string) => skeleton.bank.find((word) => word.label === label)!.key;
    skeleton = placeWord(skeleton, "m", key("Ribosomes"));
    skeleton = placeWord(skeleton, "b", key("Ribosomes"));
    expect(wordIn(skeleton, "m")).toBeUndefined();
    expect(wordIn(skeleton, "b")?.label).toBe("Ribosomes");
    skeleton = placeWord(skeleton, "d", key("Mitochondria"));
    expect(unplacedWords(skeleton).map((word) => word.label)).toEqual(["DNA (deoxyribonucleic acid)"]);
    const { marks, right } = checkSkeleton(skeleton);
    expect(Object.fromEntries(marks)).toEqual({ m: "empty", d: "wrong", b: "right" });
    expect(right).toBe(1);
    const view = skeletonView(cells, skeleton);
    expect([...view.masked]).toEqual(["m"]);
    expect(view.graph.nodes.find((node) => node.id === "d")!.label).toBe("Mitochondria");
    expect(checkSkeleton(clearBox(skeleton, "b")).right).toBe(0);
  });

  it("names a box by its place, never by a hidden label", () => {
    expect(skeletonBoxName(cells, startSkeleton(cells, ["m", "d"], 1), 1)).toBe("Box 2, under “Organelles”");
    expect(skeletonBoxName(cells, startSkeleton(cells, ["r", "m"], 1), 1)).toBe("Box 2, under box 1");
  });
});
