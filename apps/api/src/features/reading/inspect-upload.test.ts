import { describe, expect, it } from "vitest";
import { loadTextPng, makeDocx, makePdf, makePixelBombPng, makePptx, makeZipBomb, truncate } from "../generation/testing/make-fixtures.ts";
import { inspectUpload } from "./inspect-upload.ts";

const words = (count: number) => Array.from({ length: count }, (_, i) => `word${i}`).join(" ");

describe("inspectUpload", () => {
  it("counts PDF pages", async () => {
    const bytes = await makePdf({ pages: ["One", "Two", "Three"] });
    await expect(inspectUpload({ bytes })).resolves.toEqual({ kind: "pdf", mime: "application/pdf", pageCount: 3 });
  });

  it("counts visible slides only", async () => {
    const bytes = await makePptx({ slides: [{ title: "A" }, { title: "B", hidden: true }, { title: "C" }] });
    await expect(inspectUpload({ bytes })).resolves.toMatchObject({ kind: "pptx", pageCount: 2 });
  });

  it("estimates Word pages as one per 500 words, at least one", async () => {
    const short = await makeDocx({ blocks: [{ paragraph: "Short." }] });
    const long = await makeDocx({ blocks: [{ paragraph: words(600) }, { paragraph: words(601) }] });
    await expect(inspectUpload({ bytes: short })).resolves.toMatchObject({ kind: "docx", pageCount: 1 });
    await expect(inspectUpload({ bytes: long })).resolves.toMatchObject({ kind: "docx", pageCount: 3 });
  });

  it("counts an image as one page", async () => {
    await expect(inspectUpload({ bytes: loadTextPng() })).resolves.toEqual({ kind: "image", mime: "image/png", pageCount: 1 });
  });

  it("refuses a password-protected PDF", async () => {
    const bytes = await makePdf({ pages: ["Secret"], userPassword: "hunter2" });
    const error = await inspectUpload({ bytes }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "FILE_ENCRYPTED" });
    expect((error as Error).message).toBe(
      "This PDF is password-protected. Remove the password (or print it to a new PDF) and upload it again.",
    );
  });

  it("refuses truncated PDFs, Word and PowerPoint files as damaged", async () => {
    const pdf = await makePdf({ pages: ["One", "Two"] });
    const docx = await makeDocx({ blocks: [{ paragraph: "Hello" }] });
    const pptx = await makePptx({ slides: [{ title: "Hello" }] });
    for (const bytes of [truncate(pdf), truncate(docx), truncate(pptx, 0.9)]) {
      await expect(inspectUpload({ bytes })).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    }
  });

  it("refuses a zip bomb from its central directory, without inflating it", async () => {
    const bomb = makeZipBomb();
    expect(bomb.length).toBeLessThan(1000);
    await expect(inspectUpload({ bytes: bomb })).rejects.toMatchObject({
      code: "FILE_TOO_COMPLEX",
      details: { maxUncompressedBytes: 200 * 1024 * 1024 },
    });
  });

  it("takes the caps as parameters", async () => {
    const bytes = await makePptx({ slides: [{ title: "A" }] });
    await expect(inspectUpload({ bytes, maxUncompressedBytes: 1000 })).rejects.toMatchObject({ code: "FILE_TOO_COMPLEX" });
    await expect(inspectUpload({ bytes, maxEntries: 5 })).rejects.toMatchObject({ code: "FILE_TOO_COMPLEX", details: { maxEntries: 5 } });
  });

  it("refuses an image whose header claims billions of pixels", async () => {
    await expect(inspectUpload({ bytes: await makePixelBombPng() })).rejects.toMatchObject({ code: "FILE_TOO_COMPLEX" });
  });
});
