import { beforeAll, describe, expect, it } from "vitest";
import { loadNlp } from "./load-nlp.ts";
import { POEM_NOTICE } from "@mnemo/api-contract";
import { NOTICES, RESEARCH_NOTICE, profileDocument } from "./profile-document.ts";
import { analyseForTest, documentOf, sectionsOf } from "../generation/testing/test-texts.ts";
import { loadWordFrequency } from "./word-frequency.ts";
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
