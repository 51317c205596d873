import { cleanLine, cleanText, isValidCloze, MAX_TEXT, type TNoteContent } from "@mnemo/api-contract";
import fc from "fast-check";
import type { TExchangeDeck, TExchangeNote, TExportInput, TNoteSource } from "../exchange-model.ts";
import { testNote } from "./pdf-test-decks.ts";

/**
 * Random decks of every card type for the round-trip tests of the text
 * formats: text that spreadsheets, CSV, Markdown and Quizlet each find awkward
 * (quotes, commas, semicolons, tabs, line breaks, formula starts, HTML
 * characters, list markers, cloze braces, unicode, long runs), made canonical
 * the way the note schema makes it (cleaned and trimmed), as saved notes are.
 */

const NOW = new Date("2026-03-01T12:00:00Z");

/** A note of `content` with the test defaults (no id, plain text, no source, tags or cards). */
export const exchangeNote = testNote;

const FRAGMENTS = [
  '"',
  '""',
  "'",
  ",",
  ";",
  "\t",
  "\n",
  "\n\n",
  " ",
  "=SUM(A1)",
  "+1",
  "-",
  "@x",
  "<b>",
  "&amp;",
  "&",
  "<>",
  "• ",
  "A. ",
  "D. ",
  "- ",
  "::",
  "|",
  "#",
  "==",
  "$x$",
  "*_`",
  "[link](x)",
  "Ελλάδα",
  "Россия",
  "東京",
  "🧬",
  "e\u0301",
  "∑∫≤",
  "{{c1::not a gap here}}",
  "x".repeat(700),
];

/** Which fragments the text may hold. */
export type TTextOptions = { maxLength: number; lineBreaks?: boolean; tabs?: boolean };

export function awkwardText({ maxLength, lineBreaks = true, tabs = true }: TTextOptions): fc.Arbitrary<string> {
  const fragments = FRAGMENTS.filter((fragment) => (lineBreaks || !fragment.includes("\n")) && (tabs || !fragment.includes("\t")));
  const piece = fc.oneof(fc.constantFrom(...fragments), fc.string({ unit: "grapheme", maxLength: 8 }));
  return fc
    .array(piece, { minLength: 1, maxLength: 8 })
    .map((pieces) => {
      let text = cleanText(pieces.join("")).replace(/\r/g, "");
      if (!lineBreaks) text = text.replace(/[\n\v\f\u2028\u2029]/g, " ");
      if (!tabs) text = text.replace(/\t/g, " ");
      // Cut where it may halve a surrogate pair, which cleanText then makes U+FFFD, as the schema would.
      return cleanText(text.slice(0, maxLength)).trim();
    })
    .filter((text) => text !== "");
}

const side = awkwardText({ maxLength: MAX_TEXT });
const option = awkwardText({ maxLength: 500 });
const optional = fc.oneof(fc.constant(""), side);
const gapText = awkwardText({ maxLength: 40, lineBreaks: false }).map((text) => text.replace(/[{}:]/g, "").trim());

const cloze = fc
  .array(fc.record({ before: gapText, number: fc.integer({ min: 1, max: 3 }), answer: gapText, hint: fc.option(gapText) }), {
    minLength: 1,
    maxLength: 3,
  })
  .map((gaps) =>
    gaps
      .map(({ before, number, answer, hint }) => `${before} {{c${number}::${answer}${hint ? `::${hint}` : ""}}}`)
      .join(" ")
      .trim(),
  )
  .filter(isValidCloze);

export const noteContent: fc.Arbitrary<TNoteContent> = fc.oneof(
  fc.record({ type: fc.constant("qna" as const), question: side, answer: side }),
  fc.record({ type: fc.constant("manual" as const), front: side, back: side }),
  fc.record({
    type: fc.constant("mcq" as const),
    question: side,
    options: fc.tuple(option, option, option, option),
    correctIndex: fc.integer({ min: 0, max: 3 }),
    explanation: optional,
  }),
  fc.record({ type: fc.constant("truefalse" as const), statement: side, isTrue: fc.boolean(), correction: optional }),
  fc.record({ type: fc.constant("clozedel" as const), text: cloze }),
  fc.record({
    type: fc.constant("concept_fact_list" as const),
    concept: option,
    facts: fc.array(awkwardText({ maxLength: 1000 }), { minLength: 1, maxLength: 5 }),
  }),
);

const source: fc.Arbitrary<TNoteSource> = fc.option(
  fc.record(
    {
      fileName: awkwardText({ maxLength: 60, lineBreaks: false }),
      page: fc.integer({ min: 1, max: 999 }),
      heading: awkwardText({ maxLength: 60 }),
      quote: side,
    },
    { requiredKeys: [] },
  ),
);

const tags = fc.uniqueArray(fc.string({ unit: fc.constantFrom("a", "é", "=", "-", "_", ",", '"', "東"), minLength: 1, maxLength: 6 }), {
  maxLength: 3,
});

export const exchangeNotes = (content: fc.Arbitrary<TNoteContent> = noteContent): fc.Arbitrary<TExchangeNote[]> =>
  fc.array(
    fc
      .record({ content, source, tags })
      .map(({ content: value, source: from, tags: labels }) => exchangeNote(value, { source: from, tags: labels })),
    { minLength: 1, maxLength: 6 },
  );

// A deck title as the app stores one (cleaned like ZGroupTitleSchema does);
// a part ending in ":" would run into the "::" that joins it to the next.
const deckPart = awkwardText({ maxLength: 30, lineBreaks: false, tabs: false }).map((part) =>
  cleanLine(part)
    .replace(/:{2,}/g, ":")
    .replace(/[\s:]+$/, "")
    .trim(),
);

/** Decks with distinct paths, each with at least one note. */
export const exchangeDecks: fc.Arbitrary<TExchangeDeck[]> = fc
  .uniqueArray(fc.array(deckPart.filter(Boolean), { minLength: 1, maxLength: 2 }), {
    minLength: 1,
    maxLength: 3,
    selector: (path) => path.join("::"),
  })
  .chain((paths) => fc.tuple(...paths.map((path) => exchangeNotes().map((notes): TExchangeDeck => ({ id: null, path, notes })))))
  .map((decks) => [...decks]);

export function exportInputOf(decks: TExchangeDeck[]): TExportInput {
  return { decks, media: [], includeProgress: false, now: NOW };
}
