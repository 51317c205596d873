import { describe, expect, it } from "vitest";
import { cardFaces } from "./card-faces.ts";

describe("cardFaces", () => {
  it("shows a manual card as written", () => {
    expect(cardFaces({ type: "manual", front: "Mitochondria", back: "Powerhouse of the cell" })).toEqual({
      front: "Mitochondria",
      back: "Powerhouse of the cell",
    });
  });

  it("hides cloze deletions on the front and reveals them on the back", () => {
    const faces = cardFaces({ type: "clozedel", text: "{{c1::Paris}} is the capital of {{c2::France::country}}." });
    expect(faces).toEqual({ front: "[…] is the capital of [country].", back: "Paris is the capital of France." });
  });

  it("lists the options of a multiple-choice card and names the right one", () => {
    const faces = cardFaces({ type: "mcq", question: "2 + 2?", options: ["3", "4", "5", "22"], correctIndex: 1, explanation: "" });
    expect(faces.front).toBe("2 + 2?\nA. 3\nB. 4\nC. 5\nD. 22");
    expect(faces.back).toBe("B. 4");
  });

  it("answers true/false cards with the correction when there is one", () => {
    expect(cardFaces({ type: "truefalse", statement: "The sun is a planet.", isTrue: false, correction: "It is a star." }).back).toBe(
      "False\nIt is a star.",
    );
  });

  it("bullets a concept's facts", () => {
    expect(cardFaces({ type: "concept_fact_list", concept: "Osmosis", facts: ["Water moves", "Across a membrane"] }).back).toBe(
      "• Water moves\n• Across a membrane",
    );
  });
});
