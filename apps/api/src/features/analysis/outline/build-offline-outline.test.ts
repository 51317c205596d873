import { ZOutlineSchema, type TOutline } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TExtractedDocument, TSection } from "../../reading/document.ts";
import { analyseForTest, documentOf, sectionsOf } from "../../generation/testing/test-texts.ts";
import { extractText } from "../../reading/extract-text.ts";
import { buildOfflineOutline } from "./build-offline-outline.ts";
import { OFFLINE_OUTLINE_ANALYSER } from "./offline-outline-version.ts";

async function outlineOf(document: TExtractedDocument): Promise<TOutline> {
  return buildOfflineOutline(document, await analyseForTest(document));
}

const slides = (entries: [string | undefined, string][]): TSection[] =>
  entries.map(([heading, text], index) => ({ index, slide: index + 1, part: "body", ...(heading ? { heading } : {}), text }));
const FIRST_LINES = {
  Markets: "A market is a place where buyers and sellers exchange goods.",
  Capital: "Capital is wealth used to produce further goods.",
  Labour: "Labour is the human effort that goes into production.",
  Land: "Land includes every natural resource used in production.",
  Prices: "A price is the amount of money paid for one unit of a good.",
};
const titles = (outline: TOutline) => outline.sections.map((section) => [section.title, section.level]);
const pointTexts = (outline: TOutline) => outline.sections.flatMap((section) => section.points.map((point) => point.text));

describe("buildOfflineOutline: sections", () => {
  it("takes Word headings as sections", async () => {
    const outline = await outlineOf(
      documentOf([
        { index: 0, heading: "Cells", text: "A cell is the smallest unit of life that can replicate on its own." },
        { index: 1, heading: "Organelles", text: "Mitochondria are the organelles that release energy from glucose." },
      ]),
    );
    expect(titles(outline)).toEqual([
      ["Cells", 1],
      ["Organelles", 1],
    ]);
    expect(outline.sections[1]!.sectionIndexes).toEqual([1]);
  });

  it("takes slide titles as sections and continues a title repeated on the next slide", async () => {
    const document = documentOf(
      slides([
        ["Markets", "Markets\n\nA market is a place where buyers and sellers exchange goods."],
        ["Markets (cont.)", "Prices in a market are set by supply and demand."],
        ["Capital", "Capital is wealth used to produce further goods."],
      ]),
      "pptx",
    );
    const outline = await outlineOf(document);
    expect(titles(outline)).toEqual([
      ["Markets", 1],
      ["Capital", 1],
    ]);
    expect(outline.sections[0]!.sectionIndexes).toEqual([0, 1]);
  });

  it("finds PDF headings by numbering, with their depth as level", async () => {
    const text = [
      "1 Introduction",
      "Statistics is the science of learning from data collected in studies.",
      "1.1 Samples",
      "A sample is a subset of a population chosen for a study.",
    ].join("\n\n");
    const outline = await outlineOf(documentOf([{ index: 0, page: 1, text }], "pdf"));
    expect(titles(outline)).toEqual([
      ["1 Introduction", 1],
      ["1.1 Samples", 2],
    ]);
  });

  it("takes a deck page's title from its first line after the running footer the PDF drew first", async () => {
    const topics = ["Electricity markets", "Market clearing", "Social welfare", "Uniform pricing", "Balancing markets"];
    const pages = topics.map((topic, at) => ({
      index: at,
      page: at + 1,
      text: `26 June 2015DTU Wind, Technical University of Denmark${at + 1} Jalal Kazempour\n\n${topic}\n\nEach producer offers energy at its marginal cost number ${at + 1}.`,
    }));
    const outline = await outlineOf(documentOf(pages, "pdf"));
    expect(outline.sections.map((section) => section.title)).toEqual(topics);
    expect(JSON.stringify(outline.sections)).not.toContain("Kazempour");
  });

  it("reads a slide deck printed to PDF by each page's first line, dropping the doubled beamer title", async () => {
    // Titles that differ only by a number would read as a running footer ("Page 3 of 5"): these name their topics.
    const topics = ["AGENTS", "SENSORS", "ACTUATORS", "ENVIRONMENTS", "RATIONALITY"];
    const pages = topics.map((topic, at) => ({
      index: at,
      page: at + 1,
      text: `${topic}${topic}\n\nThe agent perceives its environment through sensors number ${at + 1}.`,
    }));
    const outline = await outlineOf(documentOf(pages, "pdf"));
    expect(outline.sections.map((section) => section.title)).toEqual(topics);
  });

  it("takes Markdown headings in pasted text, with # as level", async () => {
    const text =
      "# Cells\n\nA cell is the smallest unit of life that can replicate.\n\n## Nucleus\n\nThe nucleus holds the genetic material of the cell.";
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(titles(outline)).toEqual([
      ["Cells", 1],
      ["Nucleus", 2],
    ]);
  });

  it("follows the heading levels extraction found, and guesses a heading under them one level deeper", async () => {
    const outline = await outlineOf(
      documentOf(
        [
          { index: 0, heading: "Cells", level: 1, text: "A cell is the smallest unit of life that can replicate on its own." },
          { index: 1, heading: "Organelles", level: 2, text: "Mitochondria are the organelles that release energy from glucose." },
          {
            index: 2,
            heading: "Membranes",
            level: 3,
            text: "The membrane controls what enters the cell.\n\nIon Channels\n\nChannels let charged ions pass through the membrane.",
          },
        ],
        "docx",
      ),
    );
    expect(titles(outline)).toEqual([
      ["Cells", 1],
      ["Organelles", 2],
      ["Membranes", 3],
      ["Ion Channels", 4],
    ]);
  });

  it("takes Markdown headings lifted out by extraction, with their levels", async () => {
    const text =
      "# Cells\n\nA cell is the smallest unit of life that can replicate.\n\n## Nucleus\n\nThe nucleus holds the genetic material of the cell.";
    const outline = await outlineOf(extractText({ text }));
    expect(titles(outline)).toEqual([
      ["Cells", 1],
      ["Nucleus", 2],
    ]);
    expect(pointTexts(outline)).toEqual([
      "A cell is the smallest unit of life that can replicate.",
      "The nucleus holds the genetic material of the cell.",
    ]);
  });

  it("reads a PDF deck's lifted titles as level-1 slide parts, never as sub-headings, and keeps each slide's first line", async () => {
    const pages: TSection[] = [
      { index: 0, page: 1, heading: "Introduction to Economics", level: 1, text: "Lecture 1, autumn term" },
      ...Object.entries(FIRST_LINES).flatMap(([title, line], at): TSection[] => [
        { index: 1 + at * 2, page: at + 2, heading: title, level: 2, text: line },
        // A box on the slide set larger than its lines: no heading of its own in the outline.
        {
          index: 2 + at * 2,
          page: at + 2,
          heading: "Key idea",
          level: 2,
          text: `Supply and demand shape ${title.toLowerCase()} over time.`,
        },
      ]),
    ];
    const outline = await outlineOf(documentOf(pages, "pdf"));
    expect(titles(outline)).toEqual(["Markets", "Capital", "Labour", "Land", "Prices"].map((title) => [title, 1]));
    expect(outline.sections[0]!.sectionIndexes).toEqual([1, 2]);
    const texts = pointTexts(outline);
    expect(texts).toContain(`Markets: ${FIRST_LINES.Markets}`);
    expect(texts).toContain("Supply and demand shape markets over time.");
    expect(texts.some((text) => text.includes("Key idea"))).toBe(false);
  });

  it("titles a PDF deck's page by its lifted heading even when a line comes before it, never by that line", async () => {
    const pages: TSection[] = Object.entries(FIRST_LINES).flatMap(([title, line], at): TSection[] => [
      { index: at * 2, page: at + 1, text: `Slide ${at + 1} of the economics course` },
      { index: at * 2 + 1, page: at + 1, heading: title, level: 1, text: line },
    ]);
    const outline = await outlineOf(documentOf(pages, "pdf"));
    expect(titles(outline)).toEqual(Object.keys(FIRST_LINES).map((title) => [title, 1]));
    expect(pointTexts(outline)).toContain(`Markets: ${FIRST_LINES.Markets}`);
  });

  it("cuts a document without headings into parts of a fixed size", async () => {
    const sentences = Array.from({ length: 40 }, (_, at) => `The river number ${at + 1} carries water from the hills to the sea.`);
    const outline = await outlineOf(documentOf(sectionsOf([sentences.join(" ")])));
    expect(outline.sections.length).toBeGreaterThan(1);
    expect(outline.sections.every((section) => section.title.startsWith("Part "))).toBe(true);
  });
});

describe("buildOfflineOutline: points", () => {
  it("keeps a list's lead-in with each item, and a slide line's title as its context", async () => {
    const outline = await outlineOf(
      documentOf(
        slides([
          [
            "Capital",
            "Conditions to call something a capital:\nLong life span (more than one year)\nUsed for producing something else from it",
          ],
          ["If the events are independent", "The probability that both occur is the product of their probabilities"],
        ]),
        "pptx",
      ),
    );
    const texts = pointTexts(outline);
    expect(texts).toContain("Conditions to call something a capital: Long life span (more than one year)");
    expect(texts).toContain("Conditions to call something a capital: Used for producing something else from it");
    expect(
      texts.some((text) => text === "If the events are independent: The probability that both occur is the product of their probabilities"),
    ).toBe(true);
  });

  it("attaches an example to the point it illustrates, never as a point", async () => {
    const text =
      "Opportunity cost is the value of the next best alternative given up when making a choice. For example, the cost of a year at college includes the wages not earned that year.";
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    const points = outline.sections.flatMap((section) => section.points);
    expect(points.map((point) => point.text)).toEqual([
      "Opportunity cost is the value of the next best alternative given up when making a choice.",
    ]);
    expect(points[0]!.kind).toBe("definition");
    expect(points[0]!.examples.map((example) => example.text)).toEqual([
      "For example, the cost of a year at college includes the wages not earned that year.",
    ]);
  });

  it("names kinds from simple cues", async () => {
    const text = [
      "Inflation rises because the central bank prints too much money.",
      "Unlike mitosis, meiosis produces four cells with half the chromosomes.",
      "There are three main types of rock in the crust of the earth.",
    ].join(" ");
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(outline.sections.flatMap((section) => section.points.map((point) => point.kind))).toEqual([
      "cause_effect",
      "comparison",
      "classification",
    ]);
  });

  it("leaves out instructions and counts them", async () => {
    const text = "Read chapter 4 before the next class. Photosynthesis makes glucose from carbon dioxide and water in the leaves.";
    const outline = await outlineOf(documentOf(sectionsOf([text])));
    expect(pointTexts(outline)).toEqual(["Photosynthesis makes glucose from carbon dioxide and water in the leaves."]);
    expect(Object.values(outline.left_out).reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
  });
});

describe("buildOfflineOutline: the schema", () => {
  it("answers an outline the contract accepts, every quote found at its offsets", async () => {
    const document = documentOf(
      slides([
        ["Markets", "A market is a place where buyers and sellers exchange goods.\nTypes of markets:\n- Perfect competition\n- Monopoly"],
        [undefined, "Prices are set by supply and demand. For example, rain raises the price of umbrellas."],
      ]),
      "pptx",
    );
    const outline = await outlineOf(document);
    expect(ZOutlineSchema.safeParse(outline).success).toBe(true);
    expect(outline.analyser).toBe(OFFLINE_OUTLINE_ANALYSER);
    const spans = outline.sections.flatMap((section) =>
      section.points.flatMap((point) => [...point.spans, ...point.examples.flatMap((example) => example.spans)]),
    );
    expect(spans.length).toBeGreaterThan(0);
    for (const span of spans) expect(document.sections[span.sectionIndex]!.text.slice(span.start, span.end)).toBe(span.quote);
    expect(outline.terms.map((term) => term.term.toLowerCase())).toContain("a market");
  });

  it("refuses an outline whose point has no span or an unknown kind", () => {
    const point = { id: "s1.p1", kind: "fact", text: "Water boils at 100 °C.", spans: [], examples: [] };
    const outline = {
      analyser: "offline@1",
      sections: [{ title: "Water", level: 1, sectionIndexes: [0], points: [point] }],
      terms: [],
      left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
    };
    expect(ZOutlineSchema.safeParse(outline).success).toBe(false);
    const span = { sectionIndex: 0, start: 0, end: 5, quote: "Water" };
    expect(
      ZOutlineSchema.safeParse({ ...outline, sections: [{ ...outline.sections[0], points: [{ ...point, spans: [span] }] }] }).success,
    ).toBe(true);
    expect(
      ZOutlineSchema.safeParse({
        ...outline,
        sections: [{ ...outline.sections[0], points: [{ ...point, kind: "example", spans: [span] }] }],
      }).success,
    ).toBe(false);
  });
});
