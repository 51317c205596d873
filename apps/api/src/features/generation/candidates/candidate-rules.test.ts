import type { TOutline } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import type { TCardDraft } from "../types.ts";
import { candidateContentKey, candidateSection, candidateStrength, TICKED_STRENGTH } from "./candidate-rules.ts";

const qna = (question: string, answer: string, start = 0, end = 40): TCardDraft => ({
  content: { type: "qna", question, answer },
  source: { sectionIndex: 1, start, end, quote: "q" },
});

const outline: TOutline = {
  analyser: "test@1",
  sections: [
    { title: "Plants", level: 1, sectionIndexes: [0, 1], points: [] },
    {
      title: "Photosynthesis",
      level: 2,
      sectionIndexes: [1],
      points: [{ id: "s1.p1", kind: "fact", text: "x", spans: [{ sectionIndex: 1, start: 100, end: 160, quote: "p" }], examples: [] }],
    },
    {
      title: "Light",
      level: 2,
      sectionIndexes: [1],
      points: [{ id: "s2.p1", kind: "fact", text: "y", spans: [{ sectionIndex: 1, start: 300, end: 360, quote: "l" }], examples: [] }],
    },
  ],
  terms: [],
  left_out: { instructions: 0, logistics: 0, exercises: 0, references: 0, furniture: 0, other: 0 },
};

describe("candidateContentKey", () => {
  it("is the same for the same card whatever its case, punctuation and spacing, and differs by text or type", () => {
    const key = candidateContentKey(qna("What is  ATP?", "Energy currency.").content);
    expect(candidateContentKey(qna("what is atp", "energy currency").content)).toBe(key);
    expect(candidateContentKey(qna("What is ADP?", "Energy currency.").content)).not.toBe(key);
    expect(candidateContentKey({ type: "clozedel", text: "What is ATP? Energy currency." })).not.toBe(key);
    expect(candidateContentKey({ type: "truefalse", statement: "ATP stores energy.", isTrue: true, correction: "" })).not.toBe(
      candidateContentKey({ type: "truefalse", statement: "ATP stores energy.", isTrue: false, correction: "" }),
    );
  });
});

describe("candidateStrength", () => {
  it("ticks a plain card, not one asked for with 'make cards anyway' or one leaning on a long quote with a long answer", () => {
    expect(candidateStrength(qna("What is ATP?", "The energy currency of the cell."), { relaxed: false })).toBeGreaterThanOrEqual(
      TICKED_STRENGTH,
    );
    expect(candidateStrength(qna("What is ATP?", "The energy currency of the cell."), { relaxed: true })).toBeLessThan(TICKED_STRENGTH);
    expect(candidateStrength(qna("What is ATP?", "x".repeat(200), 0, 500), { relaxed: false })).toBeLessThan(TICKED_STRENGTH);
  });

  it("takes the generator's own score when it gives one, within 0..1", () => {
    const fromOutline = (strength: number): TCardDraft => ({
      ...qna("Q?", "A."),
      outline: { section: { title: "Light", index: 2 }, pointIds: ["s2.p1"], strength, ticked: strength >= 0.7 },
    });
    expect(candidateStrength(fromOutline(0.31), { relaxed: false })).toBe(0.31);
    expect(candidateStrength(fromOutline(7), { relaxed: false })).toBe(1);
  });
});

describe("candidateSection", () => {
  it("is the section of the key point holding the quote, else the most specific section covering it", () => {
    expect(candidateSection(outline, qna("Q?", "A.", 310, 340))).toEqual({ title: "Light", index: 2 });
    expect(candidateSection(outline, qna("Q?", "A.", 120, 150))).toEqual({ title: "Photosynthesis", index: 1 });
    expect(candidateSection(outline, { source: { sectionIndex: 0, start: 0, end: 5, quote: "q" } })).toEqual({ title: "Plants", index: 0 });
  });

  it("is the section a card made from the outline names, when the outline has it", () => {
    const made = (index: number) => ({
      ...qna("Q?", "A.", 310, 340),
      outline: { section: { title: "Photosynthesis", index }, pointIds: ["s1.p1"], strength: 0.8, ticked: true },
    });
    expect(candidateSection(outline, made(1))).toEqual({ title: "Photosynthesis", index: 1 });
    // A section index the outline does not have (another outline) falls back to the quote's section.
    expect(candidateSection(outline, made(9))).toEqual({ title: "Light", index: 2 });
  });

  it("is the section the card's maker gave it (a text learned by heart), whatever the outline says of its quote", () => {
    const byHeart = { ...qna("Q?", "A.", 310, 340), section: { title: "The Lamb", index: 0 } };
    expect(candidateSection(outline, byHeart)).toEqual({ title: "The Lamb", index: 0 });
  });

  it("names a section after the quote's heading, slide or page without an outline, after the outline's sections", () => {
    expect(candidateSection(null, { source: { sectionIndex: 0, start: 0, end: 5, quote: "q" } })).toEqual({ title: "Your text", index: 0 });
    expect(candidateSection(null, { source: { sectionIndex: 2, start: 0, end: 5, quote: "q", heading: "Cells" } })).toEqual({
      title: "Cells",
      index: 2,
    });
    expect(candidateSection(outline, { source: { sectionIndex: 4, start: 0, end: 5, quote: "q", slide: 5 } })).toEqual({
      title: "Slide 5",
      index: 7,
    });
  });
});
