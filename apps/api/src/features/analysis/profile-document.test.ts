import { beforeAll, describe, expect, it } from "vitest";
import { loadNlp } from "./load-nlp.ts";
import { POEM_NOTICE } from "@mnemo/api-contract";
import { NOTICES, RESEARCH_NOTICE, profileDocument } from "./profile-document.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "../../lib/word-frequency.ts";
import { HOMEOSTASIS_LIKE } from "../generation/testing/test-texts.ts";

beforeAll(() => Promise.all([loadNlp(), loadWordFrequency()]), 60_000);

async function profile(paragraphs: string[]) {
  const analysis = await analyseForTest(documentOf(sectionsOf(paragraphs)));
  return profileDocument(analysis.units, analysis.facts);
}

/** Documents with little to learn, written for these tests in the shape of the real ones. */
describe("profileDocument", () => {
  it("calls an essay brief an assignment", async () => {
    const result = await profile([
      "Write an essay of at least 1000 words about a place that shaped you.",
      "Describe the place in detail and explain why it matters to you. Be honest and specific.",
      "What do you remember most about it? Who did you share it with?",
      "Submit the essay by Friday. Your grade depends on the depth of your reflection.",
    ]);
    expect(result).toMatchObject({ kind: "assignment", notice: NOTICES.assignment });
  });

  it("calls a lab sheet instructions, and a personal narrative a story", async () => {
    expect(
      await profile([
        "Open the spreadsheet and click the Data tab. Select the first column, then choose Sort.",
        "Type the names of five rivers into the next column. Save the file before you close it.",
        "Now add a second sheet and copy the totals into it. Check that every formula still works.",
      ]),
    ).toMatchObject({ kind: "instructions" });
    expect(
      await profile([
        "From my grandmother I learned patience and a love of gardens.",
        "My father taught me to read before I went to school, and we walked to the river every Sunday.",
        "I remember the smell of the bakery on our street and the songs my mother sang.",
      ]),
    ).toMatchObject({ kind: "story" });
  });

  it("leaves a study text alone", async () => {
    expect(await profile([HOMEOSTASIS_LIKE])).toEqual(expect.objectContaining({ kind: "study" }));
    expect((await profile([HOMEOSTASIS_LIKE])).notice).toBeUndefined();
  });

  it("calls an abstract and prose over a long reference list a research paper, and says so", async () => {
    const topics = [
      "wetlands",
      "rivers",
      "glaciers",
      "deserts",
      "forests",
      "coral reefs",
      "grasslands",
      "estuaries",
      "mangroves",
      "tundras",
      "lakes",
      "dunes",
    ];
    const verbs = [
      "store carbon in their soils",
      "shape the land over long periods",
      "support many kinds of birds",
      "change with the seasons of the year",
    ];
    const body = topics.flatMap((topic) =>
      verbs.map((verb, i) => `${topic.charAt(0).toUpperCase()}${topic.slice(1)} ${verb} in region ${i + 1} of the survey area.`),
    );
    const references = Array.from(
      { length: 30 },
      (_, i) =>
        `Author${String.fromCharCode(65 + (i % 26))}, B. (${1980 + i}). Field notes on landscape number ${i + 1}. Journal of Places, ${i + 2}(3), 10-20.`,
    );
    const abstract = "Abstract Landscapes of many kinds were surveyed across the region over ten years.";
    expect(await profile([abstract, ...body, "References", ...references])).toMatchObject({ kind: "research", notice: RESEARCH_NOTICE });
    // A textbook section ends with its references too, but opens with no abstract and its authors do not speak.
    expect(await profile([...body, "References", ...references])).toMatchObject({ kind: "study" });
  });
});

describe("profileDocument on a poem", () => {
  it("says a poem (by its shape) looks like one and offers 'Learn by heart', not 'few facts'", async () => {
    // Written for this test.
    const result = await profile([
      "The river keeps no calendar,\nIt only knows the rain,\nIt carries leaves from near and far\nAnd brings them back again.",
      "The heron waits upon the stone,\nThe willow bends to see,\nAnd every pebble, worn and known,\nGoes rolling to the sea.",
    ]);
    expect(result.kind).toBe("poem");
    expect(result.notice).toBe(POEM_NOTICE);
    expect(result.notice).toContain("Learn by heart");
  });

  it("does not call a study text set out in short lines a poem", async () => {
    const result = await profile([HOMEOSTASIS_LIKE.split(". ").join(".\n")]);
    expect(result.kind).not.toBe("poem");
  });
});

describe("profileDocument on a story told in the third person", () => {
  // Written for these tests: a fable with speech, and a history passage that quotes people.
  const FABLE = [
    "Once upon a time, a small grey fox lived under the roots of an old oak tree at the edge of the forest.",
    "Every morning the fox walked down to the river to drink. One morning she met a heron standing in the shallows.",
    "“Why do you stand so still?” asked the fox. “I am waiting for fish,” said the heron, without moving its head.",
    "The fox sat down on the bank and waited too. The sun rose higher and the water sparkled.",
    "“I am hungry,” sighed the fox after a long time. The heron laughed and caught a silver fish in its beak.",
    "“Patience fills the stomach,” the heron replied. The fox walked home slowly, thinking about what the heron had said.",
  ];
  const HISTORY = [
    "The Congress of Vienna met in 1814 and 1815 to redraw the map of Europe after the defeat of Napoleon.",
    "The Austrian minister Metternich led the talks, and the great powers agreed on a balance of power.",
    "“Italy is only a geographical expression,” Metternich said in 1847, dismissing calls for a united Italian state.",
    "The settlement restored many monarchs to their thrones, including the Bourbons in France and Spain.",
    "Prussia gained territory in the Rhineland, which later became the centre of German heavy industry.",
    "“We must keep the peace of Europe,” the Tsar replied when the powers met again at Aachen in 1818.",
    "The Concert of Europe, a system of regular meetings between the powers, kept a general peace until 1853.",
    "Liberal and national movements opposed the settlement, and revolutions broke out across the continent in 1830 and 1848.",
    "The Crimean War of 1853 to 1856 ended the cooperation between the great powers that the congress had begun.",
  ];

  const NEWS = [
    "The city council approved a budget of 48 million euros for new cycle lanes on Tuesday, after a debate of four hours.",
    "“This is the largest investment in cycling the city has ever made,” said the mayor, Anna Berg, after the vote.",
    "The plan adds 35 kilometres of protected lanes and 12 new bridges over the canal network by the end of the decade.",
    "Shop owners on the main street were divided. “We will lose 40 parking spaces,” said one baker, who asked not to be named.",
    "Traffic engineers said the lanes would cut car journeys in the centre by about 15 percent.",
    "Cycling groups welcomed the vote but said the first lanes should open within 2 years, not 6.",
    "The opposition asked for an independent review of the costs, which the council rejected by 27 votes to 18.",
    "Work on the first section, along the river, is due to begin in the spring.",
  ];

  it("says a fable is a story, whose cards come only from its factual passages", async () => {
    const result = await profile(FABLE);
    expect(result.kind).toBe("story");
    expect(result.notice).toBe(NOTICES.story);
    expect(result.notice).toContain("only from its factual passages");
  });

  it("does not call history or news that quote people a story", async () => {
    expect((await profile(HISTORY)).kind).not.toBe("story");
    expect((await profile(NEWS)).kind).not.toBe("story");
  });
});
