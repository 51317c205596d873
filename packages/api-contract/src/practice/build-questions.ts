import type { TNoteContent } from "../notes.ts";
import { acceptedAnswers } from "./accepted-answers.ts";
import { cardRecall, type TCardRecall } from "./card-recall.ts";
import { normaliseAnswer } from "./normalise-answer.ts";
import { isFillerOption, pickDistractors, type TDistractorPool } from "./pick-distractors.ts";
import {
  MAX_CHOICE_OPTIONS,
  MIN_CHOICE_OPTIONS,
  MIN_ORDERING_ITEMS,
  MAX_ORDERING_ITEMS,
  type TPracticeAnswerSide,
  type TPracticeFormat,
} from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion, TQuestionCard } from "./practice-types.ts";
import type { TSeededRandom } from "./seeded-random.ts";

/**
 * What every builder reads: the seed's random stream, the chosen side, the distractor pool of a side (built when first
 * asked for), and normaliseAnswer remembered per text (normalising is the costly step of building a test).
 */
export type TQuestionContext = {
  random: TSeededRandom;
  answerWith: TPracticeAnswerSide;
  pool: (side: TPracticeAnswerSide) => TDistractorPool;
  normalise: (text: string) => string;
};

/**
 * The formats each card type can take, in the fixed order a card falls back through when the format the test wants
 * next does not fit it (docs/practice-tests.md). A truefalse card is only ever true/false; a concept card is matched
 * or named (or ordered when its facts are steps); matching and ordering of qna/manual cards need siblings
 * (build-group-questions.ts).
 */
export const CARD_FORMATS = {
  mcq: ["multiple_choice", "true_false", "written"],
  truefalse: ["true_false"],
  clozedel: ["fill_in", "written", "multiple_choice", "true_false"],
  qna: ["written", "multiple_choice", "true_false", "matching", "ordering"],
  manual: ["written", "multiple_choice", "true_false", "matching", "ordering"],
  concept_fact_list: ["matching", "ordering", "written"],
} as const satisfies Record<TNoteContent["type"], readonly TPracticeFormat[]>;

export function questionCard(card: TPracticeCard): TQuestionCard {
  return { cardId: card.cardId, noteId: card.noteId };
}

/** One card's question in `format`, or null when the card cannot take it (too few distractors, no steps…). */
export function buildCardQuestion(card: TPracticeCard, format: TPracticeFormat, context: TQuestionContext): TPracticeQuestion | null {
  const content = card.content;
  if (content.type === "truefalse")
    return format === "true_false"
      ? {
          format,
          cards: [questionCard(card)],
          statement: content.statement.trim(),
          isTrue: content.isTrue,
          correction: content.correction.trim(),
        }
      : null;
  if (content.type === "concept_fact_list") {
    if (format === "written") return conceptWritten(card, content, context.answerWith);
    if (format === "ordering") return stepsOrdering(card, content, context.random);
    return null;
  }
  const recall = cardRecall(card, context.answerWith);
  if (!recall) return null;
  if (format === "written" || (format === "fill_in" && content.type === "clozedel"))
    return { format, cards: [questionCard(card)], prompt: recall.prompt, answer: recall.answer, accepted: recall.accepted };
  if (format !== "multiple_choice" && format !== "true_false") return null;
  // An mcq card's own wrong options, never filler (a second "None of the above" next to a key "All of the above" too).
  const distractors = content.type === "mcq" ? mcqDistractors(content, recall.answer).filter((option) => !isFillerOption(option)) : null;
  if (format === "multiple_choice") {
    // A generated question never shows filler, not even as its key (a card answered "Both" is asked another way).
    if (content.type !== "mcq" && isFillerOption(recall.answer)) return null;
    const wrong = distractors ?? pickFor(card, recall, context, MAX_CHOICE_OPTIONS - 1);
    if (wrong.length < MIN_CHOICE_OPTIONS - 1) return null;
    if (content.type !== "mcq" || !isFillerOption(recall.answer))
      return choice(card, recall, context.random.shuffle([recall.answer, ...wrong]));
    // "All of the above" as the key points at the options around it: the author's order stays.
    const written = content.options.map((option) => option.trim());
    return choice(
      card,
      recall,
      [recall.answer, ...wrong].sort((a, b) => written.indexOf(a) - written.indexOf(b)),
    );
  }
  if (!recall.statement || isFillerOption(recall.answer)) return null;
  const isTrue = context.random.next() < 0.5;
  const wrong = isTrue ? undefined : distractors ? context.random.pick(distractors) : pickFor(card, recall, context, 1)[0];
  // With no wrong answer of its kind, the statement is the true one.
  return {
    format,
    cards: [questionCard(card)],
    statement: recall.statement(wrong ?? recall.answer),
    isTrue: wrong === undefined,
    correction: wrong === undefined ? "" : recall.answer,
  };
}

function choice(card: TPracticeCard, recall: TCardRecall, options: string[]): TPracticeQuestion {
  return {
    format: "multiple_choice",
    cards: [questionCard(card)],
    prompt: recall.prompt,
    options,
    correctIndex: options.indexOf(recall.answer),
  };
}

function pickFor(card: TPracticeCard, recall: TCardRecall, context: TQuestionContext, count: number): string[] {
  const pool = context.pool(recall.side);
  return pickDistractors({ key: recall.answer, prompt: recall.prompt, groupId: card.groupId, pool, random: context.random, count });
}

/** An mcq card's own wrong options, less any that repeat the key or another option after normalising. */
function mcqDistractors(content: Extract<TNoteContent, { type: "mcq" }>, key: string): string[] {
  const seen = new Set([normaliseAnswer(key)]);
  return content.options
    .filter((_, index) => index !== content.correctIndex)
    .map((option) => option.trim())
    .filter((option) => {
      const norm = normaliseAnswer(option);
      if (seen.has(norm)) return false;
      seen.add(norm);
      return true;
    });
}

/** "Name one fact about X", graded against any of its facts; answering with the front: the concept from its facts. */
function conceptWritten(
  card: TPracticeCard,
  content: Extract<TNoteContent, { type: "concept_fact_list" }>,
  answerWith: TPracticeAnswerSide,
): TPracticeQuestion {
  const facts = content.facts.map((fact) => fact.trim()).filter((fact) => fact !== "");
  const list = facts.map((fact) => `• ${fact}`).join("\n");
  const concept = content.concept.trim();
  if (answerWith === "front")
    return {
      format: "written",
      cards: [questionCard(card)],
      prompt: `Which concept is this?\n${list}`,
      answer: concept,
      accepted: acceptedAnswers(concept),
    };
  return {
    format: "written",
    cards: [questionCard(card)],
    prompt: `Name one fact about “${concept}”.`,
    answer: list,
    accepted: [...new Set(facts.flatMap((fact) => acceptedAnswers(fact)))],
  };
}

const NUMBERED = /^\s*(?:step\s*)?(\d{1,2})\s*[.):-]\s*/i;
const SEQUENCE_WORD = /^\s*(?:first(?:ly)?|second(?:ly)?|third(?:ly)?|then|next|after(?:wards| that)?|finally|lastly|last),?\s*/i;

/**
 * A concept card whose facts are steps (numbered "1.", "Step 2:" in order, or starting "First" with the others
 * "Then", "Next", "Finally"…) asks for their order: at least MIN_ORDERING_ITEMS, a run of at most MAX_ORDERING_ITEMS,
 * shown without their numbers or sequence words.
 */
function stepsOrdering(
  card: TPracticeCard,
  content: Extract<TNoteContent, { type: "concept_fact_list" }>,
  random: TSeededRandom,
): TPracticeQuestion | null {
  const facts = content.facts;
  if (facts.length < MIN_ORDERING_ITEMS) return null;
  const numbers = facts.map((fact) => NUMBERED.exec(fact)?.[1]);
  const isNumbered = numbers.every((number, index) => number !== undefined && Number(number) === Number(numbers[0]) + index);
  const isSequenced = /^\s*first/i.test(facts[0]!) && facts.slice(1).every((fact) => SEQUENCE_WORD.test(fact));
  if (!isNumbered && !isSequenced) return null;
  const steps = facts.map((fact) => capitalise(fact.replace(isNumbered ? NUMBERED : SEQUENCE_WORD, "").trim()));
  const start = random.int(steps.length - Math.min(steps.length, MAX_ORDERING_ITEMS) + 1);
  const run = steps.slice(start, start + MAX_ORDERING_ITEMS);
  const ordering = orderingOf(run, random);
  return (
    ordering && {
      format: "ordering",
      cards: [questionCard(card)],
      prompt: `Put the steps of “${content.concept.trim()}” in order.`,
      ...ordering,
    }
  );
}

/**
 * Items in their right order shuffled for showing: `answer` lists the shown indexes in the right order. Null when
 * two items read alike (the order could not be told) or one is empty. A shuffle that leaves them in order is turned.
 */
export function orderingOf(inOrder: string[], random: TSeededRandom): { items: string[]; answer: number[] } | null {
  const norms = inOrder.map((item) => normaliseAnswer(item));
  if (norms.some((norm) => norm === "") || new Set(norms).size !== norms.length) return null;
  let shown = random.shuffle(inOrder.map((_, index) => index));
  if (shown.every((from, index) => from === index)) shown = [...shown.slice(1), shown[0]!];
  return { items: shown.map((from) => inOrder[from]!), answer: inOrder.map((_, index) => shown.indexOf(index)) };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
