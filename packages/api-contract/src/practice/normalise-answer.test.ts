import { describe, expect, it } from "vitest";
import { normaliseAnswer } from "./normalise-answer.ts";

describe("normaliseAnswer", () => {
  it("folds case, width (NFKC), accents, whitespace and punctuation", () => {
    expect(normaliseAnswer("  Café   AU  Lait! ")).toBe("cafe au lait");
    expect(normaliseAnswer("ＡＢＣ")).toBe("abc");
    expect(normaliseAnswer("well-known")).toBe(normaliseAnswer("well known"));
    expect(normaliseAnswer("“Hamlet”.")).toBe("hamlet");
    expect(normaliseAnswer("Éire", { keepAccents: true })).toBe("éire");
  });

  it("drops a leading article, but not one standing alone or the start of a word", () => {
    expect(normaliseAnswer("The Mitochondrion")).toBe("mitochondrion");
    expect(normaliseAnswer("an apple")).toBe("apple");
    expect(normaliseAnswer("L'Étranger")).toBe("etranger");
    expect(normaliseAnswer("Theory")).toBe("theory");
    expect(normaliseAnswer("A")).toBe("a");
    expect(normaliseAnswer("London")).toBe("london");
  });

  it("keeps what makes numbers and amounts differ", () => {
    expect(normaliseAnswer("3.5")).not.toBe(normaliseAnswer("35"));
    expect(normaliseAnswer("1,000")).toBe(normaliseAnswer("1000"));
    expect(normaliseAnswer("12 %")).toBe(normaliseAnswer("12%"));
    expect(normaliseAnswer("12%")).not.toBe(normaliseAnswer("12"));
    expect(normaliseAnswer("£3")).not.toBe(normaliseAnswer("3"));
  });
});
