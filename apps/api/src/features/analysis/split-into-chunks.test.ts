import { describe, expect, it } from "vitest";
import { splitIntoChunks, type TChunk } from "./split-into-chunks.ts";
import type { TSection } from "../reading/document.ts";

const sectionsOf = (texts: string[]): TSection[] => texts.map((text, index) => ({ index, text }));

/** Every piece must be the exact slice of its section it claims to be. */
function expectExactPieces(chunks: TChunk[]) {
  for (const piece of chunks.flatMap((chunk) => chunk.pieces)) {
    expect(piece.section.text.slice(piece.offset, piece.offset + piece.text.length)).toBe(piece.text);
  }
}

describe("splitIntoChunks", () => {
  it("packs whole sections into chunks up to the budget, in order, skipping empty ones", () => {
    const sections = sectionsOf(["a".repeat(400), "b".repeat(400), "  \n ", "c".repeat(400), "d".repeat(900)]);
    const chunks = splitIntoChunks(sections, 1000);
    expect(chunks.map((chunk) => chunk.pieces.map((piece) => piece.section.index))).toEqual([[0, 1], [3], [4]]);
    expect(chunks.map((chunk) => chunk.index)).toEqual([0, 1, 2]);
    expect(chunks.flatMap((chunk) => chunk.pieces).every((piece) => piece.offset === 0)).toBe(true);
  });

  it("splits an oversized section on paragraphs first, then sentences, then whitespace, keeping offsets", () => {
    const paragraph = (word: string) => `${word} sentence one. ${word} sentence two. ${word} sentence three.`;
    const longSentence = Array.from({ length: 60 }, (_, index) => `word${index}`).join(" ");
    const text = [paragraph("Alpha"), paragraph("Beta"), `Intro. ${longSentence}`, paragraph("Gamma")].join("\n\n");
    const chunks = splitIntoChunks(sectionsOf([text]), 120);
    expectExactPieces(chunks);
    const pieces = chunks.flatMap((chunk) => chunk.pieces);
    expect(pieces.every((piece) => piece.text.length <= 120)).toBe(true);
    expect(pieces.map((piece) => piece.text).join("")).toBe(text);
    // Whole paragraphs stay together when they fit.
    expect(pieces.some((piece) => piece.text.startsWith("Alpha sentence one.") && piece.text.includes("Alpha sentence three."))).toBe(true);
    // Every cut, even inside the run-on sentence, falls after whitespace: no word is split.
    expect(pieces.slice(0, -1).every((piece) => /\s$/.test(piece.text))).toBe(true);
    expect(pieces.filter((piece) => piece.text.includes("word")).length).toBeGreaterThan(2);
  });

  it("lets the tail of a split section share a chunk with the next section", () => {
    const big = `${"x".repeat(80)}\n\n${"y".repeat(80)}\n\n${"z".repeat(20)}`;
    const chunks = splitIntoChunks(sectionsOf([big, "next section"]), 100);
    expectExactPieces(chunks);
    expect(chunks.at(-1)?.pieces.map((piece) => [piece.section.index, piece.text])).toEqual([
      [0, "z".repeat(20)],
      [1, "next section"],
    ]);
  });

  it("splits CJK text on its own sentence marks and never halves a surrogate pair", () => {
    const cjk = "光合作用は葉緑体で行われる。".repeat(20);
    const cjkChunks = splitIntoChunks(sectionsOf([cjk]), 50);
    expectExactPieces(cjkChunks);
    expect(cjkChunks.every((chunk) => chunk.pieces.every((piece) => piece.text.endsWith("。")))).toBe(true);

    const emoji = "😀".repeat(100);
    const emojiChunks = splitIntoChunks(sectionsOf([emoji]), 51);
    expectExactPieces(emojiChunks);
    expect(emojiChunks.every((chunk) => chunk.pieces.every((piece) => !/[\uD800-\uDBFF]$/.test(piece.text)))).toBe(true);
  });
});
