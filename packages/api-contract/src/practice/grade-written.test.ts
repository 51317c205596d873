import { describe, expect, it } from "vitest";
import { acceptedAnswers } from "./accepted-answers.ts";
import { allowedDistance, gradeWritten, osaDistance, spellingNote } from "./grade-written.ts";

const grade = (answer: string, given: string, strictAccents = false) => gradeWritten(given, acceptedAnswers(answer), { strictAccents });

describe("gradeWritten's layers", () => {
  it("names the layer that accepted and the answer it matched", () => {
    expect(grade("Photosynthesis", " Photosynthesis ")).toEqual({ correct: true, layer: "exact", matched: "Photosynthesis" });
    expect(grade("Photosynthesis", "photosynthesis.")).toEqual({ correct: true, layer: "normalised", matched: "Photosynthesis" });
    expect(grade("colour / color", "Color")).toEqual({ correct: true, layer: "alternative", matched: "color" });
    expect(grade("colour / color", "color")).toEqual({ correct: true, layer: "alternative", matched: "color" });
    expect(grade("Photosynthesis", "photosythesis")).toEqual({ correct: true, layer: "typo", matched: "Photosynthesis" });
    expect(grade("Photosynthesis", "respiration")).toEqual({ correct: false });
  });

  it("says 'check the spelling' only for the typo layer", () => {
    expect(spellingNote(grade("Mediterranean", "Mediteranean"))).toBe("accepted, check the spelling: Mediterranean");
    expect(spellingNote(grade("Mediterranean", "mediterranean"))).toBeNull();
    expect(spellingNote(grade("Mediterranean", "Atlantic"))).toBeNull();
  });

  it("refuses an empty answer, one of punctuation only, and any answer when nothing is accepted", () => {
    expect(grade("Paris", "").correct).toBe(false);
    expect(grade("Paris", "  \n ").correct).toBe(false);
    expect(grade("Paris", "?!...").correct).toBe(false);
    expect(gradeWritten("Paris", [], { strictAccents: false }).correct).toBe(false);
    // A card whose answer is itself punctuation is still answered exactly.
    expect(grade("?", "?")).toEqual({ correct: true, layer: "exact", matched: "?" });
  });

  it("scales the typo allowance with length: 0 up to 3 letters, 1 up to 7, 2 beyond", () => {
    expect([3, 4, 7, 8].map(allowedDistance)).toEqual([0, 1, 1, 2]);
    expect(grade("Dog", "Dgo").correct).toBe(false);
    expect(grade("Oslo", "Olso").correct).toBe(true);
    expect(grade("Chlorophyll", "Chlorophyl").correct).toBe(true);
    expect(grade("Mississippi", "Misisippi").correct).toBe(true);
    expect(grade("Mississippi", "Misisipi").correct).toBe(false);
  });

  it("never forgives a digit: numbers, dates and formulas are exact", () => {
    expect(grade("1914", "1915").correct).toBe(false);
    expect(grade("CO2", "CO3").correct).toBe(false);
    expect(grade("World War I", "World War II").correct).toBe(false);
    expect(grade("14 July 1789", "July 14, 1789")).toMatchObject({ correct: true, layer: "normalised" });
  });

  it("refuses slips that make another word", () => {
    for (const [answer, given] of [
      ["Iran", "Iraq"],
      ["Iceland", "Ireland"],
      ["Affect", "effect"],
      ["Slovakia", "Slovenia"],
      ["Austria", "Australia"],
      ["Hypertonic", "hypotonic"],
      ["Alkane", "alkene"],
      ["Mitochondria", "mitochondrion"],
      ["Later", "latter"],
    ]) {
      expect(grade(answer ?? "", given ?? "").correct, `${given} for ${answer}`).toBe(false);
    }
  });

  it("accepts a regular plural, a British or American spelling and a name written surname first", () => {
    expect(grade("Cell", "cells")).toMatchObject({ correct: true, layer: "typo" });
    expect(grade("Haemoglobin", "hemoglobin")).toMatchObject({ correct: true, layer: "typo" });
    expect(grade("Adam Smith", "Smith, Adam")).toMatchObject({ correct: true, layer: "normalised" });
    expect(grade("carbon dioxide", "dioxide carbon").correct).toBe(false);
  });

  it("with strict accents, counts accents, double letters and articles", () => {
    expect(grade("año", "ano", true).correct).toBe(false);
    expect(grade("año", "Año", true).correct).toBe(true);
    expect(grade("cappello", "capello", true).correct).toBe(false);
    expect(grade("der Hund", "die Hund", true).correct).toBe(false);
    expect(grade("año", "ano", false).correct).toBe(true);
  });

  it("keeps case in chemical symbols when the answer writes capitals", () => {
    expect(grade("CO", "Co").correct).toBe(false);
    expect(grade("CO", "co").correct).toBe(true);
    expect(grade("NaCl", "NaCL").correct).toBe(false);
  });
});

describe("osaDistance", () => {
  it("counts an adjacent swap as one edit and edits no substring twice", () => {
    expect(osaDistance("paris", "pairs")).toBe(1);
    expect(osaDistance("kitten", "sitting")).toBe(3);
    // Full Damerau-Levenshtein says 2 here; optimal string alignment says 3.
    expect(osaDistance("ca", "abc")).toBe(3);
    expect(osaDistance("", "abc")).toBe(3);
  });
});

describe("gradeWritten on hostile input", () => {
  it("grades a pasted wall of text quickly and refuses it", () => {
    const wall = "a".repeat(20_000);
    const started = performance.now();
    expect(gradeWritten(wall, acceptedAnswers(`${"a".repeat(19_999)}b`), { strictAccents: false }).correct).toBe(false);
    expect(gradeWritten(`${wall} ${wall}`, acceptedAnswers("Photosynthesis"), { strictAccents: false }).correct).toBe(false);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
