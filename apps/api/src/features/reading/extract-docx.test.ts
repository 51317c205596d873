import { Document, HeadingLevel, ImageRun, Packer, Paragraph } from "docx";
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
      { heading: "Cells", level: 1, text: "A cell is the smallest unit of life.\n\n- Nucleus\n- Ribosome\n\nCells divide by mitosis." },
      { heading: "Organelles", level: 2, text: "Organelle | Job\nMitochondrion | Energy\n\nPlants & algae also have <chloroplasts>." },
    ]);
  });

  it("gives each heading its Word level, the Title style included", async () => {
    const paragraphs = [
      new Paragraph({ text: "Cell biology", heading: HeadingLevel.TITLE }),
      new Paragraph("Notes for the first term of the course on living things."),
      new Paragraph({ text: "Cells", heading: HeadingLevel.HEADING_1 }),
      new Paragraph("A cell is the smallest unit of life."),
      new Paragraph({ text: "Membranes", heading: HeadingLevel.HEADING_2 }),
      new Paragraph("The membrane controls what enters the cell."),
      new Paragraph({ text: "Channels", heading: HeadingLevel.HEADING_3 }),
      new Paragraph("Channels let ions through the membrane."),
      new Paragraph({ text: "Gates", heading: HeadingLevel.HEADING_6 }),
      new Paragraph("Some channels open only at a voltage."),
    ];
    const bytes = new Uint8Array(await Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] })));
    const { sections } = await extractDocx({ bytes });
    expect(sections.map(({ heading, level }) => [heading, level])).toEqual([
      ["Cell biology", 1],
      ["Cells", 1],
      ["Membranes", 2],
      ["Channels", 3],
      ["Gates", 6],
    ]);
  });

  it("keeps a list's lead-in line in the list's paragraph", async () => {
    const bytes = await makeDocx({
      blocks: [
        { heading: "Capital" },
        { paragraph: "Capital is wealth used to produce further goods." },
        { paragraph: "Conditions to call something capital:" },
        { list: ["Long life span", "Used to produce something else"] },
        { paragraph: "Land is not capital." },
        { list: ["A list after a sentence stays apart"] },
      ],
    });
    const { sections } = await extractDocx({ bytes });
    expect(sections).toEqual([
      {
        heading: "Capital",
        level: 1,
        text:
          "Capital is wealth used to produce further goods.\n\nConditions to call something capital:\n- Long life span\n- Used to produce something else" +
          "\n\nLand is not capital.\n\n- A list after a sentence stays apart",
      },
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
