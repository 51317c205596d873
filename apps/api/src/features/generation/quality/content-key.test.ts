import { describe, expect, it } from "vitest";
import { contentKey, keySimilarity, normaliseText } from "./content-key.ts";

describe("contentKey", () => {
  it("normalises case, punctuation, accents and cloze markup", () => {
    expect(normaliseText("  The {{c1::Calvin cycle::a cycle}} — runs in the STROMA!  ")).toBe("the calvin cycle runs in the stroma");
    expect(normaliseText("Café, naïve")).toBe("cafe naive");
  });

  it("gives hand-written and generated question cards one family, other types their own", () => {
    const manual = contentKey({ type: "manual", front: "What is ATP?", back: "An energy carrier." });
    const qna = contentKey({ type: "qna", question: "What is ATP", answer: "an energy carrier" });
    expect(manual).toBe(qna);
    expect(qna).toBe("qa|what is atp an energy carrier");
    const cloze = contentKey({ type: "clozedel", text: "{{c1::ATP}} is an energy carrier." });
    const statement = contentKey({ type: "truefalse", statement: "ATP is an energy carrier.", isTrue: true, correction: "" });
    expect(cloze).toBe("clozedel|atp is an energy carrier");
    expect(keySimilarity(cloze, statement)).toBe(0);
  });

  it("keys an mcq on its question and right option, not the distractors", () => {
    const a = contentKey({
      type: "mcq",
      question: "When did it begin?",
      options: ["1789", "1790", "1791", "1792"],
      correctIndex: 0,
      explanation: "",
    });
    const b = contentKey({
      type: "mcq",
      question: "When did it begin?",
      options: ["1800", "1789", "1801", "1802"],
      correctIndex: 1,
      explanation: "x",
    });
    expect(a).toBe(b);
  });
});
