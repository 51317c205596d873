import { describe, expect, it } from "vitest";
import { countParts, cutToLimit, splitIntoParts } from "./text-parts.ts";

const SENTENCES = [
  "Photosynthesis turns light energy into chemical energy in green plants.",
  "It takes place in chloroplasts, which hold the pigment chlorophyll.",
  "Water is split in the light-dependent reactions, releasing oxygen.",
  "The Calvin cycle fixes carbon dioxide into sugar in the stroma.",
  "RuBisCO is the enzyme that catalyses the first step of carbon fixation.",
  "Light intensity, carbon dioxide and temperature limit the rate.",
];

/** Paragraphs of a few sentences each, about `characters` long in all. */
function passage(characters: number): string {
  const paragraphs: string[] = [];
  let length = 0;
  for (let i = 0; length < characters; i += 1) {
    const paragraph = [0, 1, 2].map((j) => SENTENCES[(i * 3 + j) % SENTENCES.length]).join(" ");
    paragraphs.push(paragraph);
    length += paragraph.length + 2;
  }
  return paragraphs.join("\n\n");
}

/** The text without its whitespace: what no split may lose (a word cut into pieces has no space between them). */
const ink = (text: string) => text.replace(/\s+/g, "");

/** Every part fits, is trimmed, is a verbatim slice of the text in order, and together they are all of it. */
function expectFaithfulParts(text: string, parts: string[], limit: number) {
  let cursor = 0;
  for (const part of parts) {
    expect(part.length).toBeGreaterThan(0);
    expect(part.length).toBeLessThanOrEqual(limit);
    expect(part).toBe(part.trim());
    const at = text.indexOf(part, cursor);
    expect(at, `part not found in order: ${JSON.stringify(part.slice(0, 40))}`).toBeGreaterThanOrEqual(cursor);
    expect(text.slice(cursor, at).trim(), "text skipped between parts").toBe("");
    cursor = at + part.length;
  }
  expect(text.slice(cursor).trim()).toBe("");
  expect(ink(parts.join(""))).toBe(ink(text));
}

describe("splitIntoParts", () => {
  it("keeps a text within the limit whole (trimmed), and an empty one as no parts", () => {
    expect(splitIntoParts("  A short note.  \n", 2000)).toEqual(["A short note."]);
    expect(splitIntoParts(" \n ", 2000)).toEqual([]);
  });

  it("splits a 2,500-character passage for a 2,000 limit into two even parts at a paragraph break", () => {
    const text = passage(2500);
    const parts = splitIntoParts(text, 2000);
    expect(parts).toHaveLength(2);
    expectFaithfulParts(text, parts, 2000);
    for (const part of parts) expect(part.length).toBeGreaterThan(900);
    // A paragraph break, not the middle of one.
    expect(text.slice(text.indexOf(parts[1]!) - 2, text.indexOf(parts[1]!))).toBe("\n\n");
  });

  it("uses as few parts as the limit allows", () => {
    const text = passage(9000);
    const parts = splitIntoParts(text, 2000);
    expect(parts).toHaveLength(Math.ceil(text.length / 2000));
    expectFaithfulParts(text, parts, 2000);
  });

  it("splits one long paragraph where sentences end", () => {
    const text = Array.from({ length: 40 }, (_, i) => SENTENCES[i % SENTENCES.length]).join(" ");
    const parts = splitIntoParts(text, 1000);
    expect(parts.length).toBeGreaterThan(1);
    expectFaithfulParts(text, parts, 1000);
    for (const part of parts) expect(part.endsWith(".")).toBe(true);
  });

  it("splits a sentence longer than the limit between words, and a word longer than the limit into pieces", () => {
    const sentence = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const parts = splitIntoParts(sentence, 200);
    expectFaithfulParts(sentence, parts, 200);
    for (const part of parts) expect(part).toMatch(/^word\d+( word\d+)*$/);

    const url = `https://example.test/${"a".repeat(450)}`;
    const pieces = splitIntoParts(url, 200);
    expect(pieces.map((piece) => piece.length)).toEqual([200, 200, 71]);
    expect(pieces.join("")).toBe(url);
  });

  it("never cuts an emoji (a surrogate pair) in half", () => {
    const emojis = "😀".repeat(300);
    const parts = splitIntoParts(emojis, 201);
    expect(parts.join("")).toBe(emojis);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(201);
      expect(part).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
    }
  });

  it("keeps every part faithful and within the limit for mixed texts and limits", () => {
    // A fixed pseudo-random sequence: the same texts every run.
    let seed = 42;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const atoms = [...SENTENCES, "\n\n", "\n", "  ", "😀", "Dr. Smith arrived.", "x".repeat(120), "What? Yes!"];
    for (let run = 0; run < 200; run += 1) {
      const text = Array.from({ length: 5 + Math.floor(next() * 80) }, () => atoms[Math.floor(next() * atoms.length)]).join(
        next() < 0.5 ? " " : "",
      );
      const limit = 2 + Math.floor(next() * 600);
      const parts = splitIntoParts(text, limit);
      expectFaithfulParts(text, parts, limit);
      expect(countParts(text, limit)).toBe(parts.length);
    }
  });
});

describe("cutToLimit", () => {
  it("keeps a text within the limit (trimmed)", () => {
    expect(cutToLimit("  Short.  ", 100)).toBe("Short.");
  });

  it("ends where the last whole sentence within the limit ends", () => {
    const text = passage(2500);
    const cut = cutToLimit(text, 2000);
    expect(cut.length).toBeLessThanOrEqual(2000);
    expect(cut.length).toBeGreaterThan(1800);
    expect(cut.endsWith(".")).toBe(true);
    expect(text.startsWith(cut)).toBe(true);
  });

  it("ends at a word when the last sentence end would keep less than half, and at the limit with no word end", () => {
    const long = `Short start. ${Array.from({ length: 100 }, (_, i) => `w${i}`).join(" ")}`;
    const cut = cutToLimit(long, 100);
    expect(cut.length).toBeLessThanOrEqual(100);
    expect(cut.length).toBeGreaterThan(90);
    expect(long.startsWith(cut)).toBe(true);
    expect(long[cut.length]).toBe(" ");

    expect(cutToLimit("y".repeat(150), 100)).toBe("y".repeat(100));
  });
});
