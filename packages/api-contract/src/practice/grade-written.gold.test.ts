import { describe, expect, it } from "vitest";
import { gradeWritten } from "./grade-written.ts";
import { GRADE_WRITTEN_GOLD } from "./grade-written.gold.ts";

/** The bar: agree with at least 95% of the gold set, accept at most 2% of its wrong answers. */
const MIN_AGREEMENT = 0.95;
const MAX_FALSE_ACCEPTS = 0.02;

describe("gradeWritten on the gold set", () => {
  const graded = GRADE_WRITTEN_GOLD.map((item) => {
    const grade = gradeWritten(item.given, item.accepted, { strictAccents: item.strictAccents });
    return { item, grade, isRight: grade.correct };
  });
  const disagreements = graded.filter(({ item, isRight }) => isRight !== (item.verdict === "right"));
  const wrongOnes = graded.filter(({ item }) => item.verdict === "wrong");
  const falseAccepts = wrongOnes.filter(({ isRight }) => isRight);
  const agreement = 1 - disagreements.length / graded.length;
  const falseAcceptRate = falseAccepts.length / wrongOnes.length;

  it("is a set of at least 300 near misses with both verdicts in every kind of some size", () => {
    expect(GRADE_WRITTEN_GOLD.length).toBeGreaterThanOrEqual(300);
    expect(wrongOnes.length).toBeGreaterThan(100);
    expect(new Set(GRADE_WRITTEN_GOLD.map((item) => item.kind)).size).toBeGreaterThanOrEqual(15);
  });

  it(`agrees with at least ${MIN_AGREEMENT * 100}% and accepts at most ${MAX_FALSE_ACCEPTS * 100}% of the wrong answers`, () => {
    const lines = disagreements.map(({ item, grade }) => {
      const how = grade.correct ? `accepted (${grade.layer}, ${grade.matched})` : "refused";
      return `  [${item.kind}] ${JSON.stringify(item.given)} for ${JSON.stringify(item.answer)}${item.strictAccents ? " (strict accents)" : ""}: teacher ${item.verdict}, grader ${how}`;
    });
    console.log(
      [
        `Gold set: ${graded.length} answers (${wrongOnes.length} wrong); agreement ${(agreement * 100).toFixed(1)}%; ` +
          `false accepts ${falseAccepts.length}/${wrongOnes.length} = ${(falseAcceptRate * 100).toFixed(1)}%.`,
        `Disagreements (${disagreements.length}):`,
        ...lines,
      ].join("\n"),
    );
    expect(agreement).toBeGreaterThanOrEqual(MIN_AGREEMENT);
    expect(falseAcceptRate).toBeLessThanOrEqual(MAX_FALSE_ACCEPTS);
  });
});
