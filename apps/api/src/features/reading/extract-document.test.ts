import { describe, expect, it } from "vitest";
import { makeDocx, makePdf, makePptx } from "../generation/testing/make-fixtures.ts";
import { extractDocument } from "./extract-document.ts";
import { extractText, TEXT_SECTION_CHARS } from "./extract-text.ts";
import type { OcrPool } from "./ocr-pool.ts";

const noOcr: OcrPool = {
  size: 2,
  recognize: () => Promise.reject(new Error("OCR must not run here")),
  close: () => Promise.resolve(),
};

describe("extractDocument", () => {
  it("goes by the bytes, not a lying file name, and numbers sections from 0", async () => {
    const bytes = await makePdf({ pages: ["Alpha beta gamma.", "Delta epsilon."] });
    const document = await extractDocument({ bytes, fileName: "lecture.docx", ocr: noOcr });
    expect(document).toEqual({
      kind: "pdf",
      mime: "application/pdf",
      fileName: "lecture.docx",
      pageCount: 2,
      sections: [
        { index: 0, page: 1, text: "Alpha beta gamma." },
        { index: 1, page: 2, text: "Delta epsilon." },
      ],
      words: 5,
      characters: "Alpha beta gamma.".length + "Delta epsilon.".length,
    });
  });

  it("dispatches Word and PowerPoint files, with pageCount as the upload check counts it", async () => {
    const docx = await extractDocument({ bytes: await makeDocx({ blocks: [{ heading: "H" }, { paragraph: "Body text." }] }), ocr: noOcr });
    expect(docx).toMatchObject({ kind: "docx", pageCount: 1, sections: [{ index: 0, heading: "H", text: "Body text." }], words: 2 });
    const progress: string[] = [];
    const pptx = await extractDocument({
      bytes: await makePptx({
        slides: [
          { title: "One", bullets: ["First"] },
          { title: "Two", hidden: true },
          { title: "Three", bullets: ["Last"] },
        ],
      }),
      ocr: noOcr,
      onProgress: ({ stage, done, total }) => progress.push(`${stage} ${done}/${total}`),
    });
    expect(pptx.pageCount).toBe(2);
    expect(pptx.sections.map(({ index, slide, text }) => ({ index, slide, text }))).toEqual([
      { index: 0, slide: 1, text: "First" },
      { index: 1, slide: 3, text: "Last" },
    ]);
    expect(progress).toEqual(["extracting 1/2", "extracting 2/2"]);
  });

  it("answers 415 for a text file renamed .pdf", async () => {
    const bytes = new TextEncoder().encode("These are my notes.");
    await expect(extractDocument({ bytes, fileName: "notes.pdf", ocr: noOcr })).rejects.toMatchObject({ code: "FILE_TYPE_NOT_SUPPORTED" });
  });

  it("stops when the job is cancelled", async () => {
    const controller = new AbortController();
    controller.abort(new Error("cancelled"));
    const bytes = await makePdf({ pages: ["One"] });
    await expect(extractDocument({ bytes, ocr: noOcr, signal: controller.signal })).rejects.toThrow("cancelled");
  });
});

describe("extractText", () => {
  it("makes each blank-line paragraph its own section, without pages", () => {
    const paragraph = "Word ".repeat(119) + "end."; // 599 characters
    const document = extractText({ text: Array.from({ length: 5 }, () => paragraph).join("\n\n") });
    expect(document).toMatchObject({ kind: "text", mime: "text/plain", pageCount: 0, words: 600 });
    expect(document.sections.map((section) => section.text)).toEqual(Array.from({ length: 5 }, () => paragraph));
    expect(document.sections.every((section) => section.page === undefined)).toBe(true);
    expect(document.sections.map((section) => section.index)).toEqual([0, 1, 2, 3, 4]);
  });

  it("joins a heading line to the paragraph after it, and a short last line to the one before", () => {
    const body = "Chlorophyll absorbs red and blue light and reflects green light, so most leaves look green to us.";
    const { sections } = extractText({ text: `Photosynthesis\n\n${body}\n\n${body}\n\nSee also: respiration.` });
    expect(sections.map((section) => section.text)).toEqual([`Photosynthesis\n\n${body}`, `${body}\n\nSee also: respiration.`]);
  });

  it("starts a section at each Markdown heading, with the heading and its level lifted out of the text", () => {
    const cells = "A cell is the smallest unit of life that can replicate on its own.";
    const nucleus = "The nucleus holds the genetic material.\n\n# Jakub believes where it rains.";
    const code = "```\n# a comment in code, not a heading\nx = 1\n```";
    const text = `Notes from the first week.\n\n# Cells\n\n${cells}\n\n## Nucleus ##\n${nucleus}\n\n### Code\n\n${code}`;
    const { sections } = extractText({ text });
    expect(sections).toEqual([
      { index: 0, text: "Notes from the first week." },
      { index: 1, heading: "Cells", level: 1, text: cells },
      { index: 2, heading: "Nucleus", level: 2, text: nucleus },
      { index: 3, heading: "Code", level: 3, text: code },
    ]);
    // Still slices of what was pasted, so quotes from them are found in it.
    for (const section of sections) expect(text).toContain(section.text);
  });

  it("leaves out a notes site's YAML front matter and reads a heading written under a list's bullet", () => {
    const rods = "Retinal receptors that detect black, white and gray; necessary for peripheral and twilight vision.";
    const cones = "Retinal receptors near the centre of the retina that detect fine detail and colour in daylight.";
    const text = `---\ntitle: "Psych Notes - Sense and Perception"\nparent: Psychology\n---\n# The eye\n- #### Rods\n${rods}\n- #### Cones\n${cones}`;
    const { sections } = extractText({ text });
    expect(sections).toEqual([
      { index: 0, heading: "Rods", level: 4, text: rods },
      { index: 1, heading: "Cones", level: 4, text: cones },
    ]);
    expect(sections.some((section) => section.text.includes("parent:"))).toBe(false);
  });

  it("cuts a paragraph over TEXT_SECTION_CHARS between sentences, each piece an exact slice of the text", () => {
    const sentence = "The Calvin cycle uses ATP and NADPH to fix carbon dioxide into sugar in the stroma. "; // 86 characters
    const paragraph = sentence.repeat(40).trim();
    const { sections } = extractText({ text: paragraph });
    expect(sections.length).toBe(3);
    for (const section of sections) {
      expect(section.text.length).toBeLessThanOrEqual(TEXT_SECTION_CHARS);
      expect(section.text).toMatch(/^The Calvin cycle[\s\S]*stroma\.$/);
      expect(paragraph).toContain(section.text);
    }
    expect(sections.map((section) => section.text).join(" ")).toBe(paragraph);
  });

  it("normalises whitespace, strips control characters and keeps every script", () => {
    const { sections, words, characters } = extractText({
      text: "  Zelle\u0000 und\t\u00a0Kern \r\n\r\n\r\n\r\nΚύτταρο —\u200b 細胞  \u0007",
    });
    expect(sections).toEqual([{ index: 0, text: "Zelle und Kern\n\nΚύτταρο — 細胞" }]);
    // A lone dash is no word.
    expect(words).toBe(5);
    expect(characters).toBe("Zelle und Kern\n\nΚύτταρο — 細胞".length);
  });

  it("answers EMPTY_DOCUMENT for whitespace only", () => {
    expect(() => extractText({ text: " \n\t\u00a0\n " })).toThrow(expect.objectContaining({ code: "EMPTY_DOCUMENT" }));
  });
});
