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

describe("locateQuote, word by word", () => {
  const find = (text: string, quote: string) => {
    const source = locateQuote([whole(section(0, text))], quote);
    if (source) expect(text.slice(source.start, source.end)).toBe(source.quote);
    return source?.quote;
  };

  it("finds a quote that left out an author-year citation, and keeps the citation in the stored span", () => {
    const text = "Attitudes predict intentions (Ajzen & Fishbein, 1980; Lee et al., 2001a) and intentions predict behaviour.";
    expect(find(text, "Attitudes predict intentions and intentions predict behaviour.")).toBe(text);
  });

  it("finds a quote that left out a numbered citation or a page reference", () => {
    const text = "The hippocampus consolidates memories [12, 14-16] during sleep (p. 42).";
    expect(find(text, "The hippocampus consolidates memories during sleep.")).toBe(text);
    expect(find("Graphs have vertices and edges [3]. A tree is a connected acyclic graph.", "Graphs have vertices and edges.")).toBe(
      "Graphs have vertices and edges [3].",
    );
  });

  // The text, then the model's copy that left something out: the whole text is found, as it is.
  it.each([
    ["a stray symbol", "The cell membrane | is selectively permeable.", "The cell membrane is selectively permeable."],
    ["a footnote mark", "Mitochondria make ATP.³ They have their own DNA.", "Mitochondria make ATP. They have their own DNA."],
    ["a superscript mark", "Enzymes² lower the activation energy.", "Enzymes lower the activation energy."],
    ["an OCR letter", "Osmosis is the diffusion ¦ l of water across a membrane.", "Osmosis is the diffusion of water across a membrane."],
    ["a lone digit", "Euclid's 5 postulates are geometric.", "Euclid's postulates are geometric."],
    [
      "a capitalised pair mid-sentence",
      "One might form a strong Qo behavioral intention.",
      "One might form a strong behavioral intention.",
    ],
    ["a letter glued to a symbol", "Criticisms concern 1) the I= methodology used.", "Criticisms concern 1) the methodology used."],
    [
      "a page number on its own line",
      "Neurons transmit signals\n12\nas electrical impulses.",
      "Neurons transmit signals as electrical impulses.",
    ],
  ])("finds a quote that left out %s", (_, text, quote) => {
    expect(find(text, quote)).toBe(text);
  });

  it("forgives straightened quotes and dashes, collapsed line breaks and a hyphenated line break", () => {
    expect(find("He called it “the ‘selfish’ gene” — a metaphor.", `He called it "the 'selfish' gene" - a metaphor.`)).toBe(
      "He called it “the ‘selfish’ gene” — a metaphor.",
    );
    expect(find("Plants use photo-\nsynthesis to make\n\n sugar.", "Plants use photosynthesis to make sugar.")).toBe(
      "Plants use photo-\nsynthesis to make\n\n sugar.",
    );
  });

  it("does not take a paraphrase, a changed number, a dropped or added word", () => {
    const text = "Cells are the smallest unit of life (Hooke, 1665). CO2 is a gas. Water boils at 100 degrees.";
    expect(find(text, "Cells are the basic unit of life.")).toBeUndefined();
    expect(find(text, "Cells are the unit of life.")).toBeUndefined();
    expect(find(text, "The smallest unit of life is the cell.")).toBeUndefined();
    expect(find(text, "Water boils at 90 degrees.")).toBeUndefined();
    expect(find(text, "Water boils at degrees.")).toBeUndefined();
    expect(find("I think, so I am. Paris is in France.", "think, so am.")).toBeUndefined();
    expect(find("He met her in Paris.", "He met in Paris.")).toBeUndefined();
    expect(find(text, "CO is a gas.")).toBeUndefined();
    expect(find(text, "Cells are the smallest unit of life and CO2 is a gas.")).toBeUndefined();
    // A remark in brackets is the text's content, not a citation.
    expect(find("The Bastille fell (stormed in 1789) in Paris.", "The Bastille fell in Paris.")).toBeUndefined();
    expect(find("Ajzen (1985) proposed the theory.", "Ajzen proposed the theory.")).toBe("Ajzen (1985) proposed the theory.");
  });

  it("allows at most two stray tokens in one quote", () => {
    expect(find("Ions | x move ¦ q across z channels.", "Ions move across channels.")).toBeUndefined();
    expect(find("Ions | x move ¦ q across channels.", "Ions move across channels.")).toBe("Ions | x move ¦ q across channels.");
  });
});
