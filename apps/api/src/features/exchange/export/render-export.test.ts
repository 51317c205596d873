import { EXPORT_FORMATS } from "@mnemo/api-contract";
import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import type { TExportInput } from "../exchange-model.ts";
import { bytesOf } from "../formats/file-chunks.ts";
import { safeFileName } from "../formats/format-text.ts";
import { testNote } from "../testing/pdf-test-decks.ts";
import { readTestPdf } from "../testing/read-test-pdf.ts";
import { writeQuizlet } from "../formats/quizlet.ts";
import { checkAnkiCollection } from "../testing/anki-checker.ts";
import { contentDisposition } from "./export-file-names.ts";
import { renderExport } from "./render-export.ts";

const DNA = "\u{1F9EC}"; // 🧬, two UTF-16 units
const HALF = DNA[0]!; // a lone high surrogate
const NOW = new Date("2026-06-01T12:00:00Z");

const isWellFormed = (text: string) => !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));
const strictUtf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);

/** A deck whose title ends in half an emoji (a title cut between its halves), with such text in its cards too. */
function halfEmojiInput(): TExportInput {
  return {
    decks: [
      {
        id: "7d1e7f0a-0000-4000-8000-00000000000a",
        path: [`Genetics ${HALF}`],
        notes: [
          testNote({ type: "qna", question: `What is ${DNA}?`, answer: `DNA ${HALF}` }),
          testNote({ type: "clozedel", text: `The {{c1::double helix ${HALF}}} of DNA` }),
        ],
      },
    ],
    media: [],
    includeProgress: false,
    now: NOW,
  };
}

describe("export file names", () => {
  it("never cuts a title between an emoji's two halves", () => {
    const title = `${"a".repeat(79)}${DNA} more words`;
    expect(safeFileName(title, "csv")).toBe(`${"a".repeat(79)}.csv`);
    expect(safeFileName(`${"a".repeat(78)}${DNA} more words`, "csv")).toBe(`${"a".repeat(78)}${DNA}.csv`);
  });

  it("writes a Content-Disposition for any name, half an emoji included (encodeURIComponent throws on one)", () => {
    expect(contentDisposition(`Genetics ${HALF}.pdf`)).toBe(
      `attachment; filename="Genetics _.pdf"; filename*=UTF-8''Genetics%20%EF%BF%BD.pdf`,
    );
    expect(contentDisposition(`Cells ${DNA}.csv`)).toBe(`attachment; filename="Cells __.csv"; filename*=UTF-8''Cells%20%F0%9F%A7%AC.csv`);
  });
});

describe("a deck whose title ends in half an emoji", () => {
  for (const format of EXPORT_FORMATS.filter((f) => f !== "quizlet")) {
    it(`exports to ${format}, with a file name and text every reader takes`, async () => {
      const input = halfEmojiInput();
      const file = renderExport(format, input, { pdf: { layout: "sheet", paper: "a4" } });
      expect(isWellFormed(file.fileName)).toBe(true);
      expect(file.fileName).toBe(`Genetics \uFFFD.${format}`);
      expect(() => contentDisposition(file.fileName)).not.toThrow();
      const bytes = await bytesOf(file.chunks);
      switch (format) {
        case "apkg":
          expect(await checkAnkiCollection(bytes)).toEqual([]);
          break;
        case "csv":
        case "md":
          expect(strictUtf8(bytes)).toContain("\uFFFD");
          expect(strictUtf8(bytes)).toContain(DNA);
          break;
        case "pdf": {
          const pages = await readTestPdf(bytes);
          expect(pages.map((page) => page.compact).join("")).toContain("doublehelix");
          break;
        }
      }
    });
  }

  it("exports several decks to a zip of Markdown documents with well-formed names", async () => {
    const input = halfEmojiInput();
    input.decks.push({ ...input.decks[0]!, id: null });
    const file = renderExport("md", input, { pdf: { layout: "sheet", paper: "a4" } });
    expect(file.fileName).toBe("Mnemo decks.zip");
    const entries = unzipSync(await bytesOf(file.chunks));
    expect(Object.keys(entries)).toEqual([`Genetics \uFFFD.md`, `Genetics \uFFFD (2).md`]);
    for (const entry of Object.values(entries)) expect(strictUtf8(entry)).toContain("# Genetics \uFFFD");
  });

  it("gives Quizlet text without half an emoji", async () => {
    const { text } = await writeQuizlet(halfEmojiInput());
    expect(isWellFormed(text)).toBe(true);
    expect(text).toContain(DNA);
  });
});
