import { cardFaces, clozeNumbers, PDF_LAYOUTS, PDF_PAPERS, type TNoteContent } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TExchangeNote, TExportInput } from "../../exchange-model.ts";
import { CARD_COLUMNS, CARD_ROWS } from "./layout-cards.ts";
import { PAPER_SIZES } from "../../../../lib/pdf/pdf-document.ts";
import { exportInput, numberedNotes, SCRIPT_NOTES, testNote } from "../../testing/pdf-test-decks.ts";
import { compactText, readTestPdf, type TTestPdfPage } from "../../testing/read-test-pdf.ts";
import { pdfChunks, writePdf } from "./write-pdf.ts";

/** Each card's two sides as a reader should find them, one entry per cloze number. */
function expectedSides(note: TExchangeNote): { front: string; back: string }[] {
  if (note.format === "html") return [{ front: "What is shown?\nLook: [picture]", back: "A cell & its nucleus" }];
  const content: TNoteContent = note.content;
  if (content.type === "clozedel") return clozeNumbers(content.text).map((cloze) => cardFaces(content, { cloze }));
  if (content.type === "truefalse") return [{ ...cardFaces(content), front: `${content.statement}\nTrue or false?` }];
  return [cardFaces(content)];
}

const allText = (pages: TTestPdfPage[]) => pages.map((page) => page.compact).join("");

describe("writePdf", () => {
  const notes = [...SCRIPT_NOTES, ...numberedNotes(12)];
  const input = exportInput([
    { path: ["Mnemo", "Maths & scripts"], notes: SCRIPT_NOTES },
    { path: ["Mnemo", "Biology"], notes: numberedNotes(12) },
  ]);

  for (const layout of PDF_LAYOUTS) {
    for (const paper of PDF_PAPERS) {
      it(`prints every card's question and answer (${layout}, ${paper}), in Greek, Cyrillic and maths symbols too`, async () => {
        const pages = await readTestPdf(await writePdf(input, { layout, paper }));
        const text = allText(pages);
        for (const note of notes) {
          for (const side of expectedSides(note)) {
            expect(text).toContain(compactText(side.front));
            expect(text).toContain(compactText(side.back));
          }
        }
        for (const page of pages) {
          expect(page.width).toBeCloseTo(PAPER_SIZES[paper].width, 1);
          expect(page.height).toBeCloseTo(PAPER_SIZES[paper].height, 1);
        }
      });
    }
  }

  it("embeds Noto Sans and Noto Sans Math as subsets", async () => {
    const raw = Buffer.from(await writePdf(input, { layout: "sheet", paper: "a4" })).toString("latin1");
    // pdfkit names a subset "ABCDEF+PostScriptName".
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Regular/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSans-Bold/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansMath-Regular/);
  });

  it("puts the sheet's questions first and the answers after, with page numbers, the deck title and the source", async () => {
    const pages = await readTestPdf(
      await writePdf(exportInput([{ path: ["Physics"], notes: numberedNotes(3) }]), { layout: "sheet", paper: "a4" }),
    );
    expect(pages).toHaveLength(2);
    const [questions, answers] = pages as [TTestPdfPage, TTestPdfPage];
    expect(questions.compact).toContain("Questions");
    expect(questions.compact).toContain("Q1");
    expect(questions.compact).not.toContain("A1");
    expect(answers.compact).toContain("Answers");
    expect(answers.compact).toContain("Source:analysis.pdf,page12");
    expect(questions.compact).toContain("Page1of2");
    expect(answers.compact).toContain("Page2of2");
    expect(answers.items.some((item) => item.str === "Physics" && item.y > answers.height - 60)).toBe(true);
  });

  it("shows the side-by-side table's question and answer on one row", async () => {
    const pages = await readTestPdf(
      await writePdf(exportInput([{ path: ["Physics"], notes: numberedNotes(3) }]), { layout: "side-by-side", paper: "letter" }),
    );
    const [page] = pages as [TTestPdfPage];
    for (const number of [1, 2, 3]) {
      const question = page.items.find((item) => item.str.startsWith(`Q${number} `))!;
      const answer = page.items.find((item) => item.str.startsWith(`A${number} `))!;
      expect(answer.y).toBeCloseTo(question.y, 0);
      expect(answer.x).toBeGreaterThan(page.width / 2);
      expect(question.x).toBeLessThan(page.width / 2);
    }
  });

  it("never splits a side-by-side row that fits on a page, and splits one taller than a page between lines", async () => {
    const long = Array.from({ length: 400 }, (_, index) => `word${index}`).join(" ");
    const deck = [...numberedNotes(20), testNote({ type: "qna", question: "Tall?", answer: long }), ...numberedNotes(2)];
    const pages = await readTestPdf(
      await writePdf(exportInput([{ path: ["Tall"], notes: deck }]), { layout: "side-by-side", paper: "a4" }),
    );
    for (let number = 1; number <= 20; number++) {
      const question = pages.findIndex((page) => page.items.some((item) => item.str.startsWith(`Q${number} `)));
      const answer = pages.findIndex((page) => page.items.some((item) => item.str.startsWith(`A${number} `)));
      expect(answer).toBe(question);
    }
    // Every word of the tall answer is there, in order, although page furniture comes between its parts.
    const words = [...allText(pages).matchAll(/word(\d+)/g)].map((match) => Number(match[1]));
    expect(words).toEqual(Array.from({ length: 400 }, (_, index) => index));
    const tall = pages.filter((page) => /word\d+/.test(page.compact));
    expect(tall.length).toBeGreaterThan(1);
    // The column heads are repeated on the page the tall row goes on to.
    for (const page of tall) expect(page.compact).toContain("QuestionAnswer");
  });

  it("lays out cut-out cards: fronts on odd pages, backs on even pages behind their fronts (columns mirrored)", async () => {
    const perSheet = CARD_COLUMNS * CARD_ROWS;
    const count = perSheet + 3;
    for (const paper of PDF_PAPERS) {
      // One short line in one font per side, so each side is one text item whose middle is the card's.
      const notes = Array.from({ length: count }, (_, index) => {
        const words = "lorem ".repeat(index % 4);
        return testNote({ type: "qna", question: `Q${index + 1} ${words}front`, answer: `A${index + 1} ${words}back` });
      });
      const pages = await readTestPdf(await writePdf(exportInput([{ path: ["Cards"], notes }]), { layout: "cards", paper }));
      expect(pages).toHaveLength(4);
      for (let number = 1; number <= count; number++) {
        const sheet = Math.floor((number - 1) / perSheet);
        const fronts = pages[sheet * 2]!;
        const backs = pages[sheet * 2 + 1]!;
        const front = fronts.items.find((item) => item.str.startsWith(`Q${number} `));
        const back = backs.items.find((item) => item.str.startsWith(`A${number} `));
        expect(front, `Q${number} on page ${sheet * 2 + 1}`).toBeDefined();
        expect(back, `A${number} on page ${sheet * 2 + 2}`).toBeDefined();
        expect(backs.items.some((item) => item.str.startsWith(`Q${number} `))).toBe(false);
        const frontCentre = front!.x + front!.width / 2;
        const backCentre = back!.x + back!.width / 2;
        // Mirrored about the page's vertical middle, same height on the page.
        expect(backCentre).toBeCloseTo(fronts.width - frontCentre, 0);
        expect(back!.y).toBeCloseTo(front!.y, 0);
        const column = ((number - 1) % perSheet) % CARD_COLUMNS;
        expect(frontCentre < fronts.width / 2).toBe(column === 0);
        expect(backCentre > backs.width / 2).toBe(column === 0);
      }
    }
  });

  it("shrinks long text on a card and cuts what still does not fit with an ellipsis, inside the card", async () => {
    const long = Array.from({ length: 900 }, (_, index) => `w${index}`).join(" ");
    const notes = [testNote({ type: "qna", question: "Short?", answer: long })];
    const pages = await readTestPdf(await writePdf(exportInput([{ path: ["Long"], notes }]), { layout: "cards", paper: "a4" }));
    const back = pages[1]!;
    expect(back.compact).toContain("w0w1w2");
    expect(back.compact).toContain("…");
    expect(back.compact).not.toContain("w899");
    const cardWidth = (back.width - 72) / CARD_COLUMNS;
    const cardHeight = (back.height - 72) / CARD_ROWS;
    const cardText = back.items.filter((item) => /^w\d/.test(item.str));
    // The first slot of the backs is the top right card.
    for (const item of cardText) {
      expect(item.x).toBeGreaterThanOrEqual(back.width - 36 - cardWidth);
      expect(item.x + item.width).toBeLessThanOrEqual(back.width - 36);
      expect(item.y).toBeGreaterThanOrEqual(back.height - 36 - cardHeight);
    }
  });

  it("numbers every page of a long sheet and table out of the right total (counted before drawing)", async () => {
    const deck = [...numberedNotes(40), testNote({ type: "qna", question: "Tall?", answer: "word ".repeat(400) }), ...numberedNotes(3)];
    for (const layout of ["sheet", "side-by-side"] as const) {
      const pages = await readTestPdf(
        await writePdf(
          exportInput([
            { path: ["One"], notes: deck },
            { path: ["Two"], notes: numberedNotes(4) },
          ]),
          { layout, paper: "a4" },
        ),
      );
      expect(pages.length).toBeGreaterThan(5);
      pages.forEach((page, index) => expect(page.compact).toContain(`Page${index + 1}of${pages.length}`));
    }
  }, 30_000);

  it("writes pages out as it draws them, not all at the end", async () => {
    const notes = numberedNotes(300);
    let reads = 0;
    let given = 0;
    // Read as the database gives a deck: each pass over the cards reads it again.
    const input: TExportInput = {
      ...exportInput([]),
      decks: [
        {
          id: null,
          path: ["Streamed"],
          notes: {
            count: notes.length,
            read: async function* () {
              reads += 1;
              given = 0;
              for (const note of notes) {
                given += 1;
                yield note;
              }
            },
          },
        },
      ],
    };
    let received = 0;
    let receivedBeforeLastCards = 0;
    for await (const chunk of pdfChunks(input, { layout: "side-by-side", paper: "a4" })) {
      received += chunk.length;
      // The card count, the counting pass, then the drawing pass.
      if (reads === 3 && given < notes.length * 0.9) receivedBeforeLastCards = received;
    }
    expect(reads).toBe(3);
    expect(receivedBeforeLastCards).toBeGreaterThan(received / 2);
  }, 30_000);

  it("reports progress in cards, ending at the total", async () => {
    const calls: [number, number][] = [];
    const many = exportInput([{ path: ["Many"], notes: numberedNotes(250, { words: 3 }) }]);
    for (const layout of PDF_LAYOUTS) {
      calls.length = 0;
      await writePdf(many, { layout, paper: "a4" }, { onProgress: (done, total) => calls.push([done, total]) });
      expect(calls.length).toBeGreaterThan(3);
      expect(calls.at(-1)).toEqual([250, 250]);
      for (let index = 1; index < calls.length; index++) expect(calls[index]![0]).toBeGreaterThan(calls[index - 1]![0]);
    }
    // Three layouts of 250 cards, the sheet and the table laid out twice (once to count their pages).
  }, 30_000);

  it("writes one page saying so when there is nothing to print", async () => {
    for (const layout of PDF_LAYOUTS) {
      const pages = await readTestPdf(await writePdf(exportInput([]), { layout, paper: "letter" }));
      expect(pages.length).toBeGreaterThanOrEqual(1);
      expect(allText(pages)).toContain("Nocardstoprint");
    }
  }, 15_000);
});
