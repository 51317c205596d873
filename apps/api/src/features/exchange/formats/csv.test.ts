import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import type { TExchangeDeck } from "../exchange-model.ts";
import { exchangeDecks, exchangeNote, exportInputOf } from "../testing/note-arbitraries.ts";
import { readText } from "../text/read-text.ts";
import { writeCsv } from "./csv.ts";

/** The cells as a spreadsheet reads them: papaparse, an RFC 4180 reader of its own. */
function spreadsheetRows(csv: string): string[][] {
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { delimiter: ",", newline: "\r\n", skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const DECK = ["Biology", "Cells"];

function csvOf(notes: Parameters<typeof exchangeNote>[], path = DECK): Promise<string> {
  return writeCsv(exportInputOf([{ id: null, path, notes: notes.map((args) => exchangeNote(...args)) }]));
}

describe("writeCsv", () => {
  it("starts with a byte order mark and the header, and ends every row with CRLF", async () => {
    const csv = await csvOf([[{ type: "qna", question: "Q", answer: "A" }]]);
    expect(csv.startsWith("\uFEFFdeck,type,front,back,extra,source,tags\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.replace(/\r\n/g, "")).not.toMatch(/\r|\n/);
  });

  it("quotes cells with commas, quotes and line breaks (quotes doubled) and leaves others bare", async () => {
    const csv = await csvOf([[{ type: "qna", question: 'Say "hi", then\nwave', answer: "plain <b>&amp;</b> ünïcödé 東京" }]]);
    expect(csv).toContain(`"Say ""hi"", then\nwave",plain <b>&amp;</b> ünïcödé 東京,`);
    expect(spreadsheetRows(csv)[1]).toEqual([
      "Biology::Cells",
      "Question and answer",
      'Say "hi", then\nwave',
      "plain <b>&amp;</b> ünïcödé 東京",
      "",
      "",
      "",
    ]);
  });

  it("escapes every cell a spreadsheet would run as a formula, deck and tags included", async () => {
    const csv = await csvOf([[{ type: "qna", question: '=HYPERLINK("http://x")', answer: "+1" }, { tags: ["-2", "ok"] }]], ["@deck"]);
    expect(spreadsheetRows(csv)[1]).toEqual(["'@deck", "Question and answer", `'=HYPERLINK("http://x")`, "'+1", "", "", "'-2 ok"]);
  });

  it("writes each card type so a person can read it and the import can rebuild it", async () => {
    const source = { fileName: "cells.pdf", page: 12, quote: "Mitochondria make ATP." };
    const rows = spreadsheetRows(
      await csvOf([
        [
          {
            type: "mcq",
            question: "Largest planet?",
            options: ["Mars", "Jupiter\n(a gas giant)", "Venus", "Earth"],
            correctIndex: 1,
            explanation: "318 Earths.",
          },
        ],
        [{ type: "truefalse", statement: "Water boils at 90 °C.", isTrue: false, correction: "At 100 °C." }],
        [{ type: "clozedel", text: "{{c1::Paris::city}} is in {{c2::France}}." }],
        [
          { type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "Own DNA"] },
          { source, tags: ["bio"] },
        ],
        [{ type: "manual", front: "F", back: "B" }],
      ]),
    ).slice(1);
    expect(rows).toEqual([
      [
        "Biology::Cells",
        "Multiple choice",
        "Largest planet?\nA. Mars\nB. Jupiter\n   (a gas giant)\nC. Venus\nD. Earth",
        "B. Jupiter\n   (a gas giant)",
        "318 Earths.",
        "",
        "",
      ],
      ["Biology::Cells", "True or false", "Water boils at 90 °C.", "False", "At 100 °C.", "", ""],
      ["Biology::Cells", "Cloze", "{{c1::Paris::city}} is in {{c2::France}}.", "Paris is in France.", "", "", ""],
      [
        "Biology::Cells",
        "Concept and facts",
        "Mitochondria",
        "• Make ATP\n• Own DNA",
        "",
        "cells.pdf, p. 12: Mitochondria make ATP.",
        "bio",
      ],
      ["Biology::Cells", "Front and back", "F", "B", "", "", ""],
    ]);
  });

  it("keeps an imported note's HTML and says so in the type cell", async () => {
    const html = '<b>Cell</b><br /><img src="0f343b0931126a20f133d67c2b018a3b1c0bba4b1ccaa1fd1f3f4e4a8b1d0e12.png" />';
    const rows = spreadsheetRows(await csvOf([[{ type: "qna", question: html, answer: "A &amp; B" }, { format: "html" }]]));
    expect(rows[1]!.slice(1, 4)).toEqual(["Question and answer (HTML)", html, "A &amp; B"]);
  });

  it("writes decks in order, the path joined by ::", async () => {
    const decks: TExchangeDeck[] = [
      { id: null, path: ["Mnemo", "A"], notes: [exchangeNote({ type: "qna", question: "1", answer: "1" })] },
      { id: null, path: ["Mnemo", "B"], notes: [exchangeNote({ type: "qna", question: "2", answer: "2" })] },
    ];
    expect(spreadsheetRows(await writeCsv(exportInputOf(decks))).map((row) => row[0])).toEqual(["deck", "Mnemo::A", "Mnemo::B"]);
  });
});

describe("CSV export, then text import", () => {
  it("reads a CSV an earlier version exported (type ids, sources as JSON)", () => {
    const source = { uploadId: "job-1", fileName: "cells.pdf", page: 12, quote: "Mitochondria make ATP.", start: 3, end: 25 };
    const csv = [
      "\uFEFFdeck,type,front,back,extra,source,tags",
      `Biology,concept_fact_list,Mitochondria,"• Make ATP\n• Own DNA",,"${JSON.stringify(source).replace(/"/g, '""')}",bio`,
      "Biology,truefalse,Water boils at 90 °C.,False,At 100 °C.,,",
      "Biology,qna (html),<b>Cell</b>,A &amp; B,,,",
    ].join("\r\n");
    const read = readText(new TextEncoder().encode(csv), { fileName: "old.csv" });
    expect(read.detected).toBe("Mnemo CSV export");
    expect(read.skipped).toEqual([]);
    expect(read.decks[0]!.notes.map(({ type, content, format, source: from }) => ({ type, content, format, source: from }))).toEqual([
      {
        type: "concept_fact_list",
        content: { type: "concept_fact_list", concept: "Mitochondria", facts: ["Make ATP", "Own DNA"] },
        format: "text",
        source,
      },
      {
        type: "truefalse",
        content: { type: "truefalse", statement: "Water boils at 90 °C.", isTrue: false, correction: "At 100 °C." },
        format: "text",
        source: null,
      },
      { type: "qna", content: { type: "qna", question: "<b>Cell</b>", answer: "A &amp; B" }, format: "html", source: null },
    ]);
  });

  it("gives back the same decks and notes (type, content, format, source, tags) for every card type", async () => {
    await fc.assert(
      fc.asyncProperty(exchangeDecks, async (decks) => {
        const read = readText(new TextEncoder().encode(await writeCsv(exportInputOf(decks))), { fileName: "export.csv" });
        expect(read.skipped).toEqual([]);
        expect(read.detected).toBe("Mnemo CSV export");
        const shape = (list: TExchangeDeck[]) =>
          list.map((deck) => ({
            path: deck.path,
            notes: deck.notes.map(({ type, content, format, source, tags }) => ({ type, content, format, source, tags })),
          }));
        expect(shape(read.decks)).toEqual(shape(decks));
      }),
      { numRuns: 150 },
    );
  });

  it("gives back an imported note's HTML with its stored pictures", async () => {
    const picture = "0f343b0931126a20f133d67c2b018a3b1c0bba4b1ccaa1fd1f3f4e4a8b1d0e12.png";
    const note = exchangeNote(
      { type: "qna", question: `<b>Which cell?</b><br /><img src="${picture}" />`, answer: "A <i>neuron</i>" },
      { format: "html" },
    );
    const read = readText(new TextEncoder().encode(await writeCsv(exportInputOf([{ id: null, path: DECK, notes: [note] }]))), {
      fileName: "x.csv",
    });
    expect(read.decks[0]!.notes[0]).toMatchObject({ format: "html", content: note.content });
  });
});
