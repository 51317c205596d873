import type { TNoteContent } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { awkwardText, exchangeNote, exchangeNotes, exportInputOf } from "../testing/note-arbitraries.ts";
import { readText } from "../text/read-text.ts";
import { quizletSide, writeQuizlet } from "./quizlet.ts";

function quizletOf(contents: TNoteContent[], format: "text" | "html" = "text") {
  return writeQuizlet(exportInputOf([{ id: null, path: ["Deck"], notes: contents.map((content) => exchangeNote(content, { format })) }]));
}

describe("writeQuizlet", () => {
  it("writes a card per line: the term, a tab, the definition", async () => {
    const { text, cards, skipped } = await quizletOf([
      { type: "qna", question: "Capital of France?", answer: "Paris" },
      { type: "manual", front: "chat", back: "cat" },
    ]);
    expect(text).toBe("Capital of France?\tParis\nchat\tcat");
    expect({ cards, skipped }).toEqual({ cards: 2, skipped: 0 });
  });

  // Decided (issue 26): Quizlet's text is not formula-escaped, unlike the CSV file. It is made for Quizlet's
  // import box, where a leading "'" would show on the card, and sides starting with =, +, - or @ ("-5 + 3",
  // "= sign", "@ in an email address") are ordinary study material. The learner pastes their own cards; one
  // who wants them in a spreadsheet has the CSV export, which is escaped.
  it("keeps sides that a spreadsheet would read as formulas exactly as written (no leading ')", async () => {
    const { text } = await quizletOf([
      { type: "qna", question: "=SUM(1,2)", answer: "-3" },
      { type: "manual", front: "+1 charge?", back: "@proton\tcell" },
    ]);
    expect(text.split("\n")).toEqual(["=SUM(1,2)\t-3", "+1 charge?\t@proton cell"]);
  });

  it("replaces tabs and line breaks inside a card, so no card splits", async () => {
    const { text } = await quizletOf([{ type: "qna", question: "Line one\r\nline two\n\n  line three", answer: "a\tb\u2028c" }]);
    expect(text).toBe("Line one / line two / line three\ta b / c");
    expect(text.split("\n")).toHaveLength(1);
    expect(text.split("\t")).toHaveLength(2);
  });

  it("gives a card per cloze number, the gaps as ___ (with the hint) and the hidden answers as the definition", async () => {
    const { text, cards } = await quizletOf([{ type: "clozedel", text: "{{c1::Paris::city}} and {{c1::Lyon}} are in {{c2::France}}." }]);
    expect(text).toBe("___ (city) and ___ are in France.\tParis; Lyon\nParis and Lyon are in ___.\tFrance");
    expect(cards).toBe(2);
  });

  it("shows the other types as their faces: options under the question, True/False with the correction, facts", async () => {
    const { text } = await quizletOf([
      { type: "mcq", question: "Largest?", options: ["Mars", "Jupiter", "Venus", "Earth"], correctIndex: 1, explanation: "By mass." },
      { type: "truefalse", statement: "Water boils at 90 °C.", isTrue: false, correction: "At 100 °C." },
      { type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "Own DNA"] },
    ]);
    expect(text.split("\n")).toEqual([
      "Largest? / A. Mars / B. Jupiter / C. Venus / D. Earth\tB. Jupiter / By mass.",
      "Water boils at 90 °C.\tFalse / At 100 °C.",
      "Mitochondria\t• Make ATP / • Own DNA",
    ]);
  });

  it("reads imported HTML as its text, and skips a card with nothing left on a side", async () => {
    const { text, cards, skipped } = await quizletOf(
      [
        { type: "qna", question: "<b>Bold</b> &amp; <i>it</i><br>next", answer: "<ul><li>one</li><li>two</li></ul>" },
        { type: "qna", question: "<br>", answer: "Orphan" },
      ],
      "html",
    );
    expect(text).toBe("Bold & it / next\t• one / • two");
    expect({ cards, skipped }).toEqual({ cards: 1, skipped: 1 });
  });
});

describe("Quizlet text, then text import", () => {
  // What Quizlet text cannot carry: card types (everything reads back as a question and answer), decks, tags,
  // sources, tabs and line breaks (replaced above), and HTML (read as text). Read with cloze and HTML detection
  // off, as a learner would set them for a deck whose cards mention {{c1::…}} or <tags>.
  const qnaOrManual: fc.Arbitrary<TNoteContent> = fc.oneof(
    fc.record({ type: fc.constant("qna" as const), question: awkwardText({ maxLength: 300 }), answer: awkwardText({ maxLength: 300 }) }),
    fc.record({ type: fc.constant("manual" as const), front: awkwardText({ maxLength: 300 }), back: awkwardText({ maxLength: 300 }) }),
  );

  /**
   * A side wrapped in quotes with a doubled quote inside (`"a""b"`) reads as a quoted CSV cell, as a
   * spreadsheet's tab-separated text writes it; Quizlet's own text never holds one.
   */
  const readsAsQuotedCell = (side: string) => /^"(?:[^"]|"")*"$/.test(side) && side.slice(1, -1).includes('""');

  it('gives back each question and answer, line breaks as " / " and tabs as spaces', async () => {
    await fc.assert(
      fc.asyncProperty(exchangeNotes(qnaOrManual), async (notes) => {
        const faces = notes.map(({ content }) =>
          content.type === "qna" ? [content.question, content.answer] : content.type === "manual" ? [content.front, content.back] : [],
        );
        fc.pre(!faces.flat().map(quizletSide).some(readsAsQuotedCell));
        const { text } = await writeQuizlet(exportInputOf([{ id: null, path: ["Deck"], notes }]));
        const read = readText(new TextEncoder().encode(text), { fileName: "quizlet.txt", detectCloze: false, html: false });
        expect(read.skipped).toEqual([]);
        expect(read.separator).toBe("tab");
        const contents = read.decks.flatMap((deck) => deck.notes.map((note) => note.content));
        expect(contents).toEqual(
          faces.map(([question, answer]) => ({ type: "qna", question: quizletSide(question!), answer: quizletSide(answer!) })),
        );
      }),
      { numRuns: 200 },
    );
  });

  it("reads a side wrapped in quotes with doubled quotes inside as a quoted cell", async () => {
    const { text } = await quizletOf([{ type: "qna", question: '"say ""hi"""', answer: "a greeting" }]);
    const read = readText(new TextEncoder().encode(text), { fileName: "quizlet.txt" });
    expect(read.decks[0]!.notes[0]!.content).toEqual({ type: "qna", question: 'say "hi"', answer: "a greeting" });
  });
});
