import { afterAll, describe, expect, it } from "vitest";
import { loadTextPng, makeBlankPng, makePdf, truncate } from "../testing/make-fixtures.ts";
import { extractPdf } from "./extract-pdf.ts";
import { createOcrPool, type OcrPool } from "./ocr-pool.ts";

const LONG =
  "The cell membrane is a thin, flexible barrier that surrounds every cell and controls which substances enter or leave it, " +
  "keeping the inside of the cell stable while its surroundings change.";

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

  it("extracts 20 pages in order and reports progress per page", async () => {
    const pages = Array.from({ length: 20 }, (_, i) => `Page ${i + 1}: ${LONG}`);
    const progress: number[] = [];
    const { sections } = await extractPdf({ bytes: await makePdf({ pages }), ocr: noOcr, onProgress: ({ done }) => progress.push(done) });
    expect(sections.map((section) => section.text)).toEqual(pages);
    expect(progress.slice(0, 20)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
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

  it("answers NO_TEXT_FOUND when the only pages are blank pictures", async () => {
    const bytes = await makePdf({ pages: [], imageOnlyPage: { png: await makeBlankPng(), at: 0 } });
    await expect(extractPdf({ bytes, ocr })).rejects.toMatchObject({ code: "NO_TEXT_FOUND" });
  });
});
