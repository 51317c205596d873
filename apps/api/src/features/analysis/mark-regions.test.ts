import { beforeAll, describe, expect, it } from "vitest";
import { loadNlp } from "./load-nlp.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

/** The facts a document keeps once its regions are marked, as (part of) their text. */
async function factsOf(paragraphs: string[]): Promise<string[]> {
  const analysis = await analyseForTest(documentOf(sectionsOf(paragraphs)));
  return analysis.facts.map((unit) => unit.text);
}

/** Textbook pages written for these tests, in the shape of real ones. */
describe("markRegions", () => {
  it("drops the exercises at a chapter's end and their answers, and reads on after the glossary heading", async () => {
    const facts = await factsOf([
      "Glaciers",
      "A glacier is a mass of ice that moves slowly downhill under its own weight.",
      "End of Chapter Exercises",
      "Explain why glaciers move faster in summer than in winter.",
      "Answer:",
      "Meltwater at the base of the glacier reduces friction with the rock below.",
      "Glossary",
      "Moraine is the rock and soil that a glacier carries and leaves behind.",
    ]);
    expect(facts).toEqual([
      "A glacier is a mass of ice that moves slowly downhill under its own weight.",
      "Moraine is the rock and soil that a glacier carries and leaves behind.",
    ]);
  });

  it("drops a 'Link to Learning' box, suggested reading and endnotes up to the next heading", async () => {
    const facts = await factsOf([
      "Volcanoes form where magma reaches the surface of the crust.",
      "Link to Learning",
      "The geological survey website tracks every active volcano in the country.",
      "Notes",
      "1. Smith, Jane. Fire Mountains. Oxford: Clarendon Press, 2001.",
      "Plate Tectonics",
      "Earthquakes happen where two plates of the crust slide past each other.",
    ]);
    expect(facts).toEqual([
      "Volcanoes form where magma reaches the surface of the crust.",
      "Earthquakes happen where two plates of the crust slide past each other.",
    ]);
  });

  it("treats the rest of a paragraph after a figure label as its caption", async () => {
    const facts = await factsOf([
      "Volcanoes form where magma reaches the surface of the crust.",
      "Figure 4.\nAsh clouds from the eruption spread over three countries. Ash from volcanoes can damage aircraft engines.",
    ]);
    expect(facts).toEqual(["Volcanoes form where magma reaches the surface of the crust."]);
  });

  it("drops a section's learning objectives and a list of ideas the text sets out to refute", async () => {
    const facts = await factsOf([
      "By the end of this section, you will be able to:\n- Explain how tides are caused by the Moon\n- Describe the spring and neap tides",
      "Tides are caused mainly by the gravitational pull of the Moon on the oceans.",
      "Common misconceptions about tides:\n- The Sun has no effect on the tides at all\n- High tide happens at the same time every day",
    ]);
    expect(facts).toEqual(["Tides are caused mainly by the gravitational pull of the Moon on the oceans."]);
  });
});

describe("markRegions on slides", () => {
  it("drops a slide titled as a task or an example, and labelled premises", async () => {
    const slide = (text: string, heading: string, slideNumber: number) => ({ text, heading, slide: slideNumber, part: "body" as const });
    const analysis = await analyseForTest(
      documentOf(
        [
          slide("A sound argument has true premises and a valid form of reasoning", "Sound arguments", 1),
          slide("Rivers flow downhill to the sea after heavy rain in the hills", "Evaluate this argument", 2),
          slide("Premise 1: Every river in the valley floods in spring", "Sample argument", 3),
          slide("Glaciers melt faster when the air above them is warm all year", "Example", 4),
        ].map((section, index) => ({ ...section, index })),
        "pptx",
      ),
    );
    expect(analysis.facts.map((unit) => unit.text)).toEqual(["A sound argument has true premises and a valid form of reasoning"]);
  });
});
