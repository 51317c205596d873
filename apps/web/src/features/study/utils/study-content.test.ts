import { describe, expect, it } from "vitest";
import { isCorrectPick, spokenCard, studyContent, studySource } from "./study-content.ts";

describe("studyContent", () => {
  it("accepts content in its type's shape and refuses the rest", () => {
    expect(studyContent({ type: "qna", content: { type: "qna", question: "Q", answer: "A" } })).toEqual({
      type: "qna",
      question: "Q",
      answer: "A",
    });
    expect(studyContent({ type: "qna", content: { type: "manual", front: "F", back: "B" } })).toBeNull();
    expect(studyContent({ type: "mcq", content: { type: "mcq", question: "Q", options: ["a", "b"], correctIndex: 0 } })).toBeNull();
    expect(studyContent({ type: "truefalse", content: { type: "truefalse", statement: "S", isTrue: false } })).toEqual({
      type: "truefalse",
      statement: "S",
      isTrue: false,
      correction: "",
    });
  });
});

describe("studySource", () => {
  it("keeps a source with a quote or file, and nothing else", () => {
    expect(studySource({ source: { fileName: "notes.pdf", page: 3, quote: "Cells divide." } })).toEqual({
      fileName: "notes.pdf",
      page: 3,
      quote: "Cells divide.",
    });
    expect(studySource({ source: null })).toBeNull();
    expect(studySource({ source: { page: 2 } })).toBeNull();
  });
});

describe("spokenCard and isCorrectPick", () => {
  const mcq = {
    type: "mcq" as const,
    question: "Largest planet?",
    options: ["Mars", "Jupiter", "Venus", "Earth"],
    correctIndex: 1,
    explanation: "",
  };
  it("reads the question side and the answer side", () => {
    expect(spokenCard(mcq, 0, "question")).toBe("Largest planet? A: Mars. B: Jupiter. C: Venus. D: Earth.");
    expect(spokenCard(mcq, 0, "answer")).toBe("B. Jupiter.");
    expect(spokenCard({ type: "clozedel", text: "{{c1::Paris}} is in {{c2::France}}" }, 1, "question")).toBe("Paris is in (blank)");
  });

  it("reads an imported note's HTML as its words, gaps still blank", () => {
    const cloze = { type: "clozedel" as const, text: "<b>{{c1::Paris}}</b> is in<br>{{c2::<i>France</i>::country}} &amp; Europe" };
    expect(spokenCard(cloze, 1, "question", "html")).toBe("Paris is in (blank, hint: country) & Europe");
    expect(spokenCard(cloze, 1, "answer", "html")).toBe("Paris is in France & Europe");
    const qna = { type: "qna" as const, question: '<div>Where?</div><img src="a.png" alt="a map">', answer: "x" };
    expect(spokenCard(qna, 0, "question", "html")).toBe("Where? a map");
    // Plain text keeps what looks like markup: it is what the learner wrote.
    expect(spokenCard({ ...qna, question: "Is <b> a tag?" }, 0, "question")).toBe("Is <b> a tag?");
  });

  it("judges picks: True is 0, False is 1", () => {
    expect(isCorrectPick(mcq, 1)).toBe(true);
    expect(isCorrectPick(mcq, 0)).toBe(false);
    expect(isCorrectPick({ type: "truefalse", statement: "S", isTrue: false, correction: "" }, 1)).toBe(true);
    expect(isCorrectPick({ type: "qna", question: "Q", answer: "A" }, 0)).toBeNull();
  });
});
