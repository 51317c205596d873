import { parseCitationHref, type TOutline, type TOutlinePoint, type TOutlinePointKind, type TStudyNotesLength } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TInputKind, TSection } from "../reading/document.ts";
import { composeStudyNotes, TIMELINE_MIN_EVENTS, type TComposeInput } from "./compose-study-notes.ts";
import { partKeys, slugOf } from "./study-notes-blocks.ts";

const SECTIONS: TSection[] = [
  { index: 0, page: 1, text: "A cell is the smallest unit of life. For example, a bacterium is one cell." },
  { index: 1, page: 2, text: "Mitochondria release energy from glucose. Ribosomes build proteins." },
  { index: 2, page: 3, text: "The Bastille fell in 1789. The king died in 1793. The republic came in 1792." },
];

let ids = 0;
function point(kind: TOutlinePointKind, sectionIndex: number, text: string, examples: string[] = []): TOutlinePoint {
  const section = SECTIONS[sectionIndex]!;
  const start = Math.max(0, section.text.indexOf(text.slice(0, 10)));
  const span = { sectionIndex, start, end: start + 10, quote: section.text.slice(start, start + 10) };
  return { id: `p${++ids}`, kind, text, spans: [span], examples: examples.map((example) => ({ text: example, spans: [span] })) };
}

const OUTLINE: TOutline = {
  analyser: "offline@1",
  sections: [
    {
      title: "Cells",
      level: 1,
      sectionIndexes: [0],
      points: [
        point("fact", 0, "Cells are everywhere in living things."),
        point("definition", 0, "A cell is the smallest unit of life.", ["For example, a bacterium is one cell."]),
        point("process_step", 0, "Cells divide to grow."),
      ],
    },
    {
      title: "Organelles",
      level: 1,
      sectionIndexes: [1],
      points: [point("fact", 1, "Mitochondria release energy from glucose."), point("fact", 1, "Ribosomes build proteins.")],
    },
    {
      title: "History",
      level: 1,
      sectionIndexes: [2],
      points: [
        point("date_event", 2, "The Bastille fell in 1789."),
        point("date_event", 2, "The republic came in 1792."),
        point("date_event", 2, "The king died in 1793."),
      ],
    },
  ],
  terms: [{ term: "Cell", definition: "the smallest unit of life", spans: [{ sectionIndex: 0, start: 2, end: 6, quote: "cell" }] }],
  left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
};

const input = (overrides: Partial<TComposeInput> = {}): TComposeInput => ({
  title: "Biology and history",
  kind: "pdf",
  pages: 3,
  words: 40,
  sections: SECTIONS,
  outline: OUTLINE,
  cards: [{ question: "What is a <cell>?", answer: "The smallest *unit* of life" }],
  length: "standard",
  ...overrides,
});
const block = (blocks: ReturnType<typeof composeStudyNotes>, key: string) => blocks.find((candidate) => candidate.key === key);

describe("composeStudyNotes: blocks", () => {
  it("makes an overview, a part per section, a glossary, a timeline and self-check questions, with stable keys", () => {
    const blocks = composeStudyNotes(input());
    expect(blocks.map((candidate) => [candidate.key, candidate.kind])).toEqual([
      ["overview", "overview"],
      ["part:cells", "part"],
      ["part:organelles", "part"],
      ["part:history", "part"],
      ["glossary", "glossary"],
      ["timeline", "timeline"],
      ["self_check", "self_check"],
    ]);
    // Titled "Overview": the page and the exports head the notes with the source's title already.
    expect(block(blocks, "overview")).toMatchObject({
      title: "Overview",
      markdown: "A 3-page PDF in 3 parts: Cells, Organelles and History.\n\nIt teaches 8 key points, 1 key term and 3 dated events.",
    });
    expect(composeStudyNotes(input())).toEqual(blocks);
  });

  it("writes the self-check question with its answer folded, card text escaped so it cannot become markup", () => {
    const selfCheck = block(composeStudyNotes(input()), "self_check")!;
    expect(selfCheck.markdown).toBe("<details><summary>What is a &lt;cell&gt;?</summary>\n\nThe smallest \\*unit\\* of life\n\n</details>");
    const multiline = composeStudyNotes(input({ cards: [{ question: "Which?\nA. one\nB. two", answer: "A. one\nBecause." }] }));
    expect(block(multiline, "self_check")!.markdown).toContain(
      "<summary>Which?<br>A. one<br>B. two</summary>\n\nA. one\\\nBecause.\n\n</details>",
    );
    // A line starting like a numbered list item stays text.
    expect(block(composeStudyNotes(input({ cards: [{ question: "Year?", answer: "1789. The fall" }] })), "self_check")!.markdown).toContain(
      "1789\\. The fall",
    );
  });

  it("leaves out the glossary without terms, the timeline under three dated points and the self-check without cards", () => {
    const dated = OUTLINE.sections[2]!;
    const twoDates: TOutline = {
      ...OUTLINE,
      terms: [],
      sections: [OUTLINE.sections[0]!, { ...dated, points: dated.points.slice(0, TIMELINE_MIN_EVENTS - 1) }],
    };
    const blocks = composeStudyNotes(input({ outline: twoDates, cards: [] }));
    expect(blocks.map((candidate) => candidate.key)).toEqual(["overview", "part:cells", "part:history"]);
    expect(block(blocks, "overview")!.markdown).toContain("It teaches 5 key points.");
  });

  it("says so when the outline found nothing, and names an untitled part by its place", () => {
    const empty: TOutline = { ...OUTLINE, terms: [], sections: [{ title: "", level: 1, sectionIndexes: [0], points: [] }] };
    const blocks = composeStudyNotes(input({ outline: empty, cards: [], kind: "text", pages: 0, words: 1200 }));
    expect(blocks).toEqual([
      {
        key: "overview",
        kind: "overview",
        title: "Overview",
        markdown: "A text of 1,200 words. No key points were found in it.",
      },
      { key: "part:1", kind: "part", title: "Part 1", markdown: "_Nothing to learn was found in this part._" },
    ]);
  });
});

describe("composeStudyNotes: lengths", () => {
  it("brief: each part's most important point first (a definition over a fact), no examples, in the source's order", () => {
    const blocks = composeStudyNotes(input({ length: "brief" }));
    const cells = block(blocks, "part:cells")!.markdown.split("\n");
    expect(cells).toHaveLength(2);
    expect(cells[0]).toMatch(/^- Cells are everywhere in living things\. \[p\. 1\]/);
    expect(cells[1]).toMatch(/^- A cell is the smallest unit of life\. \[p\. 1\]\(#cite-0-\d+-\d+\)$/);
    expect(blocks.map((candidate) => candidate.markdown).join("\n")).not.toContain("bacterium");
  });

  it("brief keeps about a page: one point per part first, a second while the budget lasts", () => {
    const many: TOutline = {
      ...OUTLINE,
      sections: Array.from({ length: 10 }, (_, at) => ({
        title: `Topic ${at}`,
        level: 1,
        sectionIndexes: [1],
        points: [point("fact", 1, `Fact one of ${at}.`), point("fact", 1, `Fact two of ${at}.`), point("fact", 1, `Fact three of ${at}.`)],
      })),
    };
    const parts = composeStudyNotes(input({ outline: many, length: "brief" })).filter((candidate) => candidate.kind === "part");
    expect(parts.map((part) => part.markdown.split("\n").length)).toEqual([2, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
  });

  it("standard: every point, the first example folded in briefly", () => {
    const cells = block(composeStudyNotes(input()), "part:cells")!.markdown.split("\n");
    expect(cells).toHaveLength(3);
    expect(cells[1]).toMatch(/^- A cell is the smallest unit of life\. \(e\.g\. A bacterium is one cell\.\) \[p\. 1\]\(#cite-0-/);
  });

  it("standard: a long document is condensed (at most 12 points a part, 80 shared fairly among parts, definitions first, in reading order); detailed keeps all", () => {
    const long: TOutline = {
      ...OUTLINE,
      sections: Array.from({ length: 8 }, (_, at) => ({
        title: `Chapter ${at}`,
        level: 1,
        sectionIndexes: [1],
        points: Array.from({ length: 15 }, (_, n) => point(n === 14 ? "definition" : "fact", 1, `Point ${n} of chapter ${at}.`)),
      })),
    };
    const lines = (length: TStudyNotesLength) =>
      composeStudyNotes(input({ outline: long, length }))
        .filter((candidate) => candidate.kind === "part")
        .map((part) => part.markdown.split("\n"));
    const standard = lines("standard");
    expect(standard.map((part) => part.length)).toEqual([10, 10, 10, 10, 10, 10, 10, 10]);
    // The definition (the last point) is kept first; the rest follow in the order the document gives them.
    expect(standard[0]![0]).toMatch(/^- Point 0 of chapter 0\./);
    expect(standard[0]!.at(-1)).toMatch(/^- Point 14 of chapter 0\./);
    const overviewOf = (length: TStudyNotesLength) => block(composeStudyNotes(input({ outline: long, length })), "overview")!.markdown;
    expect(overviewOf("standard")).toContain(
      "It teaches 120 key points and 1 key term. These notes keep the 80 that matter most; the detailed notes have them all.",
    );
    expect(overviewOf("detailed")).not.toContain("These notes keep");
    const detailedPoints = lines("detailed").map((part) => part.filter((line) => line.startsWith("- Point")).length);
    expect(detailedPoints).toEqual([15, 15, 15, 15, 15, 15, 15, 15]);
  });

  it("detailed: every point with each example under it and the part's terms inline", () => {
    const cells = block(composeStudyNotes(input({ length: "detailed" })), "part:cells")!.markdown.split("\n");
    expect(cells).toEqual([
      expect.stringMatching(/^- Cells are everywhere/),
      expect.stringMatching(/^- A \*\*cell\*\* is the smallest unit of life\. \[p\. 1\]/),
      expect.stringMatching(/^ {2}- _Example:_ A bacterium is one cell\. \[p\. 1\]\(#cite-0-/),
      expect.stringMatching(/^- Cells divide to grow\./),
    ]);
  });

  it("detailed: a term no point names is listed with its definition in the part its quote is in", () => {
    const convention = {
      term: "Convention",
      definition: "the assembly that tried the king",
      spans: [{ sectionIndex: 2, start: 40, end: 47, quote: SECTIONS[2]!.text.slice(40, 47) }],
    };
    const blocks = composeStudyNotes(input({ length: "detailed", outline: { ...OUTLINE, terms: [convention] } }));
    expect(block(blocks, "part:history")!.markdown.split("\n").at(-1)).toBe(
      "- **Convention**: the assembly that tried the king [p. 3](#cite-2-40-47)",
    );
    expect(block(blocks, "part:cells")!.markdown).not.toContain("Convention");
    // Brief and standard notes keep terms to the glossary.
    expect(block(composeStudyNotes(input({ outline: { ...OUTLINE, terms: [convention] } })), "part:history")!.markdown).not.toContain(
      "Convention",
    );
  });

  it("keeps the same keys at every length, so an edit survives a change of length", () => {
    const keys = (length: TComposeInput["length"]) => composeStudyNotes(input({ length })).map((candidate) => candidate.key);
    expect(keys("brief")).toEqual(keys("standard"));
    expect(keys("detailed")).toEqual(keys("standard"));
  });
});

describe("composeStudyNotes: citations", () => {
  const cases: { kind: TInputKind; section: Partial<TSection>; label: string }[] = [
    { kind: "pdf", section: { page: 12 }, label: "p. 12" },
    { kind: "image", section: { page: 2 }, label: "p. 2" },
    { kind: "pptx", section: { slide: 4, page: undefined }, label: "slide 4" },
    { kind: "docx", section: { heading: "Intro" }, label: "§ 1" },
    { kind: "text", section: {}, label: "§ 1" },
  ];
  it.each(cases)("a $kind source cites $label, linking to the point's first span", ({ kind, section, label }) => {
    const sections: TSection[] = [{ index: 0, text: SECTIONS[0]!.text, ...section }];
    const blocks = composeStudyNotes(input({ kind, sections, length: "brief" }));
    const first = block(blocks, "part:cells")!.markdown.split("\n")[0]!;
    const link = /\[([^\]]+)\]\((#cite-[\d-]+)\)$/.exec(first);
    expect(link?.[1]).toBe(label);
    expect(parseCitationHref(link![2]!)).toEqual({ sectionIndex: 0, start: 0, end: 10 });
  });
});

describe("part keys", () => {
  it.each([
    { titles: ["Cells", "Organelles"], keys: ["part:cells", "part:organelles"] },
    { titles: ["Cells", "Cells", "cells!"], keys: ["part:cells", "part:cells-2", "part:cells-3"] },
    { titles: ["", "Intro", ""], keys: ["part:1", "part:intro", "part:3"] },
    { titles: ["Énergie & Ökologie", "Ωmega 2"], keys: ["part:energie-okologie", "part:ωmega-2"] },
    { titles: ["2", ""], keys: ["part:2", "part:2-2"] },
  ])("$titles → $keys", ({ titles, keys }) => {
    expect(partKeys(titles)).toEqual(keys);
  });

  it("a part keeps its key when a part is added before it", () => {
    expect(partKeys(["New", "Cells", "Organelles"]).slice(1)).toEqual(partKeys(["Cells", "Organelles"]));
  });

  it("cuts long titles to a key of at most 100 characters", () => {
    expect(`part:${slugOf("word ".repeat(50))}`.length).toBeLessThanOrEqual(100);
  });
});
