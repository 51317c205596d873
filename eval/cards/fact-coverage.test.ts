import type { TOutline } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TCardDraft } from "../../apps/api/src/features/generation/types.ts";
import type { TCoverageRow } from "../outline/outline-grades.ts";
import { pointKey } from "../outline/outline-view.ts";
import { factCoverage } from "./fact-coverage.ts";

const span = (quote: string) => [{ sectionIndex: 0, start: 0, end: quote.length, quote }];
const point = (id: string, text: string) => ({ id, kind: "fact" as const, text, spans: span(text), examples: [] });
const outline: TOutline = {
  analyser: "test@1",
  sections: [
    {
      title: "Cells",
      level: 1,
      sectionIndexes: [0],
      points: [
        point("s1.p1", "Ribosomes build proteins."),
        point("s1.p2", "Mitochondria release energy."),
        point("s1.p3", "Cells divide."),
      ],
    },
  ],
  terms: [],
  left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
};
const keyOf = (index: number) => {
  const { text, spans } = outline.sections[0]!.points[index]!;
  return pointKey(text, spans);
};
const fact = (id: string, covered: TCoverageRow["covered"], pointIndex?: number): TCoverageRow => ({
  fact: id,
  covered,
  point: pointIndex === undefined ? "" : `s1.p${pointIndex + 1}`,
  pointKey: pointIndex === undefined ? "" : keyOf(pointIndex),
  section: "Cells",
  location: "p. 1",
  text: id,
});
const card = (id: string, pointIds: string[]): TCardDraft => ({
  content: { type: "qna", question: id, answer: id },
  source: { sectionIndex: 0, start: 0, end: 1, quote: "R" },
  outline: { section: { title: "Cells", index: 0 }, pointIds, strength: 0.8, ticked: true },
});

describe("facts covered by cards", () => {
  it("counts a fact when a U or E card is made from the point that states it, half when the point states it in part", () => {
    const { rows, rates } = factCoverage({
      outline,
      coverage: [fact("F1", "y", 0), fact("F2", "partial", 1), fact("F3", "y", 2), fact("F4", "n"), fact("F5", "")],
      cards: [card("a", ["s1.p1"]), card("b", ["s1.p2"]), card("c", ["s1.p3"])],
      cardId: (draft) => (draft.content.type === "qna" ? draft.content.question : ""),
      grades: new Map([
        ["a", { grade: "U" as const }],
        ["b", { grade: "E" as const }],
        ["c", { grade: "X" as const }],
      ]),
    });
    expect(rows.map((row) => [row.fact, row.covered])).toEqual([
      ["F1", "y"],
      ["F2", "partial"],
      ["F3", "n"],
      ["F4", "n"],
    ]);
    // F5 is not graded in the outline sheet: not counted.
    expect(rates).toEqual({ facts: 5, graded: 4, covered: 1.5, usable: 1, pending: 0 });
  });

  it("finds the point by its key and counts a fact whose cards are not graded yet as pending", () => {
    const { rows, rates } = factCoverage({
      outline,
      // The sheet's point id is stale (the outline was renumbered); its key still names s1.p2.
      coverage: [{ ...fact("F1", "y", 1), point: "s9.p9" }],
      cards: [card("b", ["s1.p1", "s1.p2"])],
      cardId: () => "b",
      grades: new Map(),
    });
    expect(rows[0]).toMatchObject({ covered: "?", point: "s1.p2", cards: "b" });
    expect(rates.pending).toBe(1);
  });
});
