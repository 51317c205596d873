import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TNoteContent } from "../notes.ts";
import { buildPracticeTest, type TPracticeTestSettings } from "./build-practice-test.ts";
import { normaliseAnswer } from "./normalise-answer.ts";
import { answerLength, isFillerOption } from "./pick-distractors.ts";
import {
  MAX_MATCHING_PAIRS,
  MAX_ORDERING_ITEMS,
  MIN_MATCHING_PAIRS,
  MIN_ORDERING_ITEMS,
  PRACTICE_CARD_CHOICES,
  PRACTICE_FORMATS,
} from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion } from "./practice-types.ts";

/** Answers of every class, with near-duplicates (case, punctuation, articles, accents), filler and empty-ish text. */
const ANSWERS = [
  fc.integer({ min: 1000, max: 2099 }).map(String),
  fc.integer({ min: 1, max: 999 }).map((year) => `${year} BC`),
  fc.tuple(fc.integer({ min: 1, max: 500 }), fc.constantFrom("kg", "km", "%", "m/s")).map(([value, unit]) => `${value} ${unit}`),
  fc.integer({ min: 1, max: 99 }).map((value) => `£${value}`),
  fc.integer({ min: 0, max: 100_000 }).map(String),
  fc
    .tuple(
      fc.constantFrom("Isaac", "Marie", "Ada", "Charles", "J.", "Leonardo"),
      fc.constantFrom("Newton", "Curie", "Lovelace", "Darwin", "da Vinci", "Bach"),
    )
    .map((parts) => parts.join(" ")),
  fc.constantFrom(
    "Paris",
    "paris.",
    "The Paris",
    "Pàris",
    "Rome",
    "Oslo",
    "Madrid",
    "Berlin",
    "Vienna",
    "Lisbon",
    "Athens",
    "Mitochondrion",
    "mitochondria",
    "Cell wall",
    "the cell wall",
  ),
  fc
    .array(fc.constantFrom("red", "blue", "green", "cell", "energy", "light", "membrane", "wave", "sugar"), { minLength: 1, maxLength: 8 })
    .map((words) => words.join(" ")),
  fc.constantFrom("All of the above", "None of the above", "Both", "Neither", ".", "—", "A", "the", "?", "UK / GB", "Paris; Lutetia", "x"),
];
const anyAnswer = fc.oneof(...ANSWERS);

function contentOf(answer: fc.Arbitrary<string>): fc.Arbitrary<TNoteContent> {
  // Prompts repeat now and then: an answer to the same prompt is never a distractor.
  const question = fc.oneof(
    fc
      .tuple(fc.constantFrom("When did", "Who found", "What is", "Capital of"), fc.integer({ min: 0, max: 40 }))
      .map(([start, item]) => `${start} item ${item}?`),
    fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== ""),
    answer,
  );
  const clozeText = fc
    .array(fc.tuple(fc.integer({ min: 1, max: 3 }), answer, fc.option(fc.constantFrom("hint", "year"), { nil: null })), {
      minLength: 1,
      maxLength: 3,
    })
    .map((gaps) =>
      gaps
        .map(([number, text, hint]) => `Before {{c${number}::${text.replace(/[{}:]/g, "") || "x"}${hint ? `::${hint}` : ""}}} after`)
        .join(" and "),
    );
  return fc.oneof(
    fc.record({ type: fc.constant("qna" as const), question, answer }),
    fc.record({ type: fc.constant("manual" as const), front: question, back: answer }),
    fc.record({
      type: fc.constant("mcq" as const),
      question,
      options: fc.array(answer, { minLength: 4, maxLength: 4 }),
      correctIndex: fc.integer({ min: 0, max: 3 }),
      explanation: fc.constant(""),
    }),
    fc.record({
      type: fc.constant("truefalse" as const),
      statement: question,
      isTrue: fc.boolean(),
      correction: fc.constantFrom("", "It is not."),
    }),
    fc.record({ type: fc.constant("clozedel" as const), text: clozeText }),
    fc.record({
      type: fc.constant("concept_fact_list" as const),
      concept: answer,
      facts: fc.oneof(
        fc.array(answer, { minLength: 1, maxLength: 5 }),
        fc.array(answer, { minLength: 3, maxLength: 8 }).map((facts) => facts.map((fact, index) => `${index + 1}. ${fact}`)),
      ),
    }),
  );
}

/** A deck mostly of one kind of answer (as real decks are), with some of every other kind. */
const deck = fc
  .integer({ min: 0, max: ANSWERS.length - 1 })
  .chain((theme) => {
    const answer = fc.oneof({ weight: 3, arbitrary: ANSWERS[theme]! }, { weight: 1, arbitrary: anyAnswer });
    const card = fc.record({
      content: contentOf(answer),
      groupId: fc.constantFrom("deck-a", "deck-b", "deck-c"),
      ord: fc.integer({ min: 0, max: 2 }),
      retrievability: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
      missedLastTime: fc.boolean(),
    });
    return fc.array(card, { minLength: 0, maxLength: 40 });
  })
  .map((cards): TPracticeCard[] => cards.map((props, index) => ({ ...props, cardId: `card-${index}`, noteId: `note-${index}` })));
const settings: fc.Arbitrary<TPracticeTestSettings> = fc.record({
  count: fc.integer({ min: 5, max: 100 }),
  formats: fc.subarray([...PRACTICE_FORMATS], { minLength: 1 }),
  answerWith: fc.constantFrom("back" as const, "front" as const),
  cards: fc.constantFrom(...PRACTICE_CARD_CHOICES),
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
});

const isPermutation = (indexes: number[], length: number) =>
  indexes.length === length && [...indexes].sort((a, b) => a - b).every((value, index) => value === index);
const distinctNorms = (texts: string[]) => new Set(texts.map((text) => normaliseAnswer(text))).size === texts.length;

function checkChoice(
  question: Extract<TPracticeQuestion, { format: "multiple_choice" }>,
  source: TPracticeCard,
  answerWith: "back" | "front",
) {
  expect(question.options.length).toBeGreaterThanOrEqual(3);
  expect(question.options.length).toBeLessThanOrEqual(4);
  const key = question.options[question.correctIndex]!;
  expect(question.options.filter((option) => option === key)).toHaveLength(1);
  // No option equal to the key (or to another) after normalising.
  expect(distinctNorms(question.options)).toBe(true);
  const content = source.content;
  if (content.type === "mcq") {
    expect(key).toBe(content.options[content.correctIndex]!.trim());
    // Filler only as an mcq card's own key ("All of the above"), never as a distractor.
    for (const option of question.options) if (option !== key) expect(isFillerOption(option)).toBe(false);
    return;
  }
  for (const option of question.options) expect(isFillerOption(option)).toBe(false);
  if (content.type === "qna") expect(key).toBe((answerWith === "back" ? content.answer : content.question).trim());
  if (content.type === "manual") expect(key).toBe((answerWith === "back" ? content.back : content.front).trim());
  // Lengths within a quarter of the key's, relaxed to a third (at least 2 characters either way).
  const keyLength = answerLength(key);
  for (const option of question.options)
    expect(Math.abs(answerLength(option) - keyLength)).toBeLessThanOrEqual(Math.max(2, Math.ceil(keyLength / 3)));
}

describe("buildPracticeTest over random decks", () => {
  it("holds the rules for 1,000 tests", () => {
    // What the runs built, so the rules are seen to hold over every format (not vacuously).
    const built = new Map<string, number>();
    const tally = (what: string) => built.set(what, (built.get(what) ?? 0) + 1);
    fc.assert(
      fc.property(deck, settings, (cards, chosen) => {
        const questions = buildPracticeTest(cards, chosen);
        const byId = new Map(cards.map((card) => [card.cardId, card]));
        expect(questions.length).toBeLessThanOrEqual(chosen.count);
        const asked = questions.flatMap((question) => question.cards.map((ref) => ref.cardId));
        expect(new Set(asked).size).toBe(asked.length);
        for (const id of asked) {
          const source = byId.get(id)!;
          expect(source).toBeDefined();
          if (chosen.cards === "missed") expect(source.missedLastTime).toBe(true);
          if (chosen.cards === "new") expect(source.retrievability).toBeNull();
        }
        for (const question of questions) {
          expect(chosen.formats).toContain(question.format);
          const source = byId.get(question.cards[0]!.cardId)!;
          tally(question.format);
          if (question.format === "multiple_choice")
            tally(`${source.content.type === "mcq" ? "mcq" : "generated"} ${question.options.length} options`);
          switch (question.format) {
            case "multiple_choice":
              checkChoice(question, source, chosen.answerWith);
              break;
            case "matching":
              expect(question.left.length).toBeGreaterThanOrEqual(MIN_MATCHING_PAIRS);
              expect(question.left.length).toBeLessThanOrEqual(MAX_MATCHING_PAIRS);
              expect(question.right).toHaveLength(question.left.length);
              expect(question.cards).toHaveLength(question.left.length);
              expect(isPermutation(question.answer, question.left.length)).toBe(true);
              expect(distinctNorms(question.left) && distinctNorms(question.right)).toBe(true);
              break;
            case "ordering":
              expect(question.items.length).toBeGreaterThanOrEqual(MIN_ORDERING_ITEMS);
              expect(question.items.length).toBeLessThanOrEqual(MAX_ORDERING_ITEMS);
              expect(isPermutation(question.answer, question.items.length)).toBe(true);
              expect(distinctNorms(question.items)).toBe(true);
              break;
            case "fill_in":
              expect(source.content.type).toBe("clozedel");
              expect(question.prompt).toMatch(/_____|\[/);
              expect(question.accepted.length).toBeGreaterThan(0);
              break;
            case "written":
              expect(question.answer.trim()).not.toBe("");
              expect(question.accepted.length).toBeGreaterThan(0);
              break;
            case "true_false":
              expect(question.statement.trim()).not.toBe("");
              break;
          }
        }
      }),
      { numRuns: 1000 },
    );
    for (const what of [...PRACTICE_FORMATS, "generated 3 options", "generated 4 options", "mcq 3 options", "mcq 4 options"])
      expect(built.get(what) ?? 0).toBeGreaterThanOrEqual(5);
  });
});
