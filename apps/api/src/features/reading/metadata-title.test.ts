import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../generation/testing/make-fixtures.ts";
import { extractDocx } from "./extract-docx.ts";
import { extractPdf } from "./extract-pdf.ts";
import { coreXmlTitle, metadataTitle } from "./metadata-title.ts";
import type { OcrPool } from "./ocr-pool.ts";

/** Text pages never reach OCR. */
const noOcr: OcrPool = {
  size: 2,
  recognize: () => Promise.reject(new Error("OCR must not run for text pages")),
  close: () => Promise.resolve(),
};

describe("metadataTitle", () => {
  it("keeps a real title, tidied", () => {
    expect(metadataTitle("  Lecture 3:\n Cell   biology ")).toBe("Lecture 3: Cell biology");
  });

  it("drops what a tool left instead of a title", () => {
    for (const raw of [
      "Microsoft Word - notes.docx",
      "untitled",
      "Slide 1",
      "lecture3.pdf",
      "PowerPoint Presentation.pptx",
      "",
      " ",
      42,
      undefined,
    ]) {
      expect(metadataTitle(raw)).toBeUndefined();
    }
  });
});

describe("coreXmlTitle", () => {
  it("reads dc:title from an Office package's core properties, entities decoded", () => {
    const xml = `<?xml version="1.0"?><cp:coreProperties xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Cells &amp; tissues</dc:title></cp:coreProperties>`;
    expect(coreXmlTitle(strToU8(xml))).toBe("Cells & tissues");
    expect(coreXmlTitle(strToU8("<cp:coreProperties><dc:title></dc:title></cp:coreProperties>"))).toBeUndefined();
    expect(coreXmlTitle(undefined)).toBeUndefined();
  });
});

describe("a document's own title", () => {
  it("is read from a Word file's core properties and a PDF's Title", async () => {
    const docx = await makeDocx({ title: "Cell biology", blocks: [{ paragraph: "Cells are the units of life." }] });
    expect((await extractDocx({ bytes: docx })).title).toBe("Cell biology");
    expect(
      (await extractDocx({ bytes: await makeDocx({ blocks: [{ paragraph: "Cells are the units of life." }] }) })).title,
    ).toBeUndefined();
    const pdf = await makePdf({ title: "Week 4: Genetics", pages: ["Genes are units of heredity."] });
    expect((await extractPdf({ bytes: pdf, ocr: noOcr })).title).toBe("Week 4: Genetics");
    expect((await extractPdf({ bytes: await makePdf({ pages: ["Genes are units of heredity."] }), ocr: noOcr })).title).toBeUndefined();
  });
});
