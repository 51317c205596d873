import { diagramDateSortKey } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { parseDiagramDate } from "./diagram-date-text.ts";

describe("parseDiagramDate", () => {
  it("reads days, months and years in the usual spellings", () => {
    expect(parseDiagramDate("12 March 1789")).toEqual({
      year: 1789,
      month: 3,
      day: 12,
      era: "AD",
      precision: "day",
      text: "12 March 1789",
    });
    expect(parseDiagramDate("March 12, 1789")).toMatchObject({ year: 1789, month: 3, day: 12, precision: "day" });
    expect(parseDiagramDate("1789-03-12")).toMatchObject({ year: 1789, month: 3, day: 12 });
    expect(parseDiagramDate("Sept. 1789")).toMatchObject({ year: 1789, month: 9, precision: "month" });
    expect(parseDiagramDate("1789")).toMatchObject({ year: 1789, precision: "year", era: "AD" });
  });

  it("reads eras, decades, centuries and ranges", () => {
    expect(parseDiagramDate("44 BC")).toMatchObject({ year: 44, era: "BC" });
    expect(parseDiagramDate("AD 79")).toMatchObject({ year: 79, era: "AD" });
    expect(parseDiagramDate("the 1790s")).toMatchObject({ year: 1790, precision: "decade", end: { year: 1799 } });
    expect(parseDiagramDate("5th century BC")).toMatchObject({ year: 500, era: "BC", precision: "century", end: { year: 401, era: "BC" } });
    expect(parseDiagramDate("1914–1918")).toMatchObject({ year: 1914, end: { year: 1918 } });
    expect(parseDiagramDate("490 BC - 479 BC")).toMatchObject({ year: 490, era: "BC", end: { year: 479, era: "BC" } });
    expect(parseDiagramDate("200 to 100 BC")).toMatchObject({ year: 200, era: "BC", end: { year: 100, era: "BC" } });
  });

  it("orders what it reads: BC before AD, the year before its months", () => {
    const keys = ["44 BC", "AD 79", "1789", "March 1789", "14 July 1789"].map((text) => diagramDateSortKey(parseDiagramDate(text)!));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("answers undefined for what is not a date it knows", () => {
    for (const text of ["", "soon", "31 February 1789", "1789-13", "0", "1918–1914", "in the spring", "13 Smarch 1789"]) {
      expect(parseDiagramDate(text), text).toBeUndefined();
    }
  });
});
