import { diagramDateSortKey } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { eventLabel } from "./build-timeline.ts";
import { findDiagramDate } from "./find-diagram-date.ts";

const strict = (text: string) => findDiagramDate(text, { isDated: false });
const dateOf = (text: string) => {
  const found = strict(text);
  return found && { ...found.date, written: text.slice(found.start, found.end) };
};

describe("findDiagramDate", () => {
  it("reads the date kinds the analyser finds, each normalised with its era and precision", () => {
    expect(dateOf("In 1789, the Estates-General met.")).toMatchObject({ year: 1789, era: "AD", precision: "year", text: "1789" });
    expect(dateOf("Caesar was killed in 44 BC.")).toMatchObject({ year: 44, era: "BC", precision: "year", text: "44 BC" });
    expect(dateOf("Rome fell in AD 476.")).toMatchObject({ year: 476, era: "AD", text: "AD 476" });
    expect(dateOf("Tiberius died in 37 CE.")).toMatchObject({ year: 37, era: "AD", text: "37 CE" });
    expect(dateOf("It was founded in 509 B.C. by rebels.")).toMatchObject({ year: 509, era: "BC" });
    expect(dateOf("Parisians stormed the Bastille on 14 July 1789.")).toMatchObject({
      year: 1789,
      month: 7,
      day: 14,
      precision: "day",
      text: "14 July 1789",
    });
    expect(dateOf("Louis XVI was executed on January 21, 1793.")).toMatchObject({ year: 1793, month: 1, day: 21, precision: "day" });
    expect(dateOf("Marie Antoinette was executed in October 1793.")).toMatchObject({ year: 1793, month: 10, precision: "month" });
  });

  it("keeps a decade and a range as a start with an end, the text as written", () => {
    expect(dateOf("France was at war during the 1790s.")).toMatchObject({
      year: 1790,
      precision: "decade",
      end: { year: 1799 },
      text: "the 1790s",
    });
    expect(dateOf("The First World War (1914-1918) destroyed four empires.")).toMatchObject({ year: 1914, end: { year: 1918 } });
    expect(dateOf("The war of 1914–18 was long.")).toMatchObject({ year: 1914, end: { year: 1918 }, text: "1914–18" });
    expect(dateOf("The Napoleonic Wars lasted from 1803 to 1815.")).toMatchObject({ year: 1803, end: { year: 1815 } });
    // An era written once after a range is both ends': the range runs from 264 BC to 146 BC.
    expect(dateOf("The Punic Wars lasted from 264 to 146 BC.")).toMatchObject({
      year: 264,
      era: "BC",
      end: { year: 146, era: "BC" },
    });
    expect(dateOf("Augustus ruled from 27 BC – AD 14.")).toMatchObject({ year: 27, era: "BC", end: { year: 14, era: "AD" } });
  });

  it("reads centuries, decades with their part, and full dates however they are cased", () => {
    expect(dateOf("Scribes copied the scroll in the 2nd century BCE.")).toMatchObject({
      year: 200,
      era: "BC",
      precision: "century",
      end: { year: 101, era: "BC" },
      text: "the 2nd century BCE",
    });
    expect(dateOf("By the fifth century the canon was settled.")).toMatchObject({ year: 401, era: "AD", end: { year: 500 } });
    expect(dateOf("The 5th and 4th centuries BC saw the rise of Athens.")).toMatchObject({ year: 500, era: "BC", end: { year: 301 } });
    expect(dateOf("Protests grew in the late 1960s and early 1970s.")).toMatchObject({
      year: 1966,
      precision: "decade",
      end: { year: 1973 },
      text: "the late 1960s and early 1970s",
    });
    expect(dateOf("IN ASSEMBLY, JULY 4, 1776")).toMatchObject({ year: 1776, month: 7, day: 4, precision: "day" });
    expect(dateOf("The first lecture is on January 8, 2019.")).toMatchObject({ year: 2019, month: 1, day: 8 });
  });

  it("orders what it reads BC before AD", () => {
    const keys = ["in 753 BC", "in 44 BC", "in AD 476", "in 1789", "on 14 July 1789"].map((text) => diagramDateSortKey(strict(text)!.date));
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it("reads no date in numbers that count or measure, or in a bare number without a year's cue", () => {
    expect(strict("They met for the first time in 175 years.")).toBeUndefined();
    expect(strict("The army had 1500 soldiers.")).toBeUndefined();
    expect(strict("By 1500 soldiers the army had grown.")).toBeUndefined();
    expect(strict("Read pages 10-20 of the handout.")).toBeUndefined();
    expect(strict("The dose is 100-200 mg a day.")).toBeUndefined();
    expect(strict("It costs $1789.")).toBeUndefined();
    expect(strict("The team scored 2000 points.")).toBeUndefined();
    expect(strict("The population was 1,789,000.")).toBeUndefined();
    expect(strict("The survey asked 1200 participants in 2019.")?.date).toMatchObject({ year: 2019 });
    expect(strict("The signal repeats after 1500 ms.")).toBeUndefined();
  });

  it("reads a bare year in a point the analyser found dated", () => {
    expect(findDiagramDate("The dam, finished 1936, still stands.", { isDated: true })?.date).toMatchObject({ year: 1936 });
    expect(strict("The dam, finished 1936, still stands.")).toBeUndefined();
  });
});

describe("eventLabel", () => {
  const label = (text: string) => eventLabel(text, strict(text)!);

  it("leaves out a date that is an aside, with its preposition", () => {
    expect(label("Parisians stormed the Bastille on 14 July 1789.")).toBe("Parisians stormed the Bastille.");
    expect(label("In 1789, the Estates-General met at Versailles.")).toBe("The Estates-General met at Versailles.");
    expect(label("Rome was founded, according to legend, in 753 BC.")).toBe("Rome was founded, according to legend.");
    expect(label("The First World War (1914-1918) destroyed four empires.")).toBe("The First World War destroyed four empires.");
    expect(label("1971: the first email is sent.")).toBe("The first email is sent.");
  });

  it("keeps a date the sentence needs", () => {
    expect(label("The 1790s were a decade of war.")).toBe("The 1790s were a decade of war.");
    expect(label("Slavery had been abolished by 1833.")).toBe("Slavery had been abolished by 1833.");
    expect(label("The Napoleonic Wars lasted from 1803 to 1815.")).toBe("The Napoleonic Wars lasted from 1803 to 1815.");
  });
});
