import { describe, expect, it } from "vitest";
import { findFurniture } from "./find-furniture.ts";
import { documentOf } from "../generation/testing/test-texts.ts";

describe("findFurniture", () => {
  it("finds a running head and footer repeated over the pages, page numbers aside", () => {
    const bodies = [
      "Cells divide by mitosis in most body tissues.",
      "Meiosis halves the number of chromosomes in a cell.",
      "Chromosomes are long strands of DNA wound around proteins.",
      "A gene is a section of DNA that codes for a protein.",
    ];
    const pages = bodies.map((body, i) => ({
      index: i,
      page: i + 1,
      text: `${i + 1} Notes on Cell Biology, Week Two ${body} Cell Club - www.example.org/notes`,
    }));
    const spans = findFurniture(documentOf(pages, "pdf"));
    for (const page of pages) {
      const found = (spans.get(page.index) ?? []).map((span) => page.text.slice(span.start, span.end).trim());
      expect(found).toEqual([`${page.page} Notes on Cell Biology, Week Two`, "Cell Club - www.example.org/notes"]);
    }
  });

  it("finds a footer repeated between a slide's lines, its page number glued to it, but no slide title or sentence", () => {
    const lines = ["Supply and demand meet at the clearing price", "Sellers offer what they can produce", "Buyers bid what they value"];
    const pages = lines.map((line, i) => ({
      index: i,
      page: i + 1,
      text: `Market clearing\n${line}\n26 June 2015DTU Wind, Technical University of Denmark${i + 2} Jalal Kazempour\nEach trade happens at ${i + 1} price.`,
    }));
    const spans = findFurniture(documentOf(pages, "pdf"));
    for (const page of pages) {
      const found = (spans.get(page.index) ?? []).map((span) => page.text.slice(span.start, span.end));
      expect(found).toEqual([`26 June 2015DTU Wind, Technical University of Denmark${page.page + 1} Jalal Kazempour`]);
    }
  });

  it("marks a reference list to the end of the document, up to an appendix", () => {
    const sections = [
      {
        index: 0,
        page: 1,
        text: `${"Sleep helps the brain store memories and clears waste from the brain at night. ".repeat(4)}References Adams, R. (2004). Sleep. Journal, 1(2), 3-4.`,
      },
      { index: 1, page: 2, text: "Brown, T. (2010). Dreams. Review, 5(1), 10-20." },
      { index: 2, page: 3, text: "More entries. Appendix A: Questionnaire items used in the study." },
    ];
    const spans = findFurniture(documentOf(sections, "pdf"));
    expect(spans.get(0)).toEqual([{ start: sections[0]!.text.indexOf(" References"), end: sections[0]!.text.length }]);
    expect(spans.get(1)).toEqual([{ start: 0, end: sections[1]!.text.length }]);
    expect(spans.get(2)).toEqual([{ start: 0, end: sections[2]!.text.indexOf(" Appendix") }]);
  });

  it("does not take a table of contents' 'Bibliography 5' line for the reference list", () => {
    const contents = { index: 0, page: 1, text: "Contents Chapter 1: Policy 1 Key Terms 5 Bibliography 5" };
    const body = { index: 1, page: 2, text: "Public policy is collective action undertaken in the public arena. ".repeat(5) };
    expect(findFurniture(documentOf([contents, body], "pdf")).size).toBe(0);
  });

  it("finds nothing in a document of fewer than three pages or without repeats", () => {
    expect(findFurniture(documentOf([{ index: 0, page: 1, text: "One page of plain notes about rivers and lakes." }], "pdf")).size).toBe(0);
  });
});
