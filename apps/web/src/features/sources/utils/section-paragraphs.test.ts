import { describe, expect, it } from "vitest";
import { sectionParagraphs } from "./section-paragraphs.ts";

describe("sectionParagraphs", () => {
  it("splits on blank lines and keeps each paragraph's offset in the text", () => {
    const text = "First paragraph.\n\nSecond one.\n\n\nThird.";
    const paragraphs = sectionParagraphs(text);
    expect(paragraphs.map((p) => p.text)).toEqual(["First paragraph.", "Second one.", "Third."]);
    for (const paragraph of paragraphs) expect(text.slice(paragraph.offset, paragraph.offset + paragraph.text.length)).toBe(paragraph.text);
  });

  it("keeps a list's line breaks inside its paragraph", () => {
    expect(sectionParagraphs("Three factors:\n- light\n- carbon dioxide\n- temperature")).toEqual([
      { text: "Three factors:\n- light\n- carbon dioxide\n- temperature", offset: 0 },
    ]);
  });

  it("drops blank paragraphs and treats blank lines with spaces as separators", () => {
    expect(sectionParagraphs("\n\nOne.\n  \nTwo.\n\n")).toEqual([
      { text: "One.", offset: 2 },
      { text: "Two.", offset: 10 },
    ]);
    expect(sectionParagraphs("   ")).toEqual([]);
  });
});
