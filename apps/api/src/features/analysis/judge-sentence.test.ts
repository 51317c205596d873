import { beforeAll, describe, expect, it } from "vitest";
import type { TSentenceFlaw } from "./analysis-types.ts";
import { loadNlp } from "./load-nlp.ts";
import { renderUnit } from "../generation/offline/render.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

/** Each sentence read as its own paragraph: what the judge says of it, and the text a card would show. */
async function judge(...sentences: string[]): Promise<{ flaw: TSentenceFlaw | "fact"; shown: string }[]> {
  const analysis = await analyseForTest(documentOf(sectionsOf(sentences)));
  return analysis.units.map((unit) => ({ flaw: unit.flaw ?? "fact", shown: unit.flaw ? "" : renderUnit(unit) }));
}

async function flawsOf(...sentences: string[]): Promise<(TSentenceFlaw | "fact")[]> {
  return (await judge(...sentences)).map((verdict) => verdict.flaw);
}

describe("judgeSentence: what is not a fact", () => {
  it("rejects instructions, asides to the reader, the author talking, exercises and course logistics", async () => {
    expect(
      await flawsOf(
        "Watch the clip on the course site to see the valves in motion.",
        "Create a new folder and copy the three files into it.",
        "Be careful to label every axis.",
        "You will need a calculator for the next part.",
        "We will look at two more cases of this kind.",
        "From my uncle I learned patience and a love of maps.",
        "Exercise 4: find the area of each triangle.",
        "The report must be at least 800 words long.",
        "Hand in the worksheet at the start of the lab session.",
        "How does the kidney control the volume of water in the blood?",
      ),
    ).toEqual([
      "instruction",
      "instruction",
      "instruction",
      "reader",
      "first_person",
      "first_person",
      "exercise",
      "logistics",
      "logistics",
      "question",
    ]);
  });

  it("rejects the text talking about itself and its figures", async () => {
    expect(
      await flawsOf(
        "This chapter explains how glaciers carve valleys over thousands of years.",
        "Figure 3 shows the main parts of a flowering plant.",
        "The causes of the war will be discussed in the next section.",
      ),
    ).toEqual(["self_reference", "caption", "self_reference"]);
  });

  it("rejects sentences that lean on another: pronouns, demonstratives, 'another', a study the sentence does not name", async () => {
    expect(
      await flawsOf(
        "These cells release a hormone into the blood.",
        "Such reactions need a catalyst to start quickly.",
        "A second type of rock forms from cooled magma.",
        "In both cases the pressure in the chamber rose sharply.",
        "The results of their study showed a strong link between sleep and memory.",
        "Participants were first-year nursing students at two hospitals.",
        "The total score is the sum of X and Y for each round.",
        "There are two possible outcomes:",
      ),
    ).toEqual(["dependent", "dependent", "dependent", "dependent", "dependent", "dependent", "dependent", "fragment"]);
  });

  it("rejects extraction debris: captions, panel labels, formulas, fused numbers, garbled text, URLs, a page break mid-sentence", async () => {
    expect(
      await flawsOf(
        "[Figure: The water cycle moves water between the sea, the air and the land.]",
        "(b) Body mass is regulated by the hypothalamus.",
        "The mean of the sample is x = 4.2 for this group of students.",
        "The chance of a match is roughly 1 250,000,000 for each ticket.",
        "% & % ' $ & ( ) % * + ' % & % ' & % + + %",
        "The full dataset is online at https://example.org/data for anyone to use.",
        "The committee approved the plan after a long debate about the",
      ),
    ).toEqual(["caption", "caption", "formula", "garbled", "garbled", "furniture", "fragment"]);
  });

  it("rejects a study's method details, front matter and the reference list", async () => {
    expect(
      await flawsOf(
        "Okafor interviewed 40 nurses about their night shifts in 2015.",
        "Lindqvist replicated a survey of farmers from three regions.",
        "Keywords: memory, sleep, adolescence",
        "Sleep helps the brain store new memories. References Adams, R. & Chen, L. (2004). Sleep and memory in adolescents. Journal of Sleep Research, 13(2), 101-109.",
      ),
    ).toEqual(["example", "example", "furniture", "fact", "furniture", "furniture", "furniture"]);
  });

  it("tells front matter labels from sentences that open with the same word", async () => {
    expect(
      await flawsOf(
        "Copyright 2019 Northfield Press.",
        "Received 12 March 2020.",
        "Keywords memory, sleep, adolescence",
        "Copyright protects original works of authorship for a limited time.",
        "Funding for public schools comes mostly from local property taxes.",
        "Published research is reviewed by experts before it appears in a journal.",
      ),
    ).toEqual(["furniture", "furniture", "furniture", "fact", "fact", "fact"]);
  });
});

describe("judgeSentence: facts, and what is cleaned off them", () => {
  it("accepts self-contained facts, glossary lines and facts about places and counts", async () => {
    expect(
      await judge(
        "Osmosis is the movement of water across a membrane from a dilute solution to a concentrated one.",
        "Axiom: a statement that is accepted as true without proof",
        "There are 206 bones in the adult human skeleton.",
        "The union of A and B is the set of points that are in A or in B.",
      ),
    ).toEqual([
      { flaw: "fact", shown: "Osmosis is the movement of water across a membrane from a dilute solution to a concentrated one." },
      { flaw: "fact", shown: "Axiom: a statement that is accepted as true without proof" },
      { flaw: "fact", shown: "There are 206 bones in the adult human skeleton." },
      { flaw: "fact", shown: "The union of A and B is the set of points that are in A or in B." },
    ]);
  });

  it("drops linking openers, citations, figure references, notation asides and dangling links, keeping the fact", async () => {
    expect(
      (
        await judge(
          "Therefore, the kidneys filter about 180 litres of blood plasma a day.",
          "In contrast, the liver stores glycogen for later use.",
          "Recall: A vector has both a size and a direction.",
          "Plants lose most of their water through the stomata (Hartley, 2009).",
          "The aorta carries blood away from the heart (Figure 2).",
          "The complement of a set, denoted Ac is the set of points not in it.",
          "Mendel however, studied inheritance in pea plants.",
        )
      ).map((verdict) => verdict.shown),
    ).toEqual([
      "The kidneys filter about 180 litres of blood plasma a day.",
      "The liver stores glycogen for later use.",
      "A vector has both a size and a direction.",
      "Plants lose most of their water through the stomata.",
      "The aorta carries blood away from the heart.",
      "",
      "Mendel studied inheritance in pea plants.",
    ]);
  });

  it("rejects a worked example and the sentences that stay on its subject, and spells out an opening pronoun", async () => {
    const analysis = await analyseForTest(
      documentOf(
        sectionsOf([
          "For example, a falling apple gains speed as it drops. The apple hits the ground after a second. Galileo studied how bodies fall. He measured the time balls took to roll down a slope.",
          "Tuesday, for example, is named after a Norse god of war.",
        ]),
      ),
    );
    const [apple, hits, galileo, measured, tuesday] = analysis.units;
    expect([apple?.flaw, hits?.flaw, tuesday?.flaw]).toEqual(["example", "example", "example"]);
    expect(galileo?.flaw).toBeUndefined();
    expect(renderUnit(measured!)).toBe("Galileo measured the time balls took to roll down a slope.");
  });

  it("splits a heading a scan ran into its paragraph from the sentence it opens", async () => {
    expect(
      (await judge("Early work on enzymes In 1926 James Sumner showed that urease is a protein.")).map((verdict) => verdict.shown),
    ).toEqual(["In 1926 James Sumner showed that urease is a protein."]);
  });

  it("drops a Title Case heading or a bare label a PDF ran into the sentence, pointer asides and numbered citations", async () => {
    expect(
      (
        await judge(
          "Osmotic Pressure The pressure needed to stop osmosis grows with the concentration of the solute.",
          "Definition Catalysts are substances which speed up reactions without being used up.",
          "Mitosis is usually faster than meiosis (covered next).",
          "Glaciers move faster in summer when meltwater reaches their bed (15).",
          "“Rivers carve valleys over thousands of years, and they carry the rock away.",
        )
      ).map((verdict) => verdict.shown),
    ).toEqual([
      "The pressure needed to stop osmosis grows with the concentration of the solute.",
      "Catalysts are substances which speed up reactions without being used up.",
      "Mitosis is usually faster than meiosis.",
      "Glaciers move faster in summer when meltwater reaches their bed.",
      "Rivers carve valleys over thousands of years, and they carry the rock away.",
    ]);
  });

  it("rejects variables from a worked example, vague predicates and a review talking about its literature", async () => {
    expect(
      await flawsOf(
        "The next estimate of θ depends on the current one.",
        "R and S depend only on their starting values.",
        "If k1 and k2 are both positive, the curve rises on each side.",
        "The prices of second-hand cars vary greatly.",
        "The yield of a harvest is affected by several factors.",
        "The model has been cited in hundreds of later surveys.",
        "Many other studies followed to test the model in hospitals.",
        "The theory is indeed a very popular model among planners.",
        "The loop on lines 3-4 runs until the counter reaches ten.",
      ),
    ).toEqual(["formula", "dependent", "dependent", "vague", "vague", "literature", "literature", "literature", "example"]);
  });

  it("rejects what leans on the sentence before: 'still', 'alternatively', a pronoun with nothing of its number before it", async () => {
    expect(
      await flawsOf(
        "Delta waves still dominate the record, but their amplitude drops.",
        "Alternatively, the farmer could leave the field fallow for a year.",
        "In one trial, they watered the seedlings twice a day.",
        "In the summer of 1969, the crew landed on the Moon.",
      ),
    ).toEqual(["dependent", "dependent", "dependent", "fact"]);
  });

  it("rejects orders after a comma or an adverb and after an if-clause", async () => {
    expect(
      await flawsOf(
        "Never store more chemicals than the cupboard can hold",
        "If the light turns red, press the reset button on the panel.",
        "Not enabled by default, see the manual for the switch",
      ),
    ).toEqual(["instruction", "instruction", "instruction"]);
  });

  it("asks a note without a full stop for a subject and its verb, and each part after a semicolon for a clause", async () => {
    expect(
      await flawsOf(
        "Rules that oblige farms to keep spraying records if they plan to sell abroad",
        "Coastal towns rely on tourism for most of their income",
        "Farmers lacked credit for new machines; decades for banks to lend to them",
        "Courts: where judges rule on the limits of protection",
        "Shares: stock, bonds, cash",
      ),
    ).toEqual(["fragment", "fact", "fragment", "fragment", "fragment"]);
  });

  it("rejects table rows, code, and what a slide says about itself; cleans a pointer to a table", async () => {
    expect(
      await judge(
        "Copper conducts well | Glass does not conduct",
        "ADD R2, R0, R1 adds the first two registers together",
        "In the examples shown on this slide, the result register comes first.",
        "Tides are discussed in more detail in the chapter on oceans.",
        "Most metals expand when they are heated (see table).",
      ),
    ).toEqual([
      { flaw: "fragment", shown: "" },
      { flaw: "formula", shown: "" },
      { flaw: "self_reference", shown: "" },
      { flaw: "self_reference", shown: "" },
      { flaw: "fact", shown: "Most metals expand when they are heated." },
    ]);
  });

  it("rejects an order whose object wink reads as a verb, a reported belief, a fused annotation and scholars at odds", async () => {
    expect(
      await flawsOf(
        "Generate questions before, during, and after each lecture.",
        "Folklore has it that cats can sense earthquakes before they happen.",
        "Migraine is a common cause of headaches in adults Comment: it often runs in families.",
        "Many scholars have criticized the theory for ignoring the role of culture.",
      ),
    ).toEqual(["instruction", "dependent", "garbled", "literature"]);
  });

  it("rejects credits, a line whose formula was lost, a slide line that starts mid-sentence; drops a dangling 'also'", async () => {
    expect(
      await judge(
        "The microscope images in this section are courtesy of the university imaging lab.",
        "/ is the share of the budget spent on each department in a year.",
        "must be renewed every five years by the licensing board",
        "Bacteria are also responsible for the souring of milk in warm weather.",
      ),
    ).toEqual([
      { flaw: "caption", shown: "" },
      { flaw: "garbled", shown: "" },
      { flaw: "fragment", shown: "" },
      { flaw: "fact", shown: "Bacteria are responsible for the souring of milk in warm weather." },
    ]);
  });
});
