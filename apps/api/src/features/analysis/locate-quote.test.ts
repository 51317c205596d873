import { describe, expect, it } from "vitest";
import type { TSection } from "../reading/document.ts";
import { locateQuote } from "./locate-quote.ts";
import type { TChunkPiece } from "./split-into-chunks.ts";

const section = (index: number, text: string, extra: Partial<TSection> = {}): TSection => ({ index, text, ...extra });
const whole = (s: TSection): TChunkPiece => ({ section: s, offset: 0, text: s.text });

describe("locateQuote", () => {
  const intro = section(0, "Cells are the unit of life.\n\nThe  nucleus holds\nDNA.", { page: 3, heading: "Biology" });
  const later = section(1, "Photosynthesis happens in chloroplasts.", { slide: 2 });

  it("finds an exact quote and reports its section, place and span", () => {
    expect(locateQuote([whole(intro), whole(later)], "happens in chloroplasts")).toEqual({
      sectionIndex: 1,
      slide: 2,
      start: 15,
      end: 38,
      quote: "happens in chloroplasts",
    });
  });

  it("matches ignoring whitespace and case, and quotes the text as it is", () => {
    const source = locateQuote([whole(intro), whole(later)], "  the nucleus holds DNA. ");
    expect(source).toMatchObject({ sectionIndex: 0, page: 3, heading: "Biology", quote: "The  nucleus holds\nDNA." });
    expect(intro.text.slice(source!.start, source!.end)).toBe(source!.quote);
  });

  it("forgives typographic quotes, dashes, ligatures, accents and wrapping quote marks", () => {
    const text = "Le “café” — noté en 1990 — est ﬁn.";
    const decomposed = "Cafe\u0301 au lait.";
    const pieces = [whole(section(0, text)), whole(section(1, decomposed))];
    expect(locateQuote(pieces, 'le "cafe" - note en 1990')?.quote).toBe("Le “café” — noté en 1990");
    expect(locateQuote(pieces, "est fin.")?.quote).toBe("est ﬁn.");
    expect(locateQuote(pieces, "« Le “café” »")?.quote).toBe("Le “café”");
    // The accent after the last letter belongs to the quote.
    expect(locateQuote(pieces, "Café")?.quote).toBe("café");
    expect(locateQuote(pieces, "Café au")?.quote).toBe("Cafe\u0301 au");
    expect(locateQuote([whole(section(2, decomposed))], "CAFÉ")?.quote).toBe("Cafe\u0301");
  });

  it("maps a piece of a split section back to section offsets", () => {
    const long = section(4, "First part. Second part here.");
    const piece: TChunkPiece = { section: long, offset: 12, text: "Second part here." };
    const source = locateQuote([piece], "part here");
    expect(source).toMatchObject({ sectionIndex: 4, start: 19, end: 28 });
    expect(long.text.slice(source!.start, source!.end)).toBe("part here");
  });

  it("gives up on paraphrases and empty quotes", () => {
    expect(locateQuote([whole(intro)], "Cells are the basic unit of life.")).toBeUndefined();
    expect(locateQuote([whole(intro)], "   ")).toBeUndefined();
  });
});
