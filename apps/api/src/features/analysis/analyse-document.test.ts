import { beforeAll, describe, expect, it } from "vitest";
import type { TAnalysis } from "./analyse-document.ts";
import { FRENCH_REVOLUTION, PHOTOSYNTHESIS, analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";

let analysis: TAnalysis;
const kindOf = (key: string) => analysis.salience.terms.get(key)?.kind;

beforeAll(async () => {
  analysis = await analyseForTest(documentOf(sectionsOf([PHOTOSYNTHESIS, FRENCH_REVOLUTION])));
}, 60_000);

describe("analyseDocument", () => {
  it("finds definitions, including the 'X, which is Y' aside, and none in plain statements", async () => {
    const questions = analysis.definitions.map((fact) => `${fact.question} ${fact.answer}`);
    expect(questions).toContain("What is the Calvin cycle? A series of reactions that fixes carbon dioxide into sugar");
    expect(questions).toContain("Who was Georges Danton? A leading figure of the early revolution");
    const aside = await analyseForTest(
      documentOf(
        sectionsOf([
          "Chlorophyll, which is a green pigment, absorbs red light. Leaves look green because of their chlorophyll. Photosynthesis is important for life.",
        ]),
      ),
    );
    expect(aside.definitions.map((fact) => [fact.question, fact.answer])).toEqual([["What is chlorophyll?", "A green pigment"]]);
  });

  it("turns dated sentences into 'when' questions about their main clause only", () => {
    const asked = analysis.dates.filter((fact) => fact.question).map((fact) => `${fact.question} ${fact.date.text}`);
    expect(asked).toEqual(
      expect.arrayContaining([
        "When did the French Revolution begin? 1789",
        "When did the National Assembly write the first French constitution? 1791",
        "When was King Louis XVI executed? 1793",
        "When did Napoleon Bonaparte crown himself Emperor of the French? 1804",
      ]),
    );
    // "born in Vienna and was executed ... in October 1793": the date is not about the birth.
    expect(asked.some((question) => question.includes("born"))).toBe(false);
  });

  it("finds inline and bulleted lists", () => {
    expect(analysis.lists.map((list) => [list.concept, list.items])).toEqual([
      ["The main products of photosynthesis", ["glucose", "oxygen", "water"]],
      [
        "Photosynthesis has two stages",
        ["The light-dependent reactions, which take place in the thylakoid membranes", "The Calvin cycle, which takes place in the stroma"],
      ],
    ]);
  });

  it("sorts terms into kinds that may stand in for each other", () => {
    expect(kindOf("1789")).toBe("date:year");
    expect(kindOf("14 july 1789")).toBe("date:full");
    expect(kindOf("maximilien robespierre")).toBe("person");
    expect(kindOf("vienna")).toBe("place");
    expect(kindOf("committee of public safety")).toBe("name");
    expect(kindOf("photosynthesis")).toBe("subject:sg");
    expect(kindOf("calvin cycle")).toBe("subject:sg");
  });

  it("reads an opening 'It' as the subject of the sentence before", () => {
    const unit = analysis.units.find((candidate) => candidate.text.startsWith("It takes place"));
    expect(unit?.antecedent).toBe("photosynthesis");
  });
});
