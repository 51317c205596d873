import { describe, expect, it } from "vitest";
import { acceptedAnswers } from "./accepted-answers.ts";

describe("acceptedAnswers", () => {
  it("gives the card's answer first, then the alternatives written with a spaced slash or a semicolon", () => {
    expect(acceptedAnswers("colour / color")).toEqual(["colour / color", "colour", "color"]);
    expect(acceptedAnswers("Ribonucleic acid; RNA")).toEqual(["Ribonucleic acid; RNA", "Ribonucleic acid", "RNA"]);
  });

  it("keeps a slash without spaces whole: km/h, 1/2, and/or", () => {
    expect(acceptedAnswers("km/h")).toEqual(["km/h"]);
    expect(acceptedAnswers("1/2")).toEqual(["1/2"]);
    expect(acceptedAnswers("input/output")).toEqual(["input/output"]);
  });

  it("splits on commas only when every part is short and none holds a digit", () => {
    expect(acceptedAnswers("UK, Britain")).toEqual(["UK, Britain", "UK", "Britain"]);
    expect(acceptedAnswers("It converts light energy, water and carbon dioxide into glucose and oxygen")).toHaveLength(1);
    expect(acceptedAnswers("July 14, 1789")).toEqual(["July 14, 1789"]);
    expect(acceptedAnswers("1,000")).toEqual(["1,000"]);
  });

  it("reads 'A (B)' as A, and B too only when one abbreviates the other", () => {
    expect(acceptedAnswers("DNA (deoxyribonucleic acid)")).toEqual(["DNA (deoxyribonucleic acid)", "DNA", "deoxyribonucleic acid"]);
    expect(acceptedAnswers("United Nations (UN)")).toEqual(["United Nations (UN)", "United Nations", "UN"]);
    expect(acceptedAnswers("Paris (France)")).toEqual(["Paris (France)", "Paris"]);
  });

  it("drops a part's trailing full stop, duplicates and empty parts", () => {
    expect(acceptedAnswers("Paris. / Lutetia.")).toEqual(["Paris. / Lutetia.", "Paris", "Lutetia"]);
    expect(acceptedAnswers("Paris; Paris;")).toEqual(["Paris; Paris;", "Paris"]);
    expect(acceptedAnswers("   ")).toEqual([]);
  });
});
