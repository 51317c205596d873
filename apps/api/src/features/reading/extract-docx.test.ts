import { ImageRun, Packer, Paragraph, Document } from "docx";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeDocx, makeZipBomb, truncate } from "../generation/testing/make-fixtures.ts";
import { extractDocx } from "./extract-docx.ts";

describe("extractDocx", () => {
  it("makes one section per heading block with lists and tables in reading order", async () => {
    const bytes = await makeDocx({
      blocks: [
        { paragraph: "Biology notes, term 1." },
        { heading: "Cells" },
        { paragraph: "A cell is the smallest unit of life." },
        { list: ["Nucleus", "Ribosome"] },
        { paragraph: "Cells divide by mitosis." },
        { heading: "Organelles", level: 2 },
        {
          table: [
            ["Organelle", "Job"],
            ["Mitochondrion", "Energy"],
          ],
        },
        { paragraph: "Plants & algae also have <chloroplasts>." },
      ],
    });
    const { sections, pageCount } = await extractDocx({ bytes });
    expect(pageCount).toBe(1);
    expect(sections).toEqual([
      { text: "Biology notes, term 1." },
      { heading: "Cells", text: "A cell is the smallest unit of life.\n\n- Nucleus\n- Ribosome\n\nCells divide by mitosis." },
      { heading: "Organelles", text: "Organelle | Job\nMitochondrion | Energy\n\nPlants & algae also have <chloroplasts>." },
    ]);
  });

  it("skips images without reading them", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const image = new ImageRun({ type: "png", data: png, transformation: { width: 40, height: 40 } });
    const document = new Document({
      sections: [{ children: [new Paragraph({ children: [image] }), new Paragraph("After the picture.")] }],
    });
    const bytes = new Uint8Array(await Packer.toBuffer(document));
    await expect(extractDocx({ bytes })).resolves.toMatchObject({ sections: [{ text: "After the picture." }] });
  });

  it("answers EMPTY_DOCUMENT for a document without text", async () => {
    const bytes = await makeDocx({ blocks: [{ paragraph: "   " }] });
    await expect(extractDocx({ bytes })).rejects.toMatchObject({ code: "EMPTY_DOCUMENT" });
  });

  it("answers FILE_CORRUPT for a truncated file and FILE_TOO_COMPLEX for a zip bomb", async () => {
    const bytes = await makeDocx({ blocks: [{ paragraph: "Hello" }] });
    await expect(extractDocx({ bytes: truncate(bytes) })).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(extractDocx({ bytes: makeZipBomb() })).rejects.toMatchObject({ code: "FILE_TOO_COMPLEX" });
  });
});
