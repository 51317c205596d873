import { ZSourceSectionSchema } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { toSourceSectionDtos } from "./source-dto.ts";

describe("toSourceSectionDtos", () => {
  it("passes a heading's level on, and only a level the contract accepts, under a heading", () => {
    const stored = [
      { index: 0, page: 1, heading: "Cells", level: 2, text: "A cell is the smallest unit of life." },
      { index: 1, page: 1, heading: "Tissues", level: 9, text: "Tissues are groups of cells." },
      { index: 2, page: 2, level: 1, text: "No heading, so no level." },
      { index: 3, slide: 4, heading: "Organs", level: 1, part: "notes", text: "Point at the heart.", secret: "never shown" },
    ];
    const dtos = toSourceSectionDtos(stored);
    expect(dtos).toEqual([
      { index: 0, page: 1, heading: "Cells", level: 2, text: "A cell is the smallest unit of life." },
      { index: 1, page: 1, heading: "Tissues", text: "Tissues are groups of cells." },
      { index: 2, page: 2, text: "No heading, so no level." },
      { index: 3, slide: 4, heading: "Organs", level: 1, part: "notes", text: "Point at the heart." },
    ]);
    for (const dto of dtos) expect(ZSourceSectionSchema.parse(dto)).toEqual(dto);
  });

  it("reads sections stored before levels existed as they were", () => {
    expect(toSourceSectionDtos([{ index: 0, heading: "Cells", text: "Cells divide." }])).toEqual([
      { index: 0, heading: "Cells", text: "Cells divide." },
    ]);
    expect(ZSourceSectionSchema.safeParse({ index: 0, heading: "Cells", level: 7, text: "x" }).success).toBe(false);
  });
});
