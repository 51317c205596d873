import type { TNoteContent } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TExchangeNote } from "../exchange-model.ts";
import { awkwardText, exchangeNote, exportInputOf } from "../testing/note-arbitraries.ts";
import { writeMarkdown } from "./markdown.ts";

async function markdownOf(notes: TExchangeNote[], path = ["Biology"]): Promise<string> {
  const documents = await writeMarkdown(exportInputOf([{ id: null, path, notes }]));
  expect(documents).toHaveLength(1);
  return documents[0]!.text;
}

/** The cards of a document, without its title and footnotes. */
function cardsOf(text: string): string[] {
  return text
    .split("\n\n---\n\n")
    .slice(1)
    .map((card) => card.split("\n\n[^")[0]!.trim());
}

const ANSWER = "ANSWER";

/** The question as Markdown, from a document of one question-and-answer card. */
async function questionMarkdown(question: string): Promise<string> {
  const card = cardsOf(await markdownOf([exchangeNote({ type: "qna", question, answer: ANSWER })]))[0]!;
  expect(card.startsWith("**Q:** ")).toBe(true);
  expect(card.endsWith(`\n\n**A:** ${ANSWER}`)).toBe(true);
  return card.slice("**Q:** ".length, -`\n\n**A:** ${ANSWER}`.length);
}

/** What CommonMark shows for escaped text: each backslash escape as its character, hard breaks as line breaks, &nbsp; as a space. */
function shownText(markdown: string): string {
  return markdown
    .replace(/\\\n/g, "\n")
    .replace(/\\([!-/:-@[-`{-~])/g, "$1")
    .replace(/&nbsp;/g, " ");
}

/** The text as Markdown can show it: trailing spaces dropped, blank lines as one, a leading tab as four spaces. */
function showable(text: string): string {
  return text
    .split("\n")
    .map((line) => line.trimEnd().replace(/^[ \t]+/, (indent) => indent.replace(/\t/g, "    ")))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

describe("writeMarkdown", () => {
  it("writes a document per deck: its path as the title, then each card as a question and an answer", async () => {
    const documents = await writeMarkdown(
      exportInputOf([
        {
          id: null,
          path: ["Mnemo", "Biology: cells"],
          notes: [exchangeNote({ type: "qna", question: "What makes ATP?", answer: "Mitochondria" })],
        },
        { id: null, path: ["Mnemo", "Empty"], notes: [] },
      ]),
    );
    expect(documents.map((document) => document.fileName)).toEqual(["Mnemo - Biology cells.md", "Mnemo - Empty.md"]);
    expect(documents[0]!.text).toBe(
      "# Mnemo › Biology: cells\n\n*1 card from Mnemo, exported 2026-03-01.*\n\n---\n\n**Q:** What makes ATP?\n\n**A:** Mitochondria\n",
    );
    expect(documents[1]!.text).toContain("*No cards.*");
  });

  it("shows a cloze's gaps as [hint] or […] in the question and its answers highlighted with <mark>", async () => {
    const text = await markdownOf([
      exchangeNote({ type: "clozedel", text: "{{c1::Paris::city}} is the capital of {{c2::France}} (*not* Lyon)." }),
    ]);
    expect(cardsOf(text)).toEqual([
      "**Q:** \\[city\\] is the capital of \\[…\\] (\\*not\\* Lyon).\n\n**A:** <mark>Paris</mark> is the capital of <mark>France</mark> (\\*not\\* Lyon).",
    ]);
  });

  it("lists a multiple-choice card's options and names the right one, then the explanation", async () => {
    const content: TNoteContent = {
      type: "mcq",
      question: "Largest planet?",
      options: ["Mars", "Jupiter\n(a gas giant)", "1. Venus", "Earth"],
      correctIndex: 1,
      explanation: "Its mass is 318 Earths.",
    };
    expect(cardsOf(await markdownOf([exchangeNote(content)]))).toEqual([
      "**Q:** Largest planet?\n\n- A. Mars\n- B. Jupiter\\\n  (a gas giant)\n- C. 1\\. Venus\n- D. Earth\n\n**A:** B. Jupiter\\\n(a gas giant)\n\nIts mass is 318 Earths.",
    ]);
  });

  it("asks true or false, and lists a concept's facts", async () => {
    const cards = cardsOf(
      await markdownOf([
        exchangeNote({ type: "truefalse", statement: "Water boils at 90 °C.", isTrue: false, correction: "At 100 °C." }),
        exchangeNote(
          { type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "- Have DNA"] },
          { tags: ["bio_1", "cells"] },
        ),
      ]),
    );
    expect(cards).toEqual([
      "**Q:** *True or false?* Water boils at 90 °C.\n\n**A:** False.\n\nAt 100 °C.",
      "**Q:** Mitochondria\n\n**A:**\n\n- Make ATP\n- \\- Have DNA\n\n*Tags: bio\\_1, cells*",
    ]);
  });

  it("turns sources into numbered footnotes: file, page or slide, heading and quote", async () => {
    const text = await markdownOf([
      exchangeNote(
        { type: "qna", question: "Q1", answer: "A1" },
        { source: { fileName: "cells.pdf", page: 12, heading: "Organelles", quote: "They make\nATP." } },
      ),
      exchangeNote({ type: "qna", question: "Q2", answer: "A2" }),
      exchangeNote({ type: "qna", question: "Q3", answer: "A3" }, { source: { fileName: "talk_1.pptx", slide: 4 } }),
    ]);
    expect(text).toContain("**A:** A1[^1]\n");
    expect(text).toContain("**A:** A3[^2]\n");
    expect(text.endsWith("\n\n[^1]: cells.pdf, page 12, “Organelles”: “They make ATP.”\n[^2]: talk\\_1.pptx, slide 4\n")).toBe(true);
  });

  it("reads imported HTML as text, pictures as ![](NAME) and sounds as links", async () => {
    const note = exchangeNote(
      {
        type: "qna",
        question: '<b>Which</b> organelle?<br><img src="cell 1.png" />',
        answer: 'A &lt;tag&gt; &amp; <audio src="say.mp3"></audio>',
      },
      { format: "html" },
    );
    expect(cardsOf(await markdownOf([note]))).toEqual([
      "**Q:** Which organelle?\\\n![](cell%201.png)\n\n**A:** A \\<tag\\> & [sound: say.mp3](say.mp3)",
    ]);
  });

  it("keeps line breaks as hard breaks and blank lines as paragraphs", async () => {
    expect(await questionMarkdown("one\ntwo\n\n\nthree  \n    indented")).toBe("one\\\ntwo\n\nthree\\\n&nbsp;&nbsp;&nbsp;&nbsp;indented");
  });

  it("escapes everything GitHub or Obsidian would read as markup", async () => {
    const cases: [string, string][] = [
      ["# heading", "\\# heading"],
      ["- item", "\\- item"],
      ["+ item", "\\+ item"],
      ["1. item", "1\\. item"],
      ["> quote", "\\> quote"],
      ["a\n---", "a\\\n\\---"],
      ["a\n===", "a\\\n\\=\\=\\="],
      ["**bold** _it_ `code`", "\\*\\*bold\\*\\* \\_it\\_ \\`code\\`"],
      ["[link](x) ![img](y) [[wiki]]", "\\[link\\](x) !\\[img\\](y) \\[\\[wiki\\]\\]"],
      ["<script>&amp;", "\\<script\\>\\&amp;"],
      ["a | b ~~s~~", "a \\| b \\~\\~s\\~\\~"],
      ["$x^2$ ==mark== %%hide%%", "\\$x^2\\$ \\=\\=mark\\=\\= \\%\\%hide\\%\\%"],
      ["#tag :smile: end ^block1", "\\#tag \\:smile: end \\^block1"],
    ];
    for (const [question, markdown] of cases) expect(await questionMarkdown(question)).toBe(markdown);
  });

  it("shows any card text as written, with no markup left unescaped", async () => {
    await fc.assert(
      fc.asyncProperty(awkwardText({ maxLength: 400 }), async (question) => {
        const markdown = await questionMarkdown(question);
        expect(shownText(markdown)).toBe(showable(question));
        // Each escape as a character that is no markup, so neighbours do not join into some.
        const bare = markdown.replace(/\\[^\n]/g, "\u0000").replace(/&nbsp;/g, "\u0000");
        expect(bare).not.toMatch(/[`*_[\]<>#|~$]|==|%%|:[a-z0-9_+-]+:|&#?[a-z0-9]+;/i);
        // Indentation in CommonMark is spaces and tabs only (a line may start with a no-break space as written).
        for (const line of markdown.split("\n")) expect(line).not.toMatch(/^(?:[-+=]|\d+[.)]|[ \t])/);
      }),
      { numRuns: 300 },
    );
  });
});
