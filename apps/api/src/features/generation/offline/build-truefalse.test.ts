import { beforeAll, describe, expect, it } from "vitest";
import { extractText } from "../../reading/extract-text.ts";
import { shiftedNumber } from "./build-truefalse.ts";
import { createOfflineGenerator } from "./create-offline-generator.ts";
import { loadNlp } from "../../analysis/load-nlp.ts";

beforeAll(() => loadNlp(), 60_000);

const term = (kind: string, text: string) => ({ kind, text, start: 10, end: 10 + text.length });

describe("shiftedNumber", () => {
  it("moves a year by 5 to 20 years, never past 2000 into the future", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f", "g", "h"]) {
      const moved = Number(shiftedNumber(term("date:year", "1789"), seed)!.text);
      expect([1769, 1779, 1784, 1794, 1799, 1809]).toContain(moved);
      const recent = Number(shiftedNumber(term("date:year", "1995"), seed)!.text);
      expect(recent).not.toBe(1995);
      expect(recent).toBeLessThanOrEqual(2000);
    }
    expect(shiftedNumber(term("date:year", "1789"), "same")).toEqual(shiftedNumber(term("date:year", "1789"), "same"));
  });

  it("moves a count by one when small and by a step of its size when large, keeping it above zero", () => {
    for (const seed of ["a", "b", "c", "d", "e", "f"]) {
      expect([3, 5]).toContain(Number(shiftedNumber(term("number:chamber", "4"), seed)!.text));
      // "1 moon" -> "2 moon" breaks the grammar: one is never shifted.
      expect(shiftedNumber(term("number:moon", "1"), seed)).toBeUndefined();
      expect(shiftedNumber(term("number:moon", "2"), seed)!.text).toMatch(/^[13]$/);
      expect([50, 150, 200]).toContain(Number(shiftedNumber(term("number:degree", "100"), seed)!.text));
      expect([35, 40, 50, 55]).toContain(Number(shiftedNumber(term("number:bone", "45"), seed)!.text));
    }
  });

  it("leaves alone what it cannot shift safely: words, decimals, separators, percentages, money", () => {
    expect(shiftedNumber(term("number:chamber", "four"), "a")).toBeUndefined();
    expect(shiftedNumber(term("number:km", "299,792"), "a")).toBeUndefined();
    expect(shiftedNumber(term("number:metre", "1.5"), "a")).toBeUndefined();
    expect(shiftedNumber(term("number:percent", "40"), "a")).toBeUndefined();
    expect(shiftedNumber(term("number:money", "40"), "a")).toBeUndefined();
    expect(shiftedNumber(term("number:cell", "0"), "a")).toBeUndefined();
    expect(shiftedNumber(term("person", "1789"), "a")).toBeUndefined();
  });
});

describe("true/false statements from a short text", () => {
  it("never shifts a date that names a thing or a number glued to a letter", async () => {
    const text =
      "The 1862 act gave settlers land in the western territories of the country. " +
      "Many early games used 3d graphics to draw their worlds on simple machines. " +
      "The heart pumps blood through the body using four chambers.";
    const { cards } = await createOfflineGenerator().generate(await extractText({ text }), { types: ["truefalse"] });
    for (const card of cards) {
      if (card.content.type !== "truefalse" || card.content.isTrue) continue;
      expect(card.content.statement).not.toMatch(/\b(?!1862)\d{4} act\b/);
      expect(card.content.statement).not.toMatch(/\b(?!3d)\dd graphics\b/);
    }
  });

  it("never shifts the label of a questionnaire item into a false statement", async () => {
    const text =
      "6 find it easy to recover from errors encountered while using electronic mail. " +
      "7 find it cumbersome to use electronic mail for their daily work. " +
      "The heart pumps blood through the body using four chambers.";
    const { cards } = await createOfflineGenerator().generate(await extractText({ text }), { types: ["truefalse"] });
    for (const card of cards) {
      if (card.content.type !== "truefalse" || card.content.isTrue) continue;
      expect(card.content.statement).not.toMatch(/^(?!6 )\d+ find it easy/);
      expect(card.content.statement).not.toMatch(/^(?!7 )\d+ find it cumbersome/);
    }
  });

  it("makes a false statement from a text's only year, with the true one as its correction", async () => {
    const text =
      "The French Revolution began in 1789 with the storming of the Bastille. " +
      "Photosynthesis takes place in the chloroplasts of plant cells. " +
      "The heart pumps blood through the body using four chambers.";
    const { cards } = await createOfflineGenerator().generate(await extractText({ text }), { types: ["truefalse"] });
    const revolution = cards
      .map((card) => card.content)
      .find((content) => content.type === "truefalse" && content.statement.includes("Revolution"));
    expect(revolution).toMatchObject({
      isTrue: false,
      correction: "The French Revolution began in 1789 with the storming of the Bastille.",
    });
    expect(revolution?.type === "truefalse" && revolution.statement).toMatch(
      /^The French Revolution began in (17[6-9]\d|180\d) with the storming of the Bastille\.$/,
    );
    expect(revolution?.type === "truefalse" && revolution.statement).not.toContain("1789");
  });
});
