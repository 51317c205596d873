import { describe, expect, it } from "vitest";
import type { TPracticeQuestion } from "./practice-types.ts";
import { printableTestMarkdown, printableTestText } from "./printable-test-text.ts";
import { printableTest, printSource, type TPrintableTest } from "./printable-test.ts";

const card = (n: number) => ({ cardId: `card-${n}`, noteId: `note-${n}` });

/** Stored order (version A within each group): mixed formats, as buildPracticeTest interleaves them. */
const QUESTIONS: TPracticeQuestion[] = [
  { format: "written", cards: [card(1)], prompt: "What is the capital of France?", answer: "Paris", accepted: ["Paris"] },
  {
    format: "multiple_choice",
    cards: [card(2)],
    prompt: "What is the capital of Spain?",
    options: ["Rome", "Madrid", "Lisbon", "Oslo"],
    correctIndex: 1,
  },
  {
    format: "true_false",
    cards: [card(3)],
    statement: "The capital of Italy is Vienna.",
    isTrue: false,
    correction: "The capital of Italy is Rome.",
  },
  {
    format: "matching",
    cards: [card(4), card(5), card(6)],
    prompt: "Match each country with its capital.",
    left: ["Norway", "Greece", "Austria"],
    right: ["Athens", "Vienna", "Oslo"],
    answer: [2, 0, 1],
  },
  {
    format: "ordering",
    cards: [card(7), card(8), card(9)],
    prompt: "Put these events in order.",
    items: ["1815 Waterloo", "1789 Bastille", "1804 Empire"],
    answer: [1, 2, 0],
  },
  { format: "fill_in", cards: [card(10)], prompt: "The capital of Portugal is _____.", answer: "Lisbon", accepted: ["Lisbon"] },
  {
    format: "multiple_choice",
    cards: [card(11)],
    prompt: "What is the capital of Germany?",
    options: ["Berlin", "Paris", "Rome"],
    correctIndex: 0,
  },
  { format: "written", cards: [card(12)], prompt: "What is the capital of Ireland?", answer: "Dublin", accepted: ["Dublin"] },
  { format: "true_false", cards: [card(13)], statement: "The capital of Poland is Warsaw.", isTrue: true, correction: "" },
  {
    format: "multiple_choice",
    cards: [card(14)],
    prompt: "What is the capital of Finland?",
    options: ["Oslo", "Helsinki", "Stockholm", "Riga"],
    correctIndex: 1,
  },
  { format: "written", cards: [card(15)], prompt: "What is the capital of Sweden?", answer: "Stockholm", accepted: ["Stockholm"] },
];

const SOURCES: Record<string, string | null> = {
  "note-1": printSource({ fileName: "europe.pdf", page: 12 }),
  "note-4": printSource({ slide: 3 }),
};

const print = (version: "A" | "B", seed = 42): TPrintableTest =>
  printableTest({
    questions: QUESTIONS,
    seed,
    version,
    decks: ["Capitals", "History"],
    date: "2026-11-29",
    sourceOf: (noteId) => SOURCES[noteId] ?? null,
  });

/** Each question's number by its prompt, and the key's answer by prompt. */
function byPrompt(test: TPrintableTest) {
  const answers = new Map(test.key.map((entry) => [entry.number, entry.answer]));
  return new Map(
    test.sections.flatMap((section) =>
      section.items.map(({ number, question }) => {
        const prompt = question.format === "true_false" ? question.statement : question.prompt;
        return [prompt, { number, format: section.format, answer: answers.get(number) }] as const;
      }),
    ),
  );
}

describe("printable practice test", () => {
  it("groups questions by format, numbers them through, and keeps the test's order within a group in version A", () => {
    const test = print("A");
    expect(test.sections.map((section) => section.title)).toEqual([
      "Multiple choice",
      "True or false",
      "Matching",
      "Ordering",
      "Written answers",
      "Fill in the blank",
    ]);
    expect(test.sections.flatMap((section) => section.items.map((item) => item.number))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(test.sections[0]!.items.map((item) => item.question.cards[0]!.cardId)).toEqual(["card-2", "card-11", "card-14"]);
    expect(test.key).toHaveLength(QUESTIONS.length);
    expect(test.key[0]).toEqual({ number: 1, answer: "B. Madrid", source: null });
  });

  it("gives each answer in the key with its source page or slide", () => {
    const entries = byPrompt(print("A"));
    const written = entries.get("What is the capital of France?")!;
    expect(print("A").key[written.number - 1]).toEqual({ number: written.number, answer: "Paris", source: "europe.pdf, page 12" });
    expect(print("A").key[entries.get("Match each country with its capital.")!.number - 1]).toEqual({
      number: 6,
      answer: "1-C, 2-A, 3-B",
      source: "slide 3",
    });
    expect(entries.get("The capital of Italy is Vienna.")!.answer).toBe("False: The capital of Italy is Rome.");
    expect(entries.get("Put these events in order.")!.answer).toBe("B, C, A");
  });

  it("version B asks the same questions with the same answers in another order, the same each time", () => {
    const a = print("A");
    const b = print("B");
    expect(print("B")).toEqual(b);
    const inA = byPrompt(a);
    const inB = byPrompt(b);
    expect([...inB.keys()].sort()).toEqual([...inA.keys()].sort());
    for (const [prompt, entry] of inB) {
      expect(entry.format).toBe(inA.get(prompt)!.format);
      expect(entry.answer).toBe(inA.get(prompt)!.answer);
    }
    // Every group of more than one question is in another order.
    for (const [index, section] of b.sections.entries()) {
      const ids = (test: TPrintableTest) => test.sections[index]!.items.map((item) => item.question.cards[0]!.cardId);
      if (section.items.length > 1) expect(ids(b)).not.toEqual(ids(a));
      else expect(ids(b)).toEqual(ids(a));
    }
    // Options stay as they are: only the order of questions changes.
    const options = (test: TPrintableTest) =>
      test.sections[0]!.items.map((item) => (item.question.format === "multiple_choice" ? item.question.options.join("|") : "")).sort();
    expect(options(b)).toEqual(options(a));
  });

  it("as text: header with decks, date, name and score lines, one block per question, the key after the questions", () => {
    const text = printableTestText(print("A"));
    expect(text.startsWith("Capitals, History\nPractice test, version A · 2026-11-29 · 11 questions\nName: ___")).toBe(true);
    expect(text).toContain("Score: ______ / 11");
    expect(text).toContain(
      "MULTIPLE CHOICE\nCircle the letter of the best answer.\n\n1. What is the capital of Spain?\n   A. Rome\n   B. Madrid\n   C. Lisbon\n   D. Oslo\n\n2.",
    );
    expect(text).toContain("4. True or false: The capital of Italy is Vienna.\n   True\n   False");
    expect(text).toContain(
      "6. Match each country with its capital.\n   1. Norway ____\n   2. Greece ____\n   3. Austria ____\n   A. Athens",
    );
    expect(text).toMatch(/\d+\. What is the capital of France\?\n {3}Answer: _+/);
    const key = text.indexOf("ANSWER KEY (version A)");
    expect(key).toBeGreaterThan(text.lastIndexOf("Fill in the blank".toUpperCase()));
    expect(text.slice(key)).toContain("1. B. Madrid\n");
    expect(text.slice(key)).toContain("Paris (europe.pdf, page 12)");
    expect(text.slice(0, key)).not.toContain("Madrid\n2.");
  });

  it("as text, version B differs from A in the order of its blocks only", () => {
    const blocks = (text: string) =>
      text
        .split("\n\n")
        .map((block) => block.replace(/^\d+\. /gm, "#. ").replace(/version [AB]/g, "version ?"))
        .sort();
    const a = printableTestText(print("A"));
    const b = printableTestText(print("B"));
    expect(b).not.toBe(a);
    // The question blocks are the same once numbers are set aside; the key lists the same answers.
    expect(blocks(b.slice(0, b.indexOf("ANSWER KEY")))).toEqual(blocks(a.slice(0, a.indexOf("ANSWER KEY"))));
    const keyLines = (text: string) =>
      blocks(text.slice(text.indexOf("ANSWER KEY")))
        .join("\n")
        .split("\n")
        .sort();
    expect(keyLines(b)).toEqual(keyLines(a));
  });

  it("as Markdown: headings per format, a matching table in two columns, the key under its own heading, markup escaped", () => {
    const questions: TPracticeQuestion[] = [
      ...QUESTIONS,
      { format: "written", cards: [card(16)], prompt: "What does *this* [link](x) do?", answer: "<b>nothing</b>", accepted: [] },
    ];
    const markdown = printableTestMarkdown(
      printableTest({ questions, seed: 1, version: "A", decks: ["Capitals"], date: "2026-11-29", sourceOf: (id) => SOURCES[id] ?? null }),
    );
    expect(markdown.startsWith("# Capitals\n\n*Practice test, version A · 2026-11-29 · 12 questions*\n")).toBe(true);
    expect(markdown).toContain(
      "## Multiple choice\n\n*Circle the letter of the best answer.*\n\n**1.** What is the capital of Spain?\n\n- A. Rome\n- B. Madrid",
    );
    expect(markdown).toContain("| 1. Norway | \\_\\_\\_\\_ | A. | Athens |");
    expect(markdown).toContain("What does \\*this\\* \\[link\\](x) do?");
    const key = markdown.indexOf("## Answer key (version A)");
    expect(key).toBeGreaterThan(markdown.indexOf("## Fill in the blank"));
    expect(markdown.slice(key)).toContain("\\<b\\>nothing\\</b\\>");
    expect(markdown.slice(key)).toMatch(/\d+\. Paris \*\(europe\.pdf, page 12\)\*/);
  });
});
