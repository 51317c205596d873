import { NOTE_TYPES, type TNoteContent } from "@mnemo/api-contract";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  escapeFormulaCell,
  fieldsToContent,
  noteFields,
  readDeckCell,
  readFacts,
  readFormulaCell,
  readOptions,
  readTypeCell,
  safeFileName,
  typeCell,
  writeItems,
} from "./format-text.ts";
import { readSourceCell, sameShownSource, sourceCell } from "./source-cell.ts";

const MCQ_MARKERS = ["A. ", "B. ", "C. ", "D. "];

describe("list items", () => {
  it("indents an item's further lines to its marker, so options and facts may hold line breaks", () => {
    expect(writeItems(["one\ntwo", "three"], MCQ_MARKERS)).toBe("A. one\n   two\nB. three");
    expect(readFacts(writeItems(["a\n• not a new fact\n\nb", "c"], ["• "]))).toEqual(["a\n• not a new fact\n\nb", "c"]);
  });

  it("reads the options from the end, so the question may hold lines like options", () => {
    const front = `A. is this the question?\nB. yes\n${writeItems(["x", "y\nD. still y", "z", "w"], MCQ_MARKERS)}`;
    expect(readOptions(front)).toEqual({ question: "A. is this the question?\nB. yes", options: ["x", "y\nD. still y", "z", "w"] });
  });

  it("refuses a front without four options A to D", () => {
    expect(readOptions("Question\nA. a\nB. b\nC. c")).toBeNull();
    expect(readOptions("Question\nA. a\nB. b\nD. d\nC. c")).toBeNull();
    expect(readOptions("Question\nA. a\nB. b\nC. c\nD. d\nsomething after")).toBeNull();
  });

  it("reads facts typed another way: dashes, stars, or one per line", () => {
    expect(readFacts("- one\n* two\nthree\n\n")).toEqual(["one", "two", "three"]);
  });

  it("survives a spreadsheet that dropped the indent of an empty line", () => {
    const written = writeItems(["first\n\nsecond", "b", "c", "d"], MCQ_MARKERS).replace(/^ +$/gm, "");
    expect(readOptions(`Q\n${written}`)?.options[0]).toBe("first\n\nsecond");
  });
});

describe("cells of each card type", () => {
  it("reads other apps' cells leniently", () => {
    expect(fieldsToContent("truefalse", { front: "Sky is green", back: "F. It is blue.", extra: "" }, "text")).toEqual({
      type: "truefalse",
      statement: "Sky is green",
      isTrue: false,
      correction: "It is blue.",
    });
    const mcq = fieldsToContent("mcq", { front: "Q\nA. a\nB. b\nC. c\nD. d", back: "c", extra: "" }, "text");
    expect(mcq).toMatchObject({ correctIndex: 2 });
    expect(fieldsToContent("qna", { front: "Q", back: "A", extra: "more" }, "text")).toEqual({
      type: "qna",
      question: "Q",
      answer: "A\n\nmore",
    });
    expect(fieldsToContent("clozedel", { front: "{{c1::x}} y", back: "Back extra", extra: "" }, "html")).toEqual({
      type: "clozedel",
      text: "{{c1::x}} y<br><br>Back extra",
    });
  });

  it("says what is wrong with cells that cannot be the card", () => {
    expect(fieldsToContent("truefalse", { front: "S", back: "maybe", extra: "" }, "text")).toMatch(
      /must say True or False; this one says “maybe”/,
    );
    expect(fieldsToContent("mcq", { front: "Q", back: "A", extra: "" }, "text")).toMatch(/four options on lines starting “A. ”/);
    expect(fieldsToContent("mcq", { front: "Q\nA. a\nB. b\nC. c\nD. d", back: "E", extra: "" }, "text")).toMatch(/name the right option/);
  });

  it("writes a multiple-choice back as the right option, under its letter", () => {
    const content: TNoteContent = { type: "mcq", question: "Q", options: ["a", "b", "c", "d\nline"], correctIndex: 3, explanation: "" };
    expect(noteFields(content).back).toBe("D. d\n   line");
  });
});

describe("type, source and deck cells", () => {
  it("names card types as the app does, marks HTML notes, and reads earlier exports' type ids and other apps' names", () => {
    expect(typeCell({ type: "qna", format: "text" })).toBe("Question and answer");
    expect(typeCell({ type: "concept_fact_list", format: "html" })).toBe("Concept and facts (HTML)");
    for (const type of NOTE_TYPES) {
      expect(readTypeCell(typeCell({ type, format: "text" }))).toEqual({ type, html: false });
      expect(readTypeCell(typeCell({ type, format: "html" }))).toEqual({ type, html: true });
      // What CSV exports before this one wrote.
      expect(readTypeCell(type)).toEqual({ type, html: false });
      expect(readTypeCell(`${type} (html)`)).toEqual({ type, html: true });
    }
    expect(readTypeCell(" true  or false ")).toEqual({ type: "truefalse", html: false });
    expect(readTypeCell("Cloze")).toEqual({ type: "clozedel", html: false });
    expect(readTypeCell("Basic (and reversed card)")).toEqual({ type: "qna", html: false });
    expect(readTypeCell("Image Occlusion")).toEqual({ type: null, html: false });
  });

  it("writes sources as words a person reads, and reads them back", () => {
    const generated = {
      uploadId: "job-1",
      fileName: "photosynthesis.pdf",
      page: 2,
      quote: "Chlorophyll absorbs light.",
      start: 4,
      end: 30,
    };
    expect(sourceCell(generated)).toBe("photosynthesis.pdf, p. 2: Chlorophyll absorbs light.");
    expect(sourceCell({ uploadId: "job-2", quote: "Light\nreactions", start: 0, end: 15 })).toBe("Pasted text: Light\nreactions");
    expect(sourceCell({ fileName: "talk.pptx", slide: 7, heading: "Cells", quote: "q" })).toBe("talk.pptx, slide 7, “Cells”: q");
    expect(sourceCell(null)).toBe("");
    // The generation's pointers (upload, offsets) are not written: what is shown comes back, and counts as the same source.
    const read = readSourceCell(sourceCell(generated));
    expect(read).toEqual({ fileName: "photosynthesis.pdf", page: 2, quote: "Chlorophyll absorbs light." });
    expect(sameShownSource(read, generated)).toBe(true);
    expect(sameShownSource(read, { ...generated, page: 3 })).toBe(false);
    expect(readSourceCell("Book, p. 12")).toEqual({ fileName: "Book", page: 12 });
    expect(readSourceCell("Chapter 3")).toEqual({ fileName: "Chapter 3" });
    expect(readSourceCell("{not json")).toEqual({ fileName: "{not json" });
    expect(readSourceCell("  ")).toBeNull();
  });

  it("writes as JSON a source its words would misread, and reads earlier exports' JSON", () => {
    for (const source of [
      { fileName: "Pasted text" },
      { fileName: "Notes, p. 3", quote: "q" },
      { fileName: "notes: week 1.pdf", quote: "q" },
      { fileName: "x.pdf", heading: "say “hi” twice" },
      { fileName: "{}" },
      { fileName: "" },
    ]) {
      expect(sourceCell(source)).toBe(JSON.stringify(source));
      expect(readSourceCell(sourceCell(source))).toEqual(source);
    }
    const old = { fileName: "a, b.pdf", page: 3, heading: "Cells", quote: 'He said "hi"', start: 1, end: 9 };
    expect(readSourceCell(JSON.stringify(old))).toEqual(old);
  });

  it("reads back every source's shown fields", () => {
    const text = fc.string({ unit: fc.constantFrom("a", " ", ",", ":", "“", "”", "\n", "p", ".", "1", "{", "}", "'", "Pasted text") });
    fc.assert(
      fc.property(
        fc.record({ fileName: text, page: fc.nat(), slide: fc.nat(), heading: text, quote: text }, { requiredKeys: [] }),
        (source) => {
          const trimmed = Object.fromEntries(
            Object.entries(source).map(([key, value]) => [key, typeof value === "string" ? value.trim() : value]),
          );
          expect(readSourceCell(sourceCell(trimmed))).toEqual(trimmed);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("splits deck paths on :: and drops empty parts", () => {
    expect(readDeckCell(" Biology :: Cells ::")).toEqual(["Biology", "Cells"]);
  });

  it("makes file names safe on every file system", () => {
    expect(safeFileName('Bio: "cells" / <part 1>?', "md")).toBe("Bio cells part 1.md");
    expect(safeFileName("...", "md")).toBe("Mnemo deck.md");
  });
});

describe("formula cells", () => {
  it("prefixes cells a spreadsheet would run, as OWASP lists them", () => {
    for (const cell of ["=1+1", "+1", "-1", "@SUM(A1)", "\tx", "\rx", "'=1"]) expect(escapeFormulaCell(cell)).toBe(`'${cell}`);
    for (const cell of ["1=1", "a-b", "'quoted'", ""]) expect(escapeFormulaCell(cell)).toBe(cell);
  });

  it("is undone exactly for every cell", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("'", "=", "+", "-", "@", "\t", "\r", "a", " ") }), (cell) => {
        expect(readFormulaCell(escapeFormulaCell(cell))).toBe(cell);
      }),
    );
  });
});
