import { describe, expect, it } from "vitest";
import { CLOZE_REQUIRED_MESSAGE, clozeProblem, nextClozeNumber, wrapClozeSelection } from "./cloze-edit.ts";

describe("clozeProblem", () => {
  it("accepts text with well-formed gaps, hints included", () => {
    expect(clozeProblem("{{c1::Paris}} is the capital of {{c2::France::country}}.")).toBeNull();
  });

  it("asks for a gap when there is none", () => {
    expect(clozeProblem("Paris is the capital of France.")).toBe(CLOZE_REQUIRED_MESSAGE);
  });

  it("points at braces that do not make a gap", () => {
    expect(clozeProblem("{{c1::Paris}} is the capital of {{c2::France")).toBe("A gap is not closed with }}; check “{{c2::France”.");
    expect(clozeProblem("The answer is {{c1::}}.")).toBe("A gap is empty; write its answer after the :: at “{{c1::}}.”.");
    expect(clozeProblem("The answer is {{Paris}}.")).toMatch(/check the braces/);
  });
});

describe("nextClozeNumber", () => {
  it("counts on from the highest gap", () => {
    expect(nextClozeNumber("no gaps")).toBe(1);
    expect(nextClozeNumber("{{c1::a}} {{c3::b}} {{c2::c}}")).toBe(4);
  });
});

describe("wrapClozeSelection", () => {
  it("wraps the selected words in the next gap and selects it", () => {
    const text = "Paris is the capital of France.";
    const edit = wrapClozeSelection(text, 0, 5);
    expect(edit.text).toBe("{{c1::Paris}} is the capital of France.");
    expect(edit.text.slice(edit.selectionStart, edit.selectionEnd)).toBe("{{c1::Paris}}");
  });

  it("leaves the spaces around a selection outside the gap", () => {
    const edit = wrapClozeSelection("{{c1::Paris}} is the capital of France.", 31, 39);
    expect(edit.text).toBe("{{c1::Paris}} is the capital of {{c2::France.}}");
    expect(wrapClozeSelection("a  word  b", 1, 8).text).toBe("a  {{c1::word}}  b");
  });

  it("inserts an empty gap at the caret when nothing is selected", () => {
    const edit = wrapClozeSelection("The answer is .", 14, 14);
    expect(edit.text).toBe("The answer is {{c1::}}.");
    expect(edit.selectionStart).toBe(20);
    expect(edit.selectionEnd).toBe(20);
  });
});
