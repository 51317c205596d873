import { afterAll, describe, expect, it } from "vitest";
import { loadTextPng, makeBlankPng, truncate } from "../generation/testing/make-fixtures.ts";
import { extractImage } from "./extract-image.ts";
import { createOcrPool } from "./ocr-pool.ts";

describe("extractImage", { timeout: 120_000 }, () => {
  const ocr = createOcrPool();
  afterAll(() => ocr.close());

  it("reads the text of a picture offline", async () => {
    const progress: string[] = [];
    const { sections, pageCount } = await extractImage({
      bytes: loadTextPng(),
      ocr,
      onProgress: ({ stage, done, total }) => progress.push(`${stage} ${done}/${total}`),
    });
    expect(pageCount).toBe(1);
    expect(sections).toHaveLength(1);
    expect(sections[0]).toMatchObject({ page: 1, ocr: true });
    // OCR may slip on a letter; every word must still be there but one.
    const words = "The mitochondria is the powerhouse of the cell. Photosynthesis happens in the chloroplasts of plants.".split(" ");
    const found = new Set(sections[0]!.text.split(/\s+/));
    expect(words.filter((word) => !found.has(word)).length).toBeLessThanOrEqual(1);
    expect(progress).toEqual(["ocr 0/1", "ocr 1/1"]);
  });

  it("answers NO_TEXT_FOUND for a blank picture", async () => {
    await expect(extractImage({ bytes: await makeBlankPng(), ocr })).rejects.toMatchObject({ code: "NO_TEXT_FOUND" });
  });

  it("answers FILE_CORRUPT for a truncated picture", async () => {
    await expect(extractImage({ bytes: truncate(loadTextPng()), ocr })).rejects.toMatchObject({ code: "FILE_CORRUPT" });
  });
});
