import type { TOutline } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { analyseForTest, documentOf } from "../../generation/testing/test-texts.ts";
import type { TExtractedDocument, TSection } from "../../reading/document.ts";
import { extractText } from "../../reading/extract-text.ts";
import { buildOfflineOutline } from "./build-offline-outline.ts";
import { isFormulaPiece } from "./heading-text.ts";

// Notes written for a docs site and a student's question-and-answer notes: the texts are made up.

async function outlineOf(document: TExtractedDocument): Promise<TOutline> {
  return buildOfflineOutline(document, await analyseForTest(document));
}
const pointTexts = (outline: TOutline) => outline.sections.flatMap((section) => section.points.map((point) => point.text));

const MDX_NOTES = `import VideoBox from "../components/video-box"
export const meta = { chapter: 4 }

# The Industrial Age

## Overview
<VideoBox src="https://example.org/watch/steam" />

## Questions
- What did the steam engine change in British mining?
  - It pumped water out of deep mines, so coal could be dug far below the water table.
  - Mines became deeper and coal output rose sharply after 1780.
- Explain the significance of each of the following people:
  - James Watt
    - added a separate condenser, which made the engine far more efficient.
  - Richard Arkwright
    - built the water frame and the first large cotton mills.
- What were the main ideas of these movements?
  - Chartism
    - working men demanded the vote and a secret ballot.
    - Economic:
      - wages should follow the price of <b>bread</b>
  - Luddism
    - the breaking of machines that took skilled work away.
- How did painters answer the age?
  - Painters:
    - Turner
    - Constable
    - Blake (poet): painted visions of angels
- Name the inventions below:
  - Spinning Jenny
  - Power Loom
`;

describe("buildOfflineOutline: notes for a docs site", () => {
  it("leaves out MDX import and export lines and component tags, and reads the answers under their questions", async () => {
    const outline = await outlineOf(extractText({ text: MDX_NOTES }));
    const points = pointTexts(outline);
    expect(points.some((point) => /import|export|VideoBox|<\//.test(point))).toBe(false);
    expect(points).toContain(
      "What did the steam engine change in British mining? It pumped water out of deep mines, so coal could be dug far below the water table.",
    );
    expect(points).toContain("James Watt: added a separate condenser, which made the engine far more efficient.");
    expect(points).toContain("Richard Arkwright: built the water frame and the first large cotton mills.");
    expect(points).toContain("Chartism: working men demanded the vote and a secret ballot.");
    expect(points).toContain("Chartism – Economic: wages should follow the price of bread");
    expect(points).toContain("Luddism: the breaking of machines that took skilled work away.");
    // Under a label, names listed one after another are its items, not a name and what it did.
    expect(points).toContain("Painters: Constable");
    expect(points.some((point) => point.startsWith("Turner:") || point.startsWith("Constable:"))).toBe(false);
    // A question or a task is no point, and names listed with nothing under them answer nothing.
    expect(points.some((point) => /^(?:Explain|Name)|Spinning Jenny|Power Loom$/.test(point))).toBe(false);
    expect(outline.left_out.furniture).toBeGreaterThanOrEqual(2);
  });

  it("keeps a 'Questions?' part that answers nothing out of the outline", async () => {
    const text =
      "## Markets\n\nA market is a place where buyers and sellers exchange goods.\n\n## Questions?\n\nThank you for listening to this talk today.";
    const points = pointTexts(await outlineOf(extractText({ text })));
    expect(points).toEqual(["A market is a place where buyers and sellers exchange goods."]);
  });
});

const EBOOK = `The Open Shelf eBook of The Lighthouse Keeper

This ebook is for the use of anyone anywhere at no cost. You may copy it, give it away or re-use it under the terms of the Open Shelf License.

Title: The Lighthouse Keeper

Author: Mara Quill

Release date: March 3, 2011 [eBook #9120]

Language: English

*** START OF THE PROJECT GUTENBERG EBOOK THE LIGHTHOUSE KEEPER ***

The keeper climbed the tower every evening to light the great lamp. Ships passing the reef steered by its beam through the winter storms.

*** END OF THE PROJECT GUTENBERG EBOOK THE LIGHTHOUSE KEEPER ***

Updated editions will replace the previous one. Redistribution is subject to the trademark licence, and the Foundation may charge a fee for copies.`;

const LAW_NOTES = `Under the law, copyright protects original works of authorship, such as books and songs, for a limited time. A Creative Commons licence lets an author keep copyright while allowing others to share the work.

This work is licensed under a Creative Commons Attribution 4.0 International License. All rights reserved by the Example Press.`;

describe("buildOfflineOutline: an e-book's wrapping and licence notices", () => {
  it("leaves out an e-book's header, its start and end markers and the licence after the end", async () => {
    const outline = await outlineOf(extractText({ text: EBOOK }));
    const points = pointTexts(outline);
    expect(
      points.some((point) => /Title:|Author:|Release date|Language:|\*\*\*|You may copy|Redistribution|Updated editions/.test(point)),
    ).toBe(false);
    expect(points.some((point) => point.includes("The keeper climbed the tower every evening"))).toBe(true);
    expect(outline.left_out.references).toBeGreaterThan(0);
  });

  it("leaves out a licence notice but keeps sentences about copyright law", async () => {
    const points = pointTexts(await outlineOf(extractText({ text: LAW_NOTES })));
    expect(points.some((point) => point.startsWith("Under the law, copyright protects original works"))).toBe(true);
    expect(points.some((point) => point.startsWith("A Creative Commons licence lets an author"))).toBe(true);
    expect(points.some((point) => /is licensed under|All rights reserved/.test(point))).toBe(false);
  });
});

describe("buildOfflineOutline: a PDF of notes with several headings a page", () => {
  const topics = ["Dust grains", "Molecular clouds", "Ionised gas", "Shock waves", "Star formation"];
  const sentence = (topic: string, n: number) =>
    `The gas in ${topic.toLowerCase()} cools to ${n * 10} kelvin when its density rises above ${n * 100} particles per cubic centimetre.`;
  // Five full pages, each with three numbered headings that extraction lifted out: notes, not a slide deck.
  const sections: TSection[] = topics.flatMap((topic, page) =>
    [1, 2, 3].map((sub) => ({
      index: page * 3 + sub - 1,
      page: page + 1,
      heading: `1.${page + 1}.${sub} ${topic} part ${sub}`,
      level: 3 as const,
      text: [1, 2, 3, 4].map((n) => sentence(`${topic} part ${sub}`, n)).join(" "),
    })),
  );

  it("keeps every heading of a page as its section, so a point keeps its own heading", async () => {
    const outline = await outlineOf(documentOf(sections, "pdf"));
    expect(outline.sections.map((section) => section.title)).toEqual(sections.map((section) => section.heading));
    const third = outline.sections.find((section) => section.title === "1.2.3 Molecular clouds part 3")!;
    expect(third.points[0]!.spans[0]!.sectionIndex).toBe(5);
  });

  it("reads a formula's piece that looks like a numbered heading, or a line of symbols, as no heading", async () => {
    const withPiece = sections.map((section) =>
      section.index === 7 ? { ...section, heading: "2 Mσ", level: 1 as const, text: `NC TC\n\n${section.text}` } : section,
    );
    const titles = (await outlineOf(documentOf(withPiece, "pdf"))).sections.map((section) => section.title);
    expect(titles).not.toContain("2 Mσ");
    expect(titles).not.toContain("NC TC");
    expect(titles).toContain("1.3.1 Ionised gas part 1");
    expect(isFormulaPiece("A + B → A∗ + B")).toBe(true);
    expect(isFormulaPiece("1.7 HII regions")).toBe(false);
  });
});

describe("buildOfflineOutline: slides whose titles extraction did not lift out", () => {
  // A deck drawn in plain text boxes: each slide's first line is its title, alone in its paragraph.
  const deck = (texts: string[]): TSection[] => texts.map((text, index) => ({ index, slide: index + 1, part: "body", text }));
  const DECK = deck([
    "Caching Basics\n\nA cache keeps copies of data close to where it is used.",
    "Memory Hierarchy\n\nRegisters are the fastest storage in a computer\nMain memory is slower than the cache",
    "Cache Levels\n\nLevel one caches sit inside each core\nLevel two caches are shared by a few cores",
    "Cache Levels Cont’d ...\n\nHot lines\nStay in the cache for a long time\nCold lines\nAre evicted first",
    "Protocols\n\nTCP\nConnection oriented\nReliable\nUDP\nConnectionless\nUnreliable",
    "Ports\n\nWell-known ports\nRanges from 0 to 1023\nRegistered ports\nRanges from 1024 to 49151",
  ]);

  it("takes each slide's first line as its title, continues a 'Cont’d' slide, and keeps the title on every line", async () => {
    const outline = await outlineOf(documentOf(DECK, "pptx"));
    expect(outline.sections.map((section) => section.title)).toEqual([
      "Caching Basics",
      "Memory Hierarchy",
      "Cache Levels",
      "Protocols",
      "Ports",
    ]);
    const points = pointTexts(outline);
    expect(points).toContain("Memory Hierarchy: Registers are the fastest storage in a computer");
    expect(points).toContain("Cache Levels: Level two caches are shared by a few cores");
  });

  it("reads an acronym or a short sub-heading as the lead-in of the lines under it", async () => {
    const points = pointTexts(await outlineOf(documentOf(DECK, "pptx")));
    expect(points).toContain("TCP: Connection oriented; Reliable");
    expect(points).toContain("UDP: Connectionless; Unreliable");
    expect(points).toContain("Well-known ports: Ranges from 0 to 1023");
    expect(points).toContain("Registered ports: Ranges from 1024 to 49151");
  });
});
