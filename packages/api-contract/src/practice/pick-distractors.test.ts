import { describe, expect, it } from "vitest";
import { normaliseAnswer } from "./normalise-answer.ts";
import { answerLength, distractorPool, isFillerOption, pickDistractors, type TAnswerCandidate } from "./pick-distractors.ts";
import { seededRandom } from "./seeded-random.ts";

const candidate = (text: string, groupId = "a", prompt = `Q for ${text}`): TAnswerCandidate => ({ text, groupId, prompt });
const pick = (key: string, candidates: TAnswerCandidate[], { seed = 1, groupId = "a", prompt = "The question?" } = {}) =>
  pickDistractors({ key, prompt, groupId, pool: distractorPool(candidates), random: seededRandom(seed) });

describe("pickDistractors", () => {
  it("takes answers of the key's class: years of one scale, amounts of one unit, people", () => {
    const mixed = [
      "1066",
      "1215",
      "1492",
      "1815",
      "44 BC",
      "476 AD",
      "Paris",
      "5 kg",
      "12 kg",
      "7 km",
      "3 kg",
      "Isaac Newton",
      "Marie Curie",
      "Ada Lovelace",
      "the 1990s",
    ].map((text) => candidate(text));
    expect(pick("1789", mixed).sort()).toEqual(
      ["1066", "1215", "1492", "1815"].filter((year) => pick("1789", mixed).includes(year)).sort(),
    );
    expect(pick("1789", mixed)).toHaveLength(3);
    for (const year of pick("1789", mixed)) expect(year).toMatch(/^\d{4}$/);
    expect(pick("9 kg", mixed).sort()).toEqual(["12 kg", "3 kg", "5 kg"]);
    expect(pick("Charles Darwin", mixed).sort()).toEqual(["Ada Lovelace", "Isaac Newton", "Marie Curie"]);
    expect(pick("300 BC", mixed)).toEqual(["44 BC"]);
    expect(pick("20 m/s", mixed)).toEqual([]);
  });

  it("never offers the key, an answer containing it, or an answer to the same prompt", () => {
    const candidates = [
      candidate("albert  einstein."),
      candidate("Dr Albert Einstein"),
      candidate("Max Planck", "a", "The question?"),
      candidate("Marie Curie"),
      candidate("Niels Bohr"),
    ];
    expect(pick("Albert Einstein", candidates).sort()).toEqual(["Marie Curie", "Niels Bohr"]);
  });

  it("never offers filler", () => {
    const candidates = ["All of the above", "None of these", "Both", "Neither", "Always false"].map((text) => candidate(text));
    expect(pick("Sometimes true", candidates)).toEqual(["Always false"]);
  });

  it("keeps lengths within a quarter of the key's, and relaxes to a third only when too few fit", () => {
    const key = "abcdefghijklmnopqrstuvwx"; // 24 letters: a quarter is 6, a third 8.
    const words = (length: number, letter: string) => letter.repeat(length);
    const near = [words(18, "b"), words(30, "c"), words(20, "d"), words(28, "e")];
    const far = [words(16, "f"), words(32, "g"), words(15, "h"), words(40, "i")];
    const strict = pick(
      key,
      [...near, ...far].map((text) => candidate(text)),
    );
    expect(strict).toHaveLength(3);
    for (const option of strict) expect(Math.abs(answerLength(option) - 24)).toBeLessThanOrEqual(6);
    const relaxed = pick(
      key,
      [near[0]!, ...far].map((text) => candidate(text)),
    );
    expect(relaxed[0]).toBe(near[0]);
    expect(relaxed.slice(1).sort()).toEqual([words(16, "f"), words(32, "g")].sort());
  });

  it("allows two characters either way for short keys", () => {
    expect(
      pick(
        "Au",
        ["Ag", "Fe", "Zn", "Cu"].map((text) => candidate(text)),
      ),
    ).toHaveLength(3);
    expect(pick("Au", [candidate("Iron")])).toEqual(["Iron"]);
    expect(pick("Au", [candidate("Mercury")])).toEqual([]);
  });

  it("never repeats an option after normalising, and prefers the key's deck", () => {
    const candidates = [
      candidate("Rome", "b"),
      candidate("ROME", "b"),
      candidate("Oslo", "b"),
      candidate("Bern", "a"),
      candidate("Kyiv", "a"),
    ];
    const chosen = pick("Riga", candidates, { groupId: "a" });
    expect(new Set(chosen.map((option) => normaliseAnswer(option))).size).toBe(chosen.length);
    expect(chosen.slice(0, 2).sort()).toEqual(["Bern", "Kyiv"]);
    expect(chosen).toHaveLength(3);
  });

  it("is deterministic by seed and varies with it", () => {
    const many = Array.from({ length: 40 }, (_, index) => candidate(`Term ${String(index).padStart(2, "0")}`));
    expect(pick("Term 99", many, { seed: 5 })).toEqual(pick("Term 99", many, { seed: 5 }));
    const seen = new Set(Array.from({ length: 10 }, (_, seed) => pick("Term 99", many, { seed }).join("|")));
    expect(seen.size).toBeGreaterThan(1);
  });
});

describe("isFillerOption", () => {
  it("knows the options that only point at others", () => {
    for (const filler of ["All of the above", "none of the above.", "Both", "Neither", "Both A and B", "all of these"])
      expect(isFillerOption(filler)).toBe(true);
    for (const real of ["Paris", "Allosaurus", "Both hands", "Neither here nor there"]) expect(isFillerOption(real)).toBe(false);
  });
});
