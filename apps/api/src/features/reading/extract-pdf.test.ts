import PDFDocument from "pdfkit";
import { afterAll, describe, expect, it, vi } from "vitest";
import { makeDrawnTextPdf } from "../generation/testing/make-drawn-text-pdf.ts";
import { loadTextPng, makeBlankPng, makePdf, TEXT_PNG_LINES, truncate } from "../generation/testing/make-fixtures.ts";
import { extractPdf } from "./extract-pdf.ts";
import { createOcrPool, type OcrPool } from "./ocr-pool.ts";
import { importCanvas } from "./render-pdf-page.ts";

const LONG =
  "The cell membrane is a thin, flexible barrier that surrounds every cell and controls which substances enter or leave it, " +
  "keeping the inside of the cell stable while its surroundings change.";

/** A PDF whose pages hold paragraphs in the given font sizes (Helvetica, flowing down the page). */
function makeSizedPdf(pages: { text: string; size: number }[][]): Promise<Uint8Array> {
  const doc = new PDFDocument({ autoFirstPage: false, size: "A4" });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) => doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks)))));
  for (const paragraphs of pages) {
    doc.addPage();
    doc.x = 50;
    doc.y = 60;
    for (const { text, size } of paragraphs) doc.font("Helvetica").fontSize(size).text(text, { width: 495 }).moveDown(0.6);
  }
  doc.end();
  return done;
}

/** Text pages must never reach OCR. */
const noOcr: OcrPool = {
  size: 2,
  recognize: () => Promise.reject(new Error("OCR must not run for text pages")),
  close: () => Promise.resolve(),
};

describe("extractPdf (text layer)", () => {
  it("gives one section per page, lines rejoined and paragraphs kept", async () => {
    const bytes = await makePdf({ pages: [`Cells\n\n${LONG}`, "Tissues are groups of similar cells.\nOrgans are made of tissues."] });
    const { sections, pageCount } = await extractPdf({ bytes, ocr: noOcr });
    expect(pageCount).toBe(2);
    expect(sections).toEqual([
      { page: 1, text: `Cells\n\n${LONG}` },
      { page: 2, text: "Tissues are groups of similar cells. Organs are made of tissues." },
    ]);
  });

  it("starts a section at a heading set larger than the body or numbered, with levels from the sizes and the numbering", async () => {
    const bytes = await makeSizedPdf([
      [
        { text: "Cell biology", size: 24 },
        { text: LONG, size: 12 },
        { text: "Membranes", size: 16 },
        { text: LONG, size: 12 },
      ],
      [
        { text: `${LONG} ${LONG}`, size: 12 },
        { text: "2.3 Transport across membranes", size: 12 },
        { text: LONG, size: 12 },
        { text: "2.3.1 Channels", size: 12 },
        { text: LONG, size: 12 },
      ],
    ]);
    const { sections } = await extractPdf({ bytes, ocr: noOcr });
    expect(sections).toEqual([
      { page: 1, heading: "Cell biology", level: 1, text: LONG },
      { page: 1, heading: "Membranes", level: 2, text: LONG },
      // The top of a page goes on under the heading before it: it carries none.
      { page: 2, text: `${LONG} ${LONG}` },
      { page: 2, heading: "2.3 Transport across membranes", level: 2, text: LONG },
      { page: 2, heading: "2.3.1 Channels", level: 3, text: LONG },
    ]);
  });

  it("extracts 20 pages in order and reports progress per page", async () => {
    const pages = Array.from({ length: 20 }, (_, i) => `Page ${i + 1}: ${LONG}`);
    const progress: number[] = [];
    const { sections } = await extractPdf({ bytes: await makePdf({ pages }), ocr: noOcr, onProgress: ({ done }) => progress.push(done) });
    expect(sections.map((section) => section.text)).toEqual(pages);
    expect(progress.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it("never renders a page whose text layer reads fine, however short", async () => {
    const formulas = "For a fair die, P(X = 6) = 1/6 and E[X] = 3.5. If A ∩ B = ∅ then P(A ∪ B) = P(A) + P(B).";
    const sql = "SELECT name, COUNT(*) FROM cells GROUP BY name;\nTotal 12.5 % 3";
    const bytes = await makePdf({ pages: [LONG, formulas, sql, "Cells and tissues of the human body"] });
    const canvasImport = vi.fn(importCanvas);
    const { sections } = await extractPdf({ bytes, ocr: noOcr, canvasImport });
    expect(sections.map((section) => section.ocr)).toEqual([undefined, undefined, undefined, undefined]);
    expect(sections[3]!.text).toBe("Cells and tissues of the human body");
    expect(canvasImport).not.toHaveBeenCalled();
  });

  it("keeps a broken text layer as it is when the canvas library cannot be loaded", async () => {
    const bytes = await makeDrawnTextPdf({ as: "glyphs" });
    const canvasImport = vi.fn(() => Promise.reject(new Error("Cannot find native binding")));
    const { sections } = await extractPdf({ bytes, ocr: noOcr, canvasImport });
    expect(canvasImport).toHaveBeenCalledTimes(1);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.ocr).toBeUndefined();
    expect(sections[0]!.text).toMatch(/^[%&'!$#"()*+ \n]+$/);
  });

  it("answers FILE_ENCRYPTED, FILE_CORRUPT and EMPTY_DOCUMENT", async () => {
    const encrypted = await makePdf({ pages: ["Secret"], userPassword: "hunter2" });
    await expect(extractPdf({ bytes: encrypted, ocr: noOcr })).rejects.toMatchObject({ code: "FILE_ENCRYPTED" });
    const whole = await makePdf({ pages: ["One", "Two"] });
    await expect(extractPdf({ bytes: truncate(whole, 0.7), ocr: noOcr })).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(extractPdf({ bytes: await makePdf({ pages: ["", " "] }), ocr: noOcr })).rejects.toMatchObject({ code: "EMPTY_DOCUMENT" });
  });
});

describe("extractPdf (scanned pages)", { timeout: 120_000 }, () => {
  const ocr = createOcrPool();
  afterAll(() => ocr.close());

  it("OCRs a page that holds only a picture of text", async () => {
    const bytes = await makePdf({ pages: ["Typed page one.", "Typed page three."], imageOnlyPage: { png: loadTextPng(), at: 1 } });
    const stages: string[] = [];
    const { sections, pageCount } = await extractPdf({
      bytes,
      ocr,
      onProgress: ({ stage, done, total }) => stages.push(`${stage} ${done}/${total}`),
    });
    expect(pageCount).toBe(3);
    expect(sections.map(({ page, ocr: isOcr }) => ({ page, isOcr }))).toEqual([
      { page: 1, isOcr: undefined },
      { page: 2, isOcr: true },
      { page: 3, isOcr: undefined },
    ]);
    const recognised = sections[1]!.text;
    for (const word of ["mitochondria", "powerhouse", "Photosynthesis", "chloroplasts"]) expect(recognised).toContain(word);
    // done/total count pages; the stage says whether the page in hand is being OCR'd.
    expect(stages).toEqual(["extracting 1/3", "ocr 1/3", "ocr 2/3", "extracting 3/3"]);
  });

  it("renders and OCRs a page whose text layer is symbol soup (a font without a usable ToUnicode map)", async () => {
    const bytes = await makeDrawnTextPdf({ as: "glyphs" });
    const stages: string[] = [];
    const { sections } = await extractPdf({ bytes, ocr, onProgress: ({ stage, done, total }) => stages.push(`${stage} ${done}/${total}`) });
    expect(sections).toHaveLength(1);
    expect(sections[0]!.ocr).toBe(true);
    // The soup is gone, replaced by the words the page shows.
    expect(sections[0]!.text).toBe(TEXT_PNG_LINES.join(" "));
    expect(stages).toEqual(["ocr 0/1", "ocr 1/1"]);
  });

  it("renders and OCRs a page with no text layer or picture whose text is drawn as outlines, or as glyphs mapped to nothing", async () => {
    for (const bytes of [await makeDrawnTextPdf({ as: "paths" }), await makeDrawnTextPdf({ as: "glyphs", toUnicode: "controls" })]) {
      const { sections } = await extractPdf({ bytes, ocr });
      expect(sections).toEqual([{ page: 1, ocr: true, text: TEXT_PNG_LINES.join(" ") }]);
    }
  });

  it("answers NO_TEXT_FOUND when the only pages are blank pictures", async () => {
    const bytes = await makePdf({ pages: [], imageOnlyPage: { png: await makeBlankPng(), at: 0 } });
    await expect(extractPdf({ bytes, ocr })).rejects.toMatchObject({ code: "NO_TEXT_FOUND" });
  });
});
