import { printableTest, printSource, type TPracticeQuestion, type TQuestionCard } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import { readTestPdf } from "../exchange/testing/read-test-pdf.ts";
import { writePracticeTestPdf } from "./write-practice-test-pdf.ts";

const cards = (...ids: number[]) => ids.map((n) => ({ cardId: `card-${n}`, noteId: `note-${n}` }));
const one = (n: number): [TQuestionCard] => [{ cardId: `card-${n}`, noteId: `note-${n}` }];

/** One question of each format, about chemistry. */
const QUESTIONS: TPracticeQuestion[] = [
  { format: "written", cards: one(1), prompt: "Which element has the symbol Fe?", answer: "Iron", accepted: ["Iron"] },
  {
    format: "multiple_choice",
    cards: one(2),
    prompt: "Which gas do plants take in?",
    options: ["Oxygen", "Carbon dioxide", "Neon"],
    correctIndex: 1,
  },
  { format: "true_false", cards: one(3), statement: "Water boils at 50 °C at sea level.", isTrue: false, correction: "100 °C" },
  {
    format: "matching",
    cards: cards(4, 5, 6),
    prompt: "Match each symbol with its element.",
    left: ["Na", "K", "Ca"],
    right: ["Calcium", "Sodium", "Potassium"],
    answer: [1, 2, 0],
  },
  {
    format: "ordering",
    cards: cards(7, 8, 9),
    prompt: "Order by atomic number.",
    items: ["Carbon", "Hydrogen", "Helium"],
    answer: [1, 2, 0],
  },
  { format: "fill_in", cards: one(10), prompt: "Table salt is sodium _____.", answer: "chloride", accepted: ["chloride"] },
];

describe("practice test PDF", () => {
  it("lays out every format (matching in two columns), and the key with sources from a new page", { timeout: 30_000 }, async () => {
    const test = printableTest({
      questions: QUESTIONS,
      seed: 1,
      version: "A",
      decks: ["Chemistry"],
      date: "2026-11-29",
      sourceOf: (noteId) => (noteId === "note-7" ? printSource({ fileName: "atoms.pptx", slide: 4 }) : null),
    });
    const pages = await readTestPdf(await writePracticeTestPdf(test, { paper: "letter", now: new Date("2026-11-29T10:00:00Z") }));
    expect(pages.every((page) => page.width === 612 && page.height === 792)).toBe(true);
    const keyAt = pages.findIndex((page) => page.compact.includes("Answerkey"));
    expect(keyAt).toBe(pages.length - 1);
    const before = pages.slice(0, keyAt);
    const questions = { compact: before.map((page) => page.compact).join(""), items: before.flatMap((page) => page.items) };
    const key = pages[keyAt]!;
    for (const heading of ["Multiplechoice", "Trueorfalse", "Matching", "Ordering", "Writtenanswers", "Fillintheblank"]) {
      expect(questions.compact).toContain(heading);
    }
    expect(questions.compact).toContain("B.Carbondioxide");
    expect(questions.compact).toContain("Trueorfalse:Waterboilsat50°Catsealevel.");
    expect(questions.compact).toContain("Order:");
    // Matching: the answers' column sits to the right of the items', on the same rows.
    const sodium = questions.items.find((item) => /\bNa\b/.test(item.str))!;
    const calcium = questions.items.find((item) => item.str.includes("Calcium"))!;
    expect(calcium.x).toBeGreaterThan(sodium.x + 150);
    expect(Math.abs(calcium.y - sodium.y)).toBeLessThan(1);
    expect(questions.compact).not.toContain("Answerkey");
    expect(key.compact).toContain("Answerkey(versionA)");
    expect(key.compact).toContain("1-B,2-C,3-A");
    expect(key.compact).toContain("B,C,ASource:atoms.pptx,slide4");
    expect(key.compact).toContain("False:100°C");
  });
});
