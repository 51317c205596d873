import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/app-error.ts";
import { millionRowCsv } from "../testing/hostile-files.ts";
import { MAX_HEADER_TAGS, MAX_RECORD_CHARS, readText, type TReadTextOptions, type TTextImportResult } from "./read-text.ts";

type TOptions = Partial<TReadTextOptions>;

function read(text: string, options: TOptions = {}): TTextImportResult {
  return readText(new TextEncoder().encode(text), { fileName: "cards.txt", ...options });
}

function contents(result: TTextImportResult) {
  return result.decks.flatMap((deck) => deck.notes.map((note) => note.content));
}

function utf16(text: string, { bigEndian = false, mark = true } = {}): Uint8Array {
  const bytes: number[] = mark ? (bigEndian ? [0xfe, 0xff] : [0xff, 0xfe]) : [];
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    bytes.push(...(bigEndian ? [unit >> 8, unit & 0xff] : [unit & 0xff, unit >> 8]));
  }
  return new Uint8Array(bytes);
}

function errorOf(action: () => unknown): AppError {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("Anki's text exports", () => {
  it("reads a notes export with its header lines: guid, note type, deck and tags columns, HTML fields", () => {
    const result = read(
      [
        "#separator:tab",
        "#html:true",
        "#guid column:1",
        "#notetype column:2",
        "#deck column:3",
        "#tags column:6",
        "Fx8d;p@q2\tBasic\tBiology::Cells\tWhat makes <b>ATP</b>?\tMitochondria\tbio cells",
        "kR3~x\tCloze\tBiology\t{{c1::Paris}} is the capital of France.\tIt is on the Seine.\t",
        "zZ\tBasic\tBiology\tLine one<br>line two\tA &amp; B\t",
      ].join("\n"),
    );
    expect(result.detected).toBe("Anki text export (a tab between columns, HTML)");
    expect(result.columns).toEqual(["ignore", "type", "deck", "front", "back", "tags"]);
    expect(result.decks.map((deck) => deck.path)).toEqual([["Biology", "Cells"], ["Biology"]]);
    const [cells, biology] = result.decks;
    expect(cells!.notes[0]).toMatchObject({
      guid: "Fx8d;p@q2",
      type: "qna",
      format: "html",
      content: { type: "qna", question: "What makes <b>ATP</b>?", answer: "Mitochondria" },
      tags: ["bio", "cells"],
    });
    expect(biology!.notes.map((note) => [note.format, note.content])).toEqual([
      ["text", { type: "clozedel", text: "{{c1::Paris}} is the capital of France.\n\nIt is on the Seine." }],
      ["text", { type: "qna", question: "Line one\nline two", answer: "A & B" }],
    ]);
    expect(result.noteTypes).toEqual([
      { name: "Basic", notes: 2, mappedTo: "qna" },
      { name: "Cloze", notes: 1, mappedTo: "clozedel" },
    ]);
  });

  it("reads a cards export (rendered sides, no HTML) and skips comment lines after the headers", () => {
    const result = read('#separator:tab\n#html:false\nWhat is 2+2?\t4\n# a comment Anki ignores\n"Quoted\ttab"\t"say ""hi"""\n');
    expect(contents(result)).toEqual([
      { type: "qna", question: "What is 2+2?", answer: "4" },
      { type: "qna", question: "Quoted\ttab", answer: 'say "hi"' },
    ]);
    expect(result.html).toBe(false);
  });

  it("reads header values a spreadsheet re-saved with trailing separators, #columns names, #deck, #notetype and #tags", () => {
    const result = read(
      "#separator:Comma,,\n#html:false,,\n#columns:Text,Back Extra,Tags\n#deck:Geography::Europe,,\n#notetype:Cloze\n#tags:imported geo\n{{c1::Rome}} is in Italy,,capital\n",
    );
    expect(result.columns).toEqual(["front", "extra", "tags"]);
    expect(result.decks[0]!.path).toEqual(["Geography", "Europe,,"]);
    expect(result.decks[0]!.notes[0]).toMatchObject({
      content: { type: "clozedel", text: "{{c1::Rome}} is in Italy" },
      tags: ["imported", "geo", "capital"],
    });
  });

  it("reads the old first line 'tags:' and a first line starting with # that is a card", () => {
    expect(read("tags:old style\nQ\tA").decks[0]!.notes[0]!.tags).toEqual(["old", "style"]);
    expect(contents(read("#1 rule\tNever give up\nQ\tA"))[0]).toEqual({ type: "qna", question: "#1 rule", answer: "Never give up" });
  });
});

describe("Quizlet's exports", () => {
  it("reads a tab between term and definition and a new line between cards", () => {
    const result = read('chat\tcat\nchien\tdog, hound\n"bonjour"\thello\n');
    expect(result.detected).toBe("Quizlet export (a tab between term and definition, a new line between cards)");
    expect(contents(result)).toEqual([
      { type: "qna", question: "chat", answer: "cat" },
      { type: "qna", question: "chien", answer: "dog, hound" },
      { type: "qna", question: '"bonjour"', answer: "hello" },
    ]);
  });

  it("reads a comma between term and definition, joining a definition's own commas back", () => {
    const result = read("chat,cat\nchien,dog, hound, mutt\nsoleil,sun\n");
    expect(result.separator).toBe("comma");
    expect(contents(result).map((content) => content.type === "qna" && content.answer)).toEqual(["cat", "dog, hound, mutt", "sun"]);
  });

  it("reads a semicolon between cards, with a tab or a comma between term and definition", () => {
    const tab = read("chat\tcat;chien\tdog;line\tone\ntwo");
    expect(tab.detected).toBe("Quizlet export (a tab between term and definition, a semicolon between cards)");
    expect(contents(tab)).toEqual([
      { type: "qna", question: "chat", answer: "cat" },
      { type: "qna", question: "chien", answer: "dog" },
      { type: "qna", question: "line", answer: "one\ntwo" },
    ]);
    expect(contents(read("chat,cat;chien,dog;oiseau,bird")).map((content) => content.type === "qna" && content.question)).toEqual([
      "chat",
      "chien",
      "oiseau",
    ]);
  });

  it("reads a blank line between cards whose definitions span lines", () => {
    const result = read("mitochondria\tmakes ATP\nhas its own DNA\n\nribosome\tmakes proteins\n\nnucleus\tholds DNA\n");
    expect(result.detected).toBe("Quizlet export (a tab between term and definition, a blank line between cards)");
    expect(contents(result)).toEqual([
      { type: "qna", question: "mitochondria", answer: "makes ATP\nhas its own DNA" },
      { type: "qna", question: "ribosome", answer: "makes proteins" },
      { type: "qna", question: "nucleus", answer: "holds DNA" },
    ]);
  });
});

describe("spreadsheets", () => {
  it("reads Excel's CSV: a byte order mark, CRLF, a header row, quoted cells with line breaks and quotes", () => {
    const csv = '\uFEFFQuestion,Answer,Tags\r\n"Name two ""noble"" gases","Helium,\r\nNeon",chem gas\r\nH2O?,Water,\r\n';
    const result = read(csv, { fileName: "Chemistry.csv" });
    expect(result.detected).toBe("CSV (a comma between columns, 3 columns, a header row)");
    expect(result.header).toBe(true);
    expect(result.columns).toEqual(["front", "back", "tags"]);
    expect(result.decks[0]!.path).toEqual(["Chemistry"]);
    expect(result.decks[0]!.notes.map((note) => [note.content, note.tags])).toEqual([
      [{ type: "qna", question: 'Name two "noble" gases', answer: "Helium,\nNeon" }, ["chem", "gas"]],
      [{ type: "qna", question: "H2O?", answer: "Water" }, []],
    ]);
    expect(result.rows).toEqual([
      ["Question", "Answer", "Tags"],
      ['Name two "noble" gases', "Helium,\nNeon", "chem gas"],
      ["H2O?", "Water", ""],
    ]);
  });

  it("reads a semicolon-separated CSV in Windows-1252, as Excel writes it in much of Europe", () => {
    const bytes = new Uint8Array([
      ...new TextEncoder().encode("Term;Definition\r\nK"),
      0xe4,
      ...new TextEncoder().encode("se;fromage, cheese\r\n"),
    ]);
    const result = readText(bytes, { fileName: "deutsch.csv" });
    expect(result.separator).toBe("semicolon");
    expect(result.detected).toContain("Windows-1252");
    expect(contents(result)).toEqual([{ type: "qna", question: "Käse", answer: "fromage, cheese" }]);
  });

  it("reads Windows-1252's characters at bytes 0x80 to 0x9F: the euro sign, curly quotes, dashes, ellipsis, trademark", () => {
    const text = (value: string) => [...new TextEncoder().encode(value)];
    const bytes = new Uint8Array([
      ...text("Price\t5 "),
      0x80,
      ...text(" "),
      0x96,
      ...text(" cheap\n"),
      0x93,
      ...text("Quoted"),
      0x94,
      ...text(" and "),
      0x91,
      ...text("single"),
      0x92,
      0x85,
      ...text("\tMnemo"),
      0x99,
      ...text(" "),
      0x97,
      ...text(" "),
      0x8c,
      ...text("uvre, "),
      0x8a,
      ...text("koda\n"),
    ]);
    const result = readText(bytes, { fileName: "prices.txt" });
    expect(result.detected).toContain("Windows-1252");
    expect(contents(result)).toEqual([
      { type: "qna", question: "Price", answer: "5 € – cheap" },
      { type: "qna", question: "“Quoted” and ‘single’…", answer: "Mnemo™ — Œuvre, Škoda" },
    ]);
  });

  it("reads a file with a UTF-8 byte order mark as UTF-8 even where a byte is not", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("caf"), 0xe9, ...new TextEncoder().encode("\tcoffee")]);
    expect(contents(readText(bytes, { fileName: "x.txt" }))).toEqual([{ type: "qna", question: "caf\ufffd", answer: "coffee" }]);
  });

  it("reads UTF-16 text with a byte order mark (LE and BE) and without one (LE)", () => {
    const text = "Front\tBack\nΤι είναι;\tЧто это? 東京\n";
    for (const [bytes, encoding] of [
      [utf16(text), "UTF-16 LE"],
      [utf16(text, { bigEndian: true }), "UTF-16 BE"],
      [utf16(text, { mark: false }), "UTF-16 LE"],
    ] as const) {
      const result = readText(bytes, { fileName: "unicode.txt" });
      expect(result.detected).toContain(encoding);
      expect(contents(result)).toEqual([{ type: "qna", question: "Τι είναι;", answer: "Что это? 東京" }]);
    }
  });

  it("knows our CSV export again after a spreadsheet re-saved it with semicolons", () => {
    const csv =
      "\uFEFFdeck;type;front;back;extra;source;tags\r\nMaths;truefalse;'=1+1 is 2;True;;;'-x\r\nMaths;qna (html);<b>Bold</b>;'+1;;;\r\n";
    const result = read(csv, { fileName: "export.csv" });
    expect(result.detected).toBe("Mnemo CSV export");
    expect(result.decks[0]!.notes.map((note) => [note.format, note.content, note.tags])).toEqual([
      ["text", { type: "truefalse", statement: "=1+1 is 2", isTrue: true, correction: "" }, ["-x"]],
      ["html", { type: "qna", question: "<b>Bold</b>", answer: "+1" }, []],
    ]);
  });

  it("reads a type column of card type names", () => {
    const csv = 'front,back,type\nIs the sky blue?,True,truefalse\n"Pick one\nA. a\nB. b\nC. c\nD. d",C,mcq\nRome,{{c1::Italy}},Cloze\n';
    expect(contents(read(csv, { fileName: "typed.csv" }))).toEqual([
      { type: "truefalse", statement: "Is the sky blue?", isTrue: true, correction: "" },
      { type: "mcq", question: "Pick one", options: ["a", "b", "c", "d"], correctIndex: 2, explanation: "" },
      { type: "clozedel", text: "Rome\n\n{{c1::Italy}}" },
    ]);
  });
});

describe("cards from records", () => {
  it("makes a cloze of a front with a gap, its back after a blank line, unless told not to", () => {
    const text = "{{c1::Paris}} is in France\tcapital city\nplain\tcard";
    expect(contents(read(text))[0]).toEqual({ type: "clozedel", text: "{{c1::Paris}} is in France\n\ncapital city" });
    expect(contents(read(text, { detectCloze: false }))[0]).toEqual({
      type: "qna",
      question: "{{c1::Paris}} is in France",
      answer: "capital city",
    });
    expect(read(text).noteTypes).toEqual([
      { name: "Cloze", notes: 1, mappedTo: "clozedel" },
      { name: "Front and back", notes: 1, mappedTo: "qna" },
    ]);
  });

  it("reads one column of cloze sentences", () => {
    expect(contents(read("{{c1::Water}} boils at 100 °C\nIce melts at {{c1::0 °C}}"))).toEqual([
      { type: "clozedel", text: "{{c1::Water}} boils at 100 °C" },
      { type: "clozedel", text: "Ice melts at {{c1::0 °C}}" },
    ]);
  });

  it("skips records that cannot be cards with where and why, and keeps the rest", () => {
    const long = "x".repeat(5001);
    const result = read(`Q1\tA1\nQ2\t\n\tA3\nQ4\t${long}\nQ5\t${"y".repeat(300_000)}\n{{c1::}}\tempty gap\nQ7\tA7`);
    expect(contents(result).map((content) => content.type === "qna" && content.question)).toEqual(["Q1", "Q7"]);
    expect(result.skipped).toEqual([
      { where: "line 2", reason: "The back is empty: a card needs a front and a back, or a gap like {{c1::answer}} in its front." },
      { where: "line 3", reason: "The front is empty." },
      { where: "line 4", reason: "Answer must be at most 5000 characters." },
      { where: "line 5", reason: "The back has 300,000 characters; a card side holds at most 5,000." },
      { where: "line 6", reason: expect.stringContaining("A gap is empty") },
    ]);
  });

  it("sanitises HTML cells as Anki imports are, and names pictures a text file cannot carry", () => {
    const stored = "0f343b0931126a20f133d67c2b018a3b1c0bba4b1ccaa1fd1f3f4e4a8b1d0e12.png";
    const result = read(
      `Front\tBack\n<b onclick="x()">Cell</b><script>alert(1)</script>\t<img src="cell.png"> and [sound:a.mp3]\n<i>Stored</i>\t<img src="${stored}">`,
    );
    expect(result.html).toBe(true);
    expect(result.decks[0]!.notes.map((note) => [note.format, note.content])).toEqual([
      ["html", { type: "qna", question: "<b>Cell</b>", answer: "[picture: cell.png] and [sound: a.mp3]" }],
      ["html", { type: "qna", question: "<i>Stored</i>", answer: `<img src="${stored}" />` }],
    ]);
    expect(contents(read("Front\tBack\n<b>x</b>\ty", { html: false }))[0]).toEqual({ type: "qna", question: "<b>x</b>", answer: "y" });
  });

  it("puts notes in the file's deck, or one named after the file, and derives the same guids each time", () => {
    const text = "Q\tA\nQ\tA again\nR\tB";
    const first = read(text, { fileName: "My deck.tsv" });
    expect(first.decks.map((deck) => deck.path)).toEqual([["My deck"]]);
    const guids = first.decks[0]!.notes.map((note) => note.guid);
    expect(new Set(guids).size).toBe(3);
    expect(read(text, { fileName: "My deck.tsv" }).decks[0]!.notes.map((note) => note.guid)).toEqual(guids);
  });
});

describe("options", () => {
  it("override the separator, the header row and the column roles", () => {
    const text = "term;definition;note\nun;one;counting\n";
    const result = read(text, { separator: ";", header: false, columns: ["back", "front", "ignore"] });
    expect(result.header).toBe(false);
    expect(result.columns).toEqual(["back", "front", "ignore"]);
    expect(contents(result)).toEqual([
      { type: "qna", question: "definition", answer: "term" },
      { type: "qna", question: "one", answer: "un" },
    ]);
    expect(read("a|b\nc|d", { separator: "|" }).separator).toBe("pipe");
  });

  it("take extra columns as more text for the back", () => {
    expect(contents(read("Word,Meaning,Example\nlire,to read,Je lis un livre.", { columns: ["front", "back", "extra"] }))).toEqual([
      { type: "qna", question: "lire", answer: "to read\n\nJe lis un livre." },
    ]);
  });
});

describe("files that are not cards", () => {
  it("refuses binary files, naming the files Mnemo imports", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0]);
    const error = errorOf(() => readText(png, { fileName: "cards.csv" }));
    expect(error.code).toBe("FILE_TYPE_NOT_SUPPORTED");
    expect(error.message).toContain(".apkg, .colpkg, .csv, .tsv, .txt");
  });

  it("refuses empty files, whitespace, Anki's headers alone and a header row alone", () => {
    for (const text of ["", "  \n\t\n", "#separator:tab\n#html:false\n", "front,back\n"]) {
      expect(errorOf(() => read(text, { fileName: "x.csv" })).code).toBe("EMPTY_DOCUMENT");
    }
  });

  it("refuses more records than an import may hold", () => {
    const error = errorOf(() => read("a\tb\nc\td\ne\tf\ng\th", { limits: { maxNotes: 3 } }));
    expect(error.code).toBe("TOO_MANY_NOTES");
    expect(error.message).toBe(
      "This file has more than 3 cards; Mnemo imports up to 3 at a time. Split the file and import the parts one by one.",
    );
  });

  it("refuses a million-row CSV as over the limit, without counting all of it", () => {
    const error = errorOf(() => readText(millionRowCsv(), { fileName: "huge.csv" }));
    expect(error.code).toBe("TOO_MANY_NOTES");
    expect(error.message).toMatch(/^This file has more than 50,000 cards; Mnemo imports up to 50,000 at a time\./);
  });

  it("refuses a record longer than the record budget, naming its line", () => {
    const long = "x".repeat(200);
    for (const [text, line] of [
      [`front,back\nshort,card\n${long},back\n`, 3],
      [`#separator:comma\n#html:false\nshort,card\n"${long}\n${long}",back\n`, 4],
    ] as const) {
      const error = errorOf(() => read(text, { fileName: "cards.csv", limits: { maxRecordChars: 100 } }));
      expect(error.code).toBe("FILE_TOO_COMPLEX");
      expect(error.details).toEqual({ line, limit: 100 });
      expect(error.message).toMatch(new RegExp(`^Line ${line} of this file starts a card longer than 100 characters`));
    }
    expect(MAX_RECORD_CHARS).toBe(1_000_000);
  });

  it("reads a quote never closed as text rather than as one record running to the end", () => {
    const lines = ['"open quote,first', ...Array.from({ length: 20 }, (_, index) => `front ${index},back ${index}`)];
    const result = read(lines.join("\n"), { fileName: "cards.csv", limits: { maxRecordChars: 100 } });
    expect(contents(result)).toHaveLength(21);
  });

  it("refuses an Anki #tags line giving every card more tags than allowed", () => {
    const tags = Array.from({ length: MAX_HEADER_TAGS + 1 }, (_, index) => `t${index}`).join(" ");
    const error = errorOf(() => read(`#separator:tab\n#tags:${tags}\nfront\tback\n`));
    expect(error.code).toBe("FILE_TOO_COMPLEX");
    expect(error.details).toEqual({ tags: MAX_HEADER_TAGS + 1, limit: MAX_HEADER_TAGS });
    expect(read(`#separator:tab\n#tags:${tags.split(" ").slice(1).join(" ")}\nfront\tback\n`).decks[0]!.notes[0]!.tags).toHaveLength(
      MAX_HEADER_TAGS,
    );
  });
});

describe("strings no schema cleans", () => {
  it("a NUL written as a JSON escape in our CSV's source cell, or any control in a tag, is dropped", () => {
    const csv = ["deck,type,front,back,extra,source,tags", `Deck,qna,Q,A,,"{""fileName"":""notes\\u0000.pdf"",""page"":3}",a\u0001b`].join(
      "\n",
    );
    const [note] = read(csv, { fileName: "export.csv" }).decks[0]!.notes;
    expect(note).toMatchObject({ source: { fileName: "notes.pdf", page: 3 }, tags: ["ab"] });
  });
});

describe("deck names", () => {
  it("are cleaned as typed deck titles are: no controls, bidi overrides or isolates, tabs as spaces", () => {
    const result = read('deck,front,back\n"\u202eBio\u2066logy\u2069\t2\n::Cells\u200f",Question,Answer\n', { fileName: "cards.csv" });
    expect(result.decks.map((deck) => deck.path)).toEqual([["Biology 2", "Cells"]]);
    const fromHeader = read("#separator:tab\n#deck:Line\u202Aone\u202C::\u2067\u2069\nQ\tA\n");
    expect(fromHeader.decks.map((deck) => deck.path)).toEqual([["Lineone"]]);
  });
});
