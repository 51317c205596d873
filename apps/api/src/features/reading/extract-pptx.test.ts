import { strFromU8, strToU8, unzipSync, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { makePptx, makeZipBomb, truncate } from "../generation/testing/make-fixtures.ts";
import { extractPptx } from "./extract-pptx.ts";

const deck = () =>
  makePptx({
    slides: [
      { title: "Cells", bullets: ["Smallest unit of life", "Have a membrane"], notes: "Start with a question." },
      { title: "Draft", bullets: ["Not ready"], notes: "Hidden notes", hidden: true },
      {
        title: "Organelles",
        bullets: ["Each has a job"],
        table: [
          ["Organelle", "Job"],
          ["Nucleus", "Holds DNA"],
        ],
        notes: "Point at the table.",
      },
      { title: "Questions?" },
    ],
  });

describe("extractPptx", () => {
  it("reads visible slides in order: body, tables, then speaker notes, titled by the slide title at level 1", async () => {
    const { sections, pageCount } = await extractPptx({ bytes: await deck() });
    expect(pageCount).toBe(3);
    expect(sections).toEqual([
      { slide: 1, heading: "Cells", level: 1, part: "body", text: "Smallest unit of life\nHave a membrane" },
      { slide: 1, heading: "Cells", level: 1, part: "notes", text: "Start with a question." },
      { slide: 3, heading: "Organelles", level: 1, part: "body", text: "Each has a job" },
      { slide: 3, heading: "Organelles", level: 1, part: "table", text: "Organelle | Job\nNucleus | Holds DNA" },
      { slide: 3, heading: "Organelles", level: 1, part: "notes", text: "Point at the table." },
      { slide: 4, heading: "Questions?", level: 1, part: "body", text: "Questions?" },
    ]);
  });

  it("follows presentation.xml order, not slide file names", async () => {
    const files = unzipSync(await deck());
    const presentation = strFromU8(files["ppt/presentation.xml"]!);
    // Move the last slide first, as dragging it in PowerPoint would.
    const ids = [...presentation.matchAll(/<p:sldId [^>]*\/>/g)].map((match) => match[0]);
    const reordered = presentation.replace(ids.join(""), [ids.at(-1), ...ids.slice(0, -1)].join(""));
    const bytes = zipSync({ ...files, "ppt/presentation.xml": strToU8(reordered) });
    const { sections } = await extractPptx({ bytes });
    expect(sections.map((section) => [section.slide, section.heading])).toEqual([
      [1, "Questions?"],
      [2, "Cells"],
      [2, "Cells"],
      [4, "Organelles"],
      [4, "Organelles"],
      [4, "Organelles"],
    ]);
  });

  it("answers EMPTY_DOCUMENT when every slide is hidden", async () => {
    const bytes = await makePptx({ slides: [{ title: "Hidden", hidden: true }] });
    await expect(extractPptx({ bytes })).rejects.toMatchObject({ code: "EMPTY_DOCUMENT" });
  });

  it("answers FILE_CORRUPT for a truncated deck and FILE_TOO_COMPLEX for a zip bomb", async () => {
    await expect(extractPptx({ bytes: truncate(await deck(), 0.8) })).rejects.toMatchObject({ code: "FILE_CORRUPT" });
    await expect(extractPptx({ bytes: makeZipBomb() })).rejects.toMatchObject({ code: "FILE_TOO_COMPLEX" });
  });
});
