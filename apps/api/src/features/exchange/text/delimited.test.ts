import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { detectLayout, parseDelimited, type TDelimitedOptions } from "./delimited.ts";

const cells = (text: string, options: Partial<TDelimitedOptions> = {}) =>
  parseDelimited(text, { field: "\t", record: "\n", quoting: "auto", ...options }).records.map((record) => record.cells);

describe("parseDelimited", () => {
  it("reads back any grid a CSV writer quoted (papaparse's, with every separator it may use)", () => {
    const cell = fc.string({ unit: fc.constantFrom("a", " ", '"', ",", ";", "\t", "\n", "é", "|") });
    fc.assert(
      fc.property(
        fc.constantFrom(",", ";", "\t", "|"),
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        (field, grid) => {
          const rows = grid.filter((row) => row.some((value) => value.trim() !== ""));
          const text = Papa.unparse(rows, { delimiter: field, newline: "\n" });
          expect(cells(text, { field, quoting: "csv" })).toEqual(rows);
        },
      ),
    );
  });

  it("numbers each record by the line it starts on, past quoted line breaks", () => {
    const { records } = parseDelimited('a,"b\nc"\n\nd,e', { field: ",", record: "\n", quoting: "csv" });
    expect(records.map((record) => record.line)).toEqual([1, 4]);
  });

  it("reads quotes as text where CSV quoting would misread them", () => {
    // Text after a closing quote, and a quote that would join lines and break the columns.
    expect(cells('"Hello," she said\tBonjour\n"a\tb\nc"\td')).toEqual([
      ['"Hello," she said', "Bonjour"],
      ['"a', "b"],
      ['c"', "d"],
    ]);
    // Between tabs, quotes around a cell that needs none are the cell's own.
    expect(cells('"word"\tdefinition')).toEqual([['"word"', "definition"]]);
    expect(cells('"two\nlines"\tdefinition\nx\ty')).toEqual([
      ["two\nlines", "definition"],
      ["x", "y"],
    ]);
  });

  it("skips Anki's comment lines only when asked", () => {
    expect(cells("#c\ta\nb\tc", { comments: true })).toEqual([["b", "c"]]);
    expect(cells("#c\ta\nb\tc")).toEqual([
      ["#c", "a"],
      ["b", "c"],
    ]);
  });
});

describe("parseDelimited's budgets", () => {
  it("stops after maxRecords records, saying it stopped", () => {
    const text = Array.from({ length: 1000 }, (_, index) => `q${index},a${index}`).join("\n");
    const read = parseDelimited(text, { field: ",", record: "\n", quoting: "auto", maxRecords: 5 });
    expect(read.records.map((record) => record.cells[0])).toEqual(["q0", "q1", "q2", "q3", "q4"]);
    expect(read.stopped).toBe(true);
    expect(parseDelimited("a,b\nc,d\n", { field: ",", record: "\n", quoting: "auto", maxRecords: 2 }).stopped).toBe(false);
  });

  it("stops at a record longer than maxRecordChars, naming the line it starts on", () => {
    const text = `a,b\nc,d\n${"e".repeat(50)},f\ng,h`;
    for (const quoting of ["csv", "none", "auto"] as const) {
      const read = parseDelimited(text, { field: ",", record: "\n", quoting, maxRecordChars: 20 });
      expect(read.tooLong, quoting).toEqual({ line: 3 });
      expect(read.records).toHaveLength(2);
    }
    // A quoted record is measured whole, across its line breaks.
    const quoted = `a,b\n"${"x\n".repeat(15)}",c\nd,e`;
    expect(parseDelimited(quoted, { field: ",", record: "\n", quoting: "csv", maxRecordChars: 20 }).tooLong).toEqual({ line: 2 });
    expect(parseDelimited(quoted, { field: ",", record: "\n", quoting: "csv", maxRecordChars: 40 }).tooLong).toBeNull();
  });
});

describe("detectLayout", () => {
  it("picks the separators that give the most records of one width", () => {
    expect(detectLayout("a,b;c\nd,e;f\ng,h;i", [",", ";", "\t"])).toEqual({ field: ",", record: "\n" });
    expect(detectLayout("a;b, c\nd;e\ng;h, i, j", [",", ";", "\t"])).toEqual({ field: ";", record: "\n" });
    expect(detectLayout("a\tb;c\td;e\tf", ["\t", ","])).toEqual({ field: "\t", record: ";" });
    expect(detectLayout("only one column\nof text", ["\t", ","])).toBeNull();
  });

  it("reads lines that all split at tabs alike as tab-separated, whatever commas and semicolons they hold", () => {
    // One Quizlet card: split at ";" then ",", it reads as two records of two cells.
    expect(detectLayout(',!;\t,"', ["\t", ",", ";", "|", ":"])).toEqual({ field: "\t", record: "\n" });
    expect(detectLayout("a, b; c\td\ne; f\tg, h", ["\t", ",", ";"])).toEqual({ field: "\t", record: "\n" });
    // Not in a .csv file, where commas come first.
    expect(detectLayout("a,b,c\td\ne,f,g\th", [",", ";", "\t"])).toEqual({ field: ",", record: "\n" });
  });

  it("never splits on the colons of cloze gaps or deck paths", () => {
    expect(detectLayout("{{c1::a}} b\n{{c1::c}} d", ["\t", ",", ":"])).toBeNull();
  });
});
