import { z } from "zod";
import type { TPracticeFormat } from "./practice-rules.ts";
import type { TPracticeQuestion } from "./practice-types.ts";
import { seededRandom } from "./seeded-random.ts";

/**
 * A practice test laid out for paper (docs/practice-tests.md, "Printing a test"), format-neutral: the PDF, the plain
 * text and the Markdown writers all print this. Questions are grouped by format and numbered through; version B asks
 * the same questions, with the same options, in another order within each group, fixed by the test's seed.
 */
export const PRINT_VERSIONS = ["A", "B"] as const;
export type TPrintVersion = (typeof PRINT_VERSIONS)[number];
export const PRINT_FORMATS = ["pdf", "md", "txt"] as const;
export type TPrintFormat = (typeof PRINT_FORMATS)[number];

export const ZPracticePrintQuerySchema = z.object({
  format: z.enum(PRINT_FORMATS, { error: `format must be one of ${PRINT_FORMATS.join(", ")}.` }).default("pdf"),
  version: z.enum(PRINT_VERSIONS, { error: `version must be one of ${PRINT_VERSIONS.join(", ")}.` }).default("A"),
  paper: z.enum(["a4", "letter"], { error: "paper must be one of a4, letter." }).default("a4"),
});
export type TPracticePrintQuery = z.infer<typeof ZPracticePrintQuerySchema>;

/** practice.printText: a test as plain text ("copy as text") or Markdown, for the clipboard. */
export const ZPracticePrintTextInputSchema = z.object({
  testId: z.uuid({ error: "testId must be a test id (a UUID)." }),
  format: z.enum(["md", "txt"], { error: "format must be one of md, txt." }).default("txt"),
  version: z.enum(PRINT_VERSIONS, { error: `version must be one of ${PRINT_VERSIONS.join(", ")}.` }).default("A"),
});
export type TPracticePrintTextInput = z.input<typeof ZPracticePrintTextInputSchema>;
export const ZPracticePrintTextSchema = z.object({ title: z.string(), text: z.string() });

/** The order of the sections on paper: quick formats first, writing last. */
export const PRINT_SECTIONS: readonly { format: TPracticeFormat; title: string; instructions: string }[] = [
  { format: "multiple_choice", title: "Multiple choice", instructions: "Circle the letter of the best answer." },
  { format: "true_false", title: "True or false", instructions: "Circle True or False." },
  { format: "matching", title: "Matching", instructions: "Write the letter of the matching answer beside each number." },
  { format: "ordering", title: "Ordering", instructions: "Write the letters in the right order." },
  { format: "written", title: "Written answers", instructions: "Write your answer on the lines." },
  { format: "fill_in", title: "Fill in the blank", instructions: "Write the missing words on the lines." },
];

export type TPrintItem = { number: number; question: TPracticeQuestion };
export type TPrintSection = { format: TPracticeFormat; title: string; instructions: string; items: TPrintItem[] };
/** One line of the answer key; `source` is where the card came from (file, page or slide), when it has one. */
export type TPrintKeyEntry = { number: number; answer: string; source: string | null };

export type TPrintableTest = {
  decks: string[];
  /** YYYY-MM-DD. */
  date: string;
  version: TPrintVersion;
  total: number;
  sections: TPrintSection[];
  key: TPrintKeyEntry[];
};

/** A note's source as the key prints it: "cells.pdf, page 12" or "Lecture 3.pptx, slide 4"; null without a page or slide or file. */
export function printSource(source: { fileName?: string; page?: number; slide?: number } | null | undefined): string | null {
  if (!source) return null;
  const where = source.page !== undefined ? `page ${source.page}` : source.slide !== undefined ? `slide ${source.slide}` : null;
  const parts = [source.fileName?.replace(/\s+/g, " ").trim(), where].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(", ") : null;
}

/** A, B, C… for options, matching answers and ordering items. */
export const printLetter = (index: number) => String.fromCharCode(65 + index);

export function printableTest({
  questions,
  seed,
  version,
  decks,
  date,
  sourceOf,
}: {
  questions: readonly TPracticeQuestion[];
  seed: number;
  version: TPrintVersion;
  decks: readonly string[];
  date: string;
  /** A note's printed source (printSource), by note id. */
  sourceOf: (noteId: string) => string | null;
}): TPrintableTest {
  const random = seededRandom((seed ^ 0x5eedb) >>> 0);
  let number = 0;
  const key: TPrintKeyEntry[] = [];
  const sections = PRINT_SECTIONS.flatMap(({ format, title, instructions }) => {
    const asked = questions.filter((question) => question.format === format);
    if (asked.length === 0) return [];
    const ordered = version === "A" ? asked : otherOrder(asked, random.shuffle(asked));
    const items = ordered.map((question) => {
      number += 1;
      const sources = [...new Set(question.cards.map((card) => sourceOf(card.noteId)).filter((s): s is string => s !== null))];
      key.push({ number, answer: keyAnswer(question), source: sources.length > 0 ? sources.join("; ") : null });
      return { number, question };
    });
    return [{ format, title, instructions, items }];
  });
  return { decks: [...decks], date, version, total: number, sections, key };
}

/** Version B's order for a group: the shuffle, unless it came out as version A's, then A's turned by one. */
function otherOrder<T>(original: readonly T[], shuffled: T[]): T[] {
  const isSame = shuffled.every((item, index) => item === original[index]);
  return isSame && original.length > 1 ? [...original.slice(1), original[0]!] : shuffled;
}

/** A question's answer as one line of the key. */
export function keyAnswer(question: TPracticeQuestion): string {
  switch (question.format) {
    case "written":
    case "fill_in":
      return question.answer;
    case "multiple_choice":
      return `${printLetter(question.correctIndex)}. ${question.options[question.correctIndex] ?? ""}`;
    case "true_false":
      return question.isTrue ? "True" : `False: ${question.correction}`;
    case "matching":
      return question.answer.map((right, left) => `${left + 1}-${printLetter(right)}`).join(", ");
    case "ordering":
      return question.answer.map(printLetter).join(", ");
  }
}

/** The title a printed test carries: its decks' names. */
export function printTitle(test: Pick<TPrintableTest, "decks">): string {
  return test.decks.length === 0 ? "Practice test" : test.decks.join(", ");
}

/** The line under the title: "Practice test, version A · 2026-11-29 · 20 questions". */
export function printSubtitle(test: TPrintableTest): string {
  return `Practice test, version ${test.version} · ${test.date} · ${test.total} ${test.total === 1 ? "question" : "questions"}`;
}
