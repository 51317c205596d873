import { beforeAll, describe, expect, it } from "vitest";
import { loadNlp } from "./load-nlp.ts";
import { renderUnit } from "../generation/offline/render.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

async function shown(paragraphs: string[]): Promise<string[]> {
  const analysis = await analyseForTest(documentOf(sectionsOf(paragraphs)));
  return analysis.facts.map((unit) => renderUnit(unit));
}

describe("a card reads alone: acronyms and short names spelled out", () => {
  it("spells out an acronym the text introduced elsewhere, once, and leaves a name built on it alone", async () => {
    expect(
      await shown([
        "The theory adds perceived behavioural control (PBC) to the earlier model of planned action.",
        "PBC is shaped by beliefs about the resources a person has, and PBC predicts effort.",
        "PBC 2 was proposed a decade later by the same group of psychologists.",
      ]),
    ).toEqual([
      "The theory adds perceived behavioural control (PBC) to the earlier model of planned action.",
      "Perceived behavioural control (PBC) is shaped by beliefs about the resources a person has, and PBC predicts effort.",
      "PBC 2 was proposed a decade later by the same group of psychologists.",
    ]);
  });

  it("writes 'the act' as the act the text last named, and rejects it when no name is near", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "In 1765 Parliament passed the Stamp Act to raise money in the colonies. The act angered merchants in every port.",
          "Farmers across the region planted more wheat after the long drought ended in the south.",
          "Many merchants refused to trade with British firms. Later the cycle repeated itself in other towns.",
        ]),
      ),
    );
    const angered = analysis.units.find((unit) => unit.text.startsWith("The act"))!;
    expect(renderUnit(angered)).toBe("The Stamp Act angered merchants in every port.");
    expect(analysis.units.find((unit) => unit.text.startsWith("Later"))?.flaw).toBeUndefined();
  });
});
