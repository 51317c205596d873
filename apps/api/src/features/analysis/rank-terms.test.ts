import { beforeAll, describe, expect, it } from "vitest";
import { gappableTerms } from "./fact-score.ts";
import { loadNlp } from "./load-nlp.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

describe("the document's topic is never a gap", () => {
  it("reads the topic from the title and from the name the text keeps coming back to", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "Factors Affecting Crop Yields",
          "Crop yields depend on the amount of rain that falls during the growing season.",
          "Farmers raise crop yields by adding nitrogen fertiliser to poor soils.",
          "Crop yields fell sharply across the plains during the drought of 1934.",
        ]),
      ),
    );
    expect(analysis.salience.terms.get("crop yield")?.isTopic).toBe(true);
    for (const unit of analysis.facts) expect(gappableTerms(unit, analysis).map(({ term }) => term.key)).not.toContain("crop yield");
  });

  it("marks a phrase built on the topic's acronym as the topic too", async () => {
    const sentences = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? `The HBM model explains how people weigh the costs of care in study ${i + 1} of the review.`
        : `HBM predicts that perceived barriers reduce screening rates among group ${i} of the patients.`,
    );
    const analysis = await analyseForTest(documentOf(sectionsOf(sentences)));
    const topics = [...analysis.salience.terms.values()].filter((stats) => stats.isTopic).map((stats) => stats.text);
    expect(topics).toEqual(expect.arrayContaining(["HBM"]));
    for (const unit of analysis.facts)
      expect(gappableTerms(unit, analysis).map(({ term }) => term.text.toLowerCase())).not.toContain("hbm model");
  });

  it("never hides a label that numbers the page's parts", async () => {
    const analysis = await analyseForTest(
      documentOf(sectionsOf(["Premise 1 states that all swans are white. Premise 1 fails when a single black swan is seen."])),
    );
    for (const unit of analysis.facts) expect(gappableTerms(unit, analysis)).toEqual([]);
    expect(analysis.facts.length).toBeGreaterThan(0);
  });
});
