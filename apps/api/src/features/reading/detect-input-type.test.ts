import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeCfbHeader, makeDocx, makePdf, makePptx, makeXlsx, loadTextPng } from "../generation/testing/make-fixtures.ts";
import { strToU8, zipSync } from "fflate";
import { detectInputType } from "./detect-input-type.ts";

const rejectsWith = async (bytes: Uint8Array, code: string, found: string) => {
  await expect(detectInputType({ bytes })).rejects.toMatchObject({
    code,
    details: { found, supported: [".docx", ".pdf", ".pptx", ".png", ".jpg", ".webp"] },
  });
};

describe("detectInputType", () => {
  it("recognises each supported format by its bytes", async () => {
    const jpeg = new Uint8Array(await sharp(loadTextPng()).jpeg().toBuffer());
    const webp = new Uint8Array(await sharp(loadTextPng()).webp().toBuffer());
    await expect(detectInputType({ bytes: await makePdf({ pages: ["Hi"] }) })).resolves.toEqual({ kind: "pdf", mime: "application/pdf" });
    await expect(detectInputType({ bytes: await makeDocx({ blocks: [{ paragraph: "Hi" }] }) })).resolves.toMatchObject({ kind: "docx" });
    await expect(detectInputType({ bytes: await makePptx({ slides: [{ title: "Hi" }] }) })).resolves.toMatchObject({ kind: "pptx" });
    await expect(detectInputType({ bytes: loadTextPng() })).resolves.toEqual({ kind: "image", mime: "image/png" });
    await expect(detectInputType({ bytes: jpeg })).resolves.toEqual({ kind: "image", mime: "image/jpeg" });
    await expect(detectInputType({ bytes: webp })).resolves.toEqual({ kind: "image", mime: "image/webp" });
  });

  it("answers 415 for plain text, whatever it is called", async () => {
    await rejectsWith(strToU8("Just some notes, saved as notes.pdf"), "FILE_TYPE_NOT_SUPPORTED", "unknown");
  });

  it("answers 415 for zips that are not Word or PowerPoint files", async () => {
    await rejectsWith(makeXlsx(), "FILE_TYPE_NOT_SUPPORTED", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    await rejectsWith(zipSync({ "notes.txt": strToU8("hello") }), "FILE_TYPE_NOT_SUPPORTED", "application/zip");
  });

  it("answers 415 naming .docx/.pptx for old or password-protected Office files (OLE containers)", async () => {
    const error = await detectInputType({ bytes: makeCfbHeader() }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "FILE_TYPE_NOT_SUPPORTED", details: { found: "application/x-cfb" } });
    expect((error as Error).message).toMatch(/\.docx or \.pptx/);
  });
});
