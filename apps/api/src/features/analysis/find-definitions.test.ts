import { beforeAll, describe, expect, it } from "vitest";
import { loadNlp } from "./load-nlp.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

describe("glossary lines", () => {
  it("ask in proper English: the line's capital dropped, an article only where the definition has one", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "Key Terms",
          "Floodplain: a flat area beside a river that is covered with water when the river floods",
          "Gentrification: the arrival of wealthier people in an older district, which raises rents",
          "Food desert: area where fresh food is hard to buy within walking distance",
          "Greenbelts: strips of open land kept around a city to limit its growth",
        ]),
      ),
    );
    expect(analysis.definitions.map((fact) => fact.question)).toEqual([
      "What is a floodplain?",
      "What is gentrification?",
      'What is meant by "food desert"?',
      "What are greenbelts?",
    ]);
  });

  it("are no definitions when the part after the colon is a list, a clause or too short", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf(["Shares: stock, bonds, cash", "Courts: where judges rule on the limits of protection", "Tides: a daily rhythm"]),
      ),
    );
    expect(analysis.definitions).toEqual([]);
  });

  it("asks about a note that drops its articles without dropping them in the question", async () => {
    const analysis = await analyseForTest(
      documentOf(sectionsOf(["Water cycle is continuous movement of water between the oceans, the air and the land"])),
    );
    expect(analysis.definitions.map((fact) => fact.question)).toEqual(['What is meant by "water cycle"?']);
  });

  it("asks 'What' about a thing named after a person, and finds no definition in a verdict, a task word or a label", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "Charles Darwin sailed on the Beagle. Darwin syndrome is a rare disorder of the inner ear that affects balance.",
          "Revision is a demanding task.",
          "Sketch: draw the curve by hand and label both axes.",
          "Premise 1 is the statement that every metal conducts heat.",
        ]),
      ),
    );
    expect(analysis.definitions.map((fact) => fact.question)).toEqual(["What is Darwin syndrome?"]);
  });

  it("takes a lone 'Title: subtitle' line in prose for no glossary", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "Rivers shape valleys over thousands of years as they carry rock and soil downstream.",
          "Field Notebooks: Easy reference for later trips",
          "Glaciers carve deep valleys with steep walls and flat floors as they move.",
        ]),
      ),
    );
    expect(analysis.definitions.filter((fact) => fact.link === ":")).toEqual([]);
  });

  it("reads a textbook's glossary after its references: lower-case terms, terms with 'of', never a sentence after the colon", async () => {
    const prose = Array.from(
      { length: 6 },
      (_, i) => `Markets in region ${i + 1} set prices through trade between many buyers and sellers.`,
    );
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          ...prose,
          "References",
          "Smith, Adam. The Wealth of Nations. London, 1776.",
          "Glossary",
          "rate of exchange: the price of one currency expressed in another currency",
          "market power: the ability of a firm to raise its price without losing all of its customers",
          "price floor: sellers must never charge less than a legal minimum price",
        ]),
      ),
    );
    expect(analysis.definitions.map((fact) => [fact.question, fact.subjectTerm?.text])).toEqual([
      ['What is meant by "rate of exchange"?', "rate of exchange"],
      ["What is market power?", "market power"],
    ]);
  });

  it("keeps a name's capital and gives it 'the'; a statement after the colon is no definition", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "Key Terms",
          "Hardy-Weinberg principle: the rule that allele frequencies stay constant in a large population without selection",
          "Lucid dream: people become aware that they are dreaming and can steer the dream",
          "Gene flow: the movement of alleles between populations when individuals migrate",
        ]),
      ),
    );
    expect(analysis.definitions.map((fact) => fact.question)).toEqual([
      "What is the Hardy-Weinberg principle?",
      'What is meant by "gene flow"?',
    ]);
  });

  it("finds no definition in a general noun with adjectives, nor with a task for a subject", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "The Roman economy was a massive and intricate system.",
          "Collecting taxes was a chief concern of every Roman governor.",
        ]),
      ),
    );
    expect(analysis.definitions).toEqual([]);
  });
});
