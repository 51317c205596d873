import { describe, expect, it } from "vitest";
import { pdfHeadingLevels, pdfPageSections } from "./pdf-heading-sections.ts";

/** Blocks flowing down the page from the top, as most PDFs write them. */
const flow = (blocks: { text: string; size: number }[]) => blocks.map((block, at) => ({ ...block, y: 800 - 40 * at }));
const body = (text: string) => ({ text, size: 11 });
const LONG = "The cell membrane is a thin, flexible barrier that surrounds every cell and controls what enters or leaves it.";

describe("pdfPageSections", () => {
  it("starts a section at a line set clearly larger than the page's body text, and leaves the text above it headless", () => {
    const sections = pdfPageSections(flow([body(LONG), { text: "Membranes", size: 16 }, body(LONG), body(LONG)]), 4);
    expect(sections).toEqual([
      { page: 4, text: LONG },
      { page: 4, heading: "Membranes", headingSize: 16, text: `${LONG}\n\n${LONG}` },
    ]);
  });

  it("takes a numbered line as a heading with its depth, but not a numbered list item or a sentence set large", () => {
    const blocks = [
      { text: "2.3 Transport across membranes", size: 11 },
      body(LONG),
      { text: "1. Collect the samples", size: 11 },
      { text: "The membrane is selective.", size: 16 },
      body(LONG),
    ];
    expect(pdfPageSections(flow(blocks), 1)).toEqual([
      {
        page: 1,
        heading: "2.3 Transport across membranes",
        headingSize: 11,
        headingDepth: 2,
        text: `${LONG}\n\n1. Collect the samples\n\nThe membrane is selective.\n\n${LONG}`,
      },
    ]);
  });

  it("takes a title written after the body but drawn above it (a beamer frame) as the heading of the whole page", () => {
    const blocks = [
      { text: "• Some words express Boolean functions", size: 11, y: 600 },
      { text: "• ‘And’ is one of them", size: 11, y: 580 },
      { text: "Boolean semanticsBoolean semantics", size: 16, y: 700 },
    ];
    expect(pdfPageSections(blocks, 17)).toEqual([
      { page: 17, heading: "Boolean semantics", headingSize: 16, text: "• Some words express Boolean functions\n\n• ‘And’ is one of them" },
    ]);
  });
});

describe("pdfHeadingLevels", () => {
  it("puts a running head set large on most pages back into its page's text", () => {
    const drafts = [1, 2, 3, 4].flatMap((page) => [
      { page, heading: `Biology 101, week ${page}`, headingSize: 14, text: LONG },
      ...(page === 2 ? [{ page, heading: "Membranes", headingSize: 16, text: LONG }] : []),
    ]);
    expect(pdfHeadingLevels(drafts)).toEqual([
      { page: 1, text: `Biology 101, week 1\n\n${LONG}` },
      { page: 2, text: `Biology 101, week 2\n\n${LONG}` },
      { page: 2, heading: "Membranes", level: 1, text: LONG },
      { page: 3, text: `Biology 101, week 3\n\n${LONG}` },
      { page: 4, text: `Biology 101, week 4\n\n${LONG}` },
    ]);
  });

  it("counts a footer that is a heading on some pages and glued into a text line on the others as one running head", () => {
    const footer = "26 June 2015DTU Wind, Technical University of Denmark";
    const drafts = [1, 2, 3, 4, 5, 6].map((page) =>
      page <= 2 ? { page, heading: footer, headingSize: 14, text: LONG } : { page, text: `${LONG}\n${footer}${page} Jalal Kazempour` },
    );
    const levelled = pdfHeadingLevels(drafts);
    expect(levelled.filter((draft) => draft.heading !== undefined)).toEqual([]);
    expect(levelled[0]).toEqual({ page: 1, text: `${footer}\n\n${LONG}` });
  });

  it("keeps a short heading whose words the other pages' text uses: only a head with a number is found inside a longer line", () => {
    const drafts = [1, 2, 3, 4].map((page) => ({
      page,
      ...(page === 2 ? { heading: "Electricity Markets", headingSize: 16 } : {}),
      text: `Electricity markets clear at one price on page ${page}.`,
    }));
    expect(pdfHeadingLevels(drafts).find((draft) => draft.page === 2)).toMatchObject({ heading: "Electricity Markets", level: 1 });
  });

  it("ranks unnumbered headings by size and numbered ones by depth, an unnumbered one set like a numbered one taking its depth", () => {
    const drafts = [
      { page: 1, heading: "Cell biology", headingSize: 20, text: "Lecture notes" },
      { page: 1, heading: "Abstract", headingSize: 14, text: LONG },
      { page: 2, heading: "1 Introduction", headingSize: 14, headingDepth: 1, text: LONG },
      { page: 2, heading: "1.1 Samples", headingSize: 12, headingDepth: 2, text: LONG },
      { page: 3, text: LONG },
    ];
    expect(pdfHeadingLevels(drafts).map((draft) => [draft.heading, draft.level])).toEqual([
      ["Cell biology", 1],
      ["Abstract", 1],
      ["1 Introduction", 1],
      ["1.1 Samples", 2],
      [undefined, undefined],
    ]);
    const bySize = pdfHeadingLevels([
      { page: 1, heading: "Part one", headingSize: 24, text: LONG },
      { page: 1, heading: "Cells", headingSize: 18, text: LONG },
      { page: 2, heading: "Tissues", headingSize: 17.5, text: LONG },
      { page: 2, heading: "Membranes", headingSize: 14, text: LONG },
    ]);
    expect(bySize.map((draft) => draft.level)).toEqual([1, 2, 2, 3]);
    expect(bySize.every((draft) => !("headingSize" in draft))).toBe(true);
  });
});
