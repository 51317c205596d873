import { clozePromptText } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { studyClozeParts, studyClozeSpoken } from "./study-cloze.ts";

const TWO_GAPS = "{{c1::Paris}} is the capital of {{c2::France::country}}.";

describe("studyClozeParts", () => {
  it("hides only the gap of the card's own cloze number (ord 0 is c1)", () => {
    expect(studyClozeParts(TWO_GAPS, 0)).toEqual([
      { kind: "gap", answer: "Paris", hint: null },
      { kind: "text", text: " is the capital of France." },
    ]);
  });

  it("shows the other deletions as their answers (ord 1 is c2)", () => {
    expect(studyClozeParts(TWO_GAPS, 1)).toEqual([
      { kind: "text", text: "Paris is the capital of " },
      { kind: "gap", answer: "France", hint: "country" },
      { kind: "text", text: "." },
    ]);
  });

  it("reads like the contract's prompt text for the same number", () => {
    for (const ord of [0, 1]) {
      const spoken = studyClozeParts(TWO_GAPS, ord)
        .map((part) => (part.kind === "text" ? part.text : part.hint ? `[${part.hint}]` : "[…]"))
        .join("");
      expect(spoken).toBe(clozePromptText(TWO_GAPS, { number: ord + 1 }));
    }
  });

  it("keeps this card's gap hidden inside another card's deletion", () => {
    const nested = "{{c1::f(x) = {{c2::x²}}}} for all x";
    expect(studyClozeParts(nested, 1)).toEqual([
      { kind: "text", text: "f(x) = " },
      { kind: "gap", answer: "x²", hint: null },
      { kind: "text", text: " for all x" },
    ]);
    expect(studyClozeParts(nested, 0)).toEqual([
      { kind: "gap", answer: "f(x) = x²", hint: null },
      { kind: "text", text: " for all x" },
    ]);
  });

  it("hides every gap sharing the number", () => {
    const parts = studyClozeParts("{{c1::A}} and {{c1::B}}", 0);
    expect(parts.filter((part) => part.kind === "gap").map((part) => part.kind === "gap" && part.answer)).toEqual(["A", "B"]);
  });
});

describe("studyClozeSpoken", () => {
  it("reads gaps as blanks, then as answers", () => {
    const parts = studyClozeParts(TWO_GAPS, 1);
    expect(studyClozeSpoken(parts, { isRevealed: false })).toBe("Paris is the capital of (blank, hint: country).");
    expect(studyClozeSpoken(parts, { isRevealed: true })).toBe("Paris is the capital of France.");
  });
});
