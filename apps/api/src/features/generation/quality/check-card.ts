import { clozeAnswers, clozeVisibleText, ZNoteContentSchema } from "@mnemo/api-contract";
import type { TCardDraft } from "../types.ts";
import { type TContentProblem, checkContent } from "./check-content.ts";
import { normaliseText, stripCloze } from "./content-key.ts";

/**
 * Per-card gates, applied to the offline generator's and a model's cards
 * alike. Bounds sit well inside the schema's limits: a card is read in a few
 * seconds, so a 2,000-character "answer" is a paragraph, not a flashcard.
 */
export type TCardProblem = "invalid" | "too_long" | "multiple_facts" | "answer_in_question" | TContentProblem;

export const LIMITS = {
  question: 300,
  answer: 500,
  option: 200,
  explanation: 1000,
  statement: 300,
  correction: 500,
  cloze: 500,
  concept: 200,
  fact: 300,
} as const;
/** A qna answer may need a second sentence of context; a third makes it a paragraph. */
const MAX_ANSWER_SENTENCES = 2;

type TContent = TCardDraft["content"];

/** The card as the schema parses it (trimmed, defaults filled), or the first problem found. */
export function checkCard(content: TContent): { content: TContent } | { problem: TCardProblem } {
  const parsed = ZNoteContentSchema.safeParse(content);
  if (!parsed.success || parsed.data.type === "manual" || !isAnswerable(parsed.data)) return { problem: "invalid" };
  const card = parsed.data;
  if (isTooLong(card)) return { problem: "too_long" };
  if (hasSeveralFacts(card)) return { problem: "multiple_facts" };
  if (givesAnswerAway(card)) return { problem: "answer_in_question" };
  const problem = checkContent(card);
  return problem ? { problem } : { content: card };
}

/** What the schema cannot see: two options that read the same, a cloze that hides everything. */
function isAnswerable(card: TContent): boolean {
  if (card.type === "mcq") return new Set(card.options.map(normaliseText)).size === card.options.length;
  if (card.type === "clozedel") return /[\p{L}\p{N}]/u.test(clozeVisibleText(card.text));
  return true;
}

function isTooLong(card: TContent): boolean {
  switch (card.type) {
    case "qna":
      return card.question.length > LIMITS.question || card.answer.length > LIMITS.answer;
    case "mcq":
      return (
        card.question.length > LIMITS.question ||
        card.options.some((option) => option.length > LIMITS.option) ||
        card.explanation.length > LIMITS.explanation
      );
    case "truefalse":
      return card.statement.length > LIMITS.statement || card.correction.length > LIMITS.correction;
    case "clozedel":
      return card.text.length > LIMITS.cloze;
    case "concept_fact_list":
      return card.concept.length > LIMITS.concept || card.facts.some((fact) => fact.length > LIMITS.fact);
  }
}

/** Concept lists hold several facts by design; every other card tests one. */
function hasSeveralFacts(card: TContent): boolean {
  switch (card.type) {
    case "qna":
      return countSentences(card.answer) > MAX_ANSWER_SENTENCES;
    case "mcq":
      return countSentences(card.question) > 2 || card.options.some((option) => countSentences(option) > 1);
    case "truefalse":
      return countSentences(card.statement) > 1;
    case "clozedel":
      return countSentences(stripCloze(card.text)) > 2;
    case "concept_fact_list":
      return false;
  }
}

function givesAnswerAway(card: TContent): boolean {
  switch (card.type) {
    case "qna":
      return (
        containsPhrase(card.question, card.answer) ||
        sharesKeyWord(card.question, card.answer) ||
        // "Who used regression analysis in his model?": the pronoun points at the one person the deck is about.
        (/^who\b/i.test(card.question) && /\b(?:his|her|he|she|him|hers|himself|herself)\b/i.test(card.question))
      );
    case "mcq":
      return (
        containsPhrase(card.question, card.options[card.correctIndex] ?? "") ||
        sharesKeyWord(card.question, card.options[card.correctIndex] ?? "")
      );
    case "clozedel": {
      const deletions = clozeAnswers(card.text);
      const rest = clozeVisibleText(card.text);
      return deletions.some((deletion) => containsPhrase(rest, deletion) || sharesKeyWord(rest, deletion));
    }
    default:
      return false;
  }
}

/**
 * A short answer that the question reads out: "What does the brain trigger to
 * release thyroid hormone?" gives away "The thyroid gland". What matters is the
 * word that carries the answer, not any shared word: "Which cells release
 * insulin?" does not give away "Pancreatic beta cells", nor "Which construct
 * does the Theory of Planned Behavior add?" "Perceived behavioral control".
 * So the answer is given away when the question holds some of its words and
 * what is left of it is only a generic head word ("gland", "cells", "system")
 * or nothing at all. Long answers (a definition) share words with their
 * question by nature and are not read here.
 */
function sharesKeyWord(question: string, answer: string): boolean {
  const tokens = normaliseText(answer).split(" ").filter(Boolean);
  const words = tokens.filter((word) => word.length >= 4 && !COMMON_ANSWER_WORDS.has(word));
  if (words.length === 0 || words.length > 3) return false;
  const asked = ` ${normaliseText(question)} `;
  const questionWords = asked.split(" ").filter((word) => word.length >= 4 && !COMMON_ANSWER_WORDS.has(word));
  const isAsked = (word: string) => asked.includes(` ${word} `) || sharesStem(word, questionWords) || isHalfOfCompound(word, questionWords);
  if (!words.some(isAsked)) return false;
  // What the learner still has to recall once the question's words are taken out: "beta" and "pancreatic" carry the answer, "gland" does not.
  return tokens.every((word) => FUNCTION_WORDS.has(word) || GENERIC_HEADS.has(word) || isAsked(word));
}

/** "[pairs] ... (hence 'base pair')", "thermoenzymes purified from [thermophiles]": the same word, or the same long stem. */
function sharesStem(word: string, questionWords: string[]): boolean {
  const stem = (text: string) => text.replace(/(?:es|s)$/, "");
  return questionWords.some(
    (other) =>
      (other !== word && stem(other) === stem(word)) || (word.length >= 7 && other.length >= 7 && other.slice(0, 6) === word.slice(0, 6)),
  );
}

/** "giving birth" gives away "childbirth", "the blood" gives away "bloodstream": a word of the question is half of the answer's compound. */
function isHalfOfCompound(word: string, questionWords: string[]): boolean {
  return questionWords.some((part) => {
    if (part === word || part.length >= word.length) return false;
    const rest = word.startsWith(part) ? word.slice(part.length) : word.endsWith(part) ? word.slice(0, -part.length) : undefined;
    return rest !== undefined && rest.length >= 4 && !SUFFIXES.test(rest);
  });
}

/** What a word's ending adds to its stem without making a compound: "react" + "ants", "govern" + "ment". */
const SUFFIXES =
  /^(?:ants?|ents?|ions?|tions?|ations?|ings?|ers?|ness|ments?|ity|ities|ive|ives|ous|able|ably|ible|isms?|ists?|ally|ical|ance|ence|ship|less|ful|ized?|ises?|izes?|ated?|ates?)$/;

const COMMON_ANSWER_WORDS = new Set(
  "that this with from their there which what when where about into over under than they them these those have were been also".split(" "),
);

/** Words an answer carries for its grammar only. */
const FUNCTION_WORDS = new Set(
  "a an the of to in on at by for with from as and or is are was were be it its that this which who whom".split(" "),
);

/**
 * Head nouns that name a kind of thing, not which one: once the question has
 * given "thyroid", "gland" is no recall. Shape words of teaching text, not of
 * a subject.
 */
const GENERIC_HEADS = new Set(
  "cell cells system systems process processes method methods gland glands organ organs center centre centers centres type types kind kinds form forms part parts structure structures model models theory theories law laws rule rules principle principles effect effects function functions mechanism mechanisms stage stages phase phases step steps level levels unit units group groups class classes factor factors component components element elements region regions area areas layer layers tissue tissues molecule molecules hormone hormones enzyme enzymes protein proteins reaction reactions cycle cycles".split(
    " ",
  ),
);

/** Whole-word containment after normalising, so "cell" is not found in "cellular". */
function containsPhrase(text: string, phrase: string): boolean {
  const needle = normaliseText(phrase);
  if (needle === "") return false;
  return ` ${normaliseText(text)} `.includes(` ${needle} `);
}

const ABBREVIATION = /(?:\b(?:dr|mr|mrs|ms|st|prof|jr|sr|vs|etc|e\.g|i\.e|no|fig|approx|ca|u\.s|u\.k)|\b\p{Lu})$/iu;

/** Sentences in a text: ". X" boundaries that do not follow an abbreviation or an initial. */
export function countSentences(text: string): number {
  const trimmed = text.trim();
  if (trimmed === "") return 0;
  let count = 1;
  for (const match of trimmed.matchAll(/[.!?]+["'”’)]*\s+(?=["'“(]?[\p{Lu}\d])/gu)) {
    const before = trimmed.slice(0, match.index);
    if (!ABBREVIATION.test(before)) count += 1;
  }
  return count;
}
