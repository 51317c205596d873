import { describe, expect, it } from "vitest";
import { groupCandidates, type TCardCandidate } from "./card-candidates.ts";

function candidate(id: string, section: [string, number], strength: number, rank: number): TCardCandidate {
  return {
    id,
    job_id: "job",
    section: { title: section[0], index: section[1] },
    strength,
    rank,
    ticked: strength >= 0.5,
    status: "pending",
    content: { type: "qna", question: `${id}?`, answer: id },
    source: { sectionIndex: 0, quote: id, start: 0, end: id.length },
    created_at: "",
    updated_at: "",
  };
}

describe("groupCandidates", () => {
  it("groups by outline section in outline order, strongest first, rank and then id breaking ties", () => {
    const sections = groupCandidates([
      candidate("b1", ["Cells", 2], 0.4, 5),
      candidate("a1", ["Plants", 0], 0.6, 3),
      candidate("b2", ["Cells", 2], 0.9, 0),
      candidate("a3", ["Plants", 0], 0.6, 1),
      candidate("a2", ["Plants", 0], 0.8, 2),
      candidate("b4", ["Cells", 2], 0.4, 5),
      candidate("b3", ["Cells", 2], 0.4, 5),
    ]);
    expect(sections.map((section) => [section.title, section.index])).toEqual([
      ["Plants", 0],
      ["Cells", 2],
    ]);
    expect(sections.map((section) => section.candidates.map((c) => c.id))).toEqual([
      ["a2", "a3", "a1"],
      ["b2", "b1", "b3", "b4"],
    ]);
  });

  it("gives no sections for no candidates", () => {
    expect(groupCandidates([])).toEqual([]);
  });
});
