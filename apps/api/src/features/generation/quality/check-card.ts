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
 * A short answer whose distinctive word is in the question: "What does the
 * brain trigger to release thyroid hormone?" gives away "The thyroid gland".
 * Long answers (a definition) share words with their question by nature.
 */
function sharesKeyWord(question: string, answer: string): boolean {
  const words = normaliseText(answer)
    .split(" ")
    .filter((word) => word.length >= 4 && !COMMON_ANSWER_WORDS.has(word));
  if (words.length === 0 || words.length > 3) return false;
  const asked = ` ${normaliseText(question)} `;
  if (words.some((word) => asked.includes(` ${word} `))) return true;
  // "giving birth" gives away "childbirth", "the blood" gives away "bloodstream": a word of the question is half of the answer's compound.
  const questionWords = asked.split(" ").filter((word) => word.length >= 4 && !COMMON_ANSWER_WORDS.has(word));
  // "[pairs] ... (hence 'base pair')", "thermoenzymes purified from [thermophiles]": the same word, or the same long stem.
  const stem = (word: string) => word.replace(/(?:es|s)$/, "");
  if (words.some((word) => questionWords.some((other) => other !== word && stem(other) === stem(word)))) return true;
  if (words.some((word) => word.length >= 7 && questionWords.some((other) => other.length >= 7 && other.slice(0, 6) === word.slice(0, 6))))
    return true;
  return words.some((word) =>
    questionWords.some((part) => {
      if (part === word || part.length >= word.length) return false;
      const rest = word.startsWith(part) ? word.slice(part.length) : word.endsWith(part) ? word.slice(0, -part.length) : undefined;
      return rest !== undefined && rest.length >= 4 && !SUFFIXES.test(rest);
    }),
  );
}

/** What a word's ending adds to its stem without making a compound: "react" + "ants", "govern" + "ment". */
const SUFFIXES =
  /^(?:ants?|ents?|ions?|tions?|ations?|ings?|ers?|ness|ments?|ity|ities|ive|ives|ous|able|ably|ible|isms?|ists?|ally|ical|ance|ence|ship|less|ful|ized?|ises?|izes?|ated?|ates?)$/;

const COMMON_ANSWER_WORDS = new Set(
  "that this with from their there which what when where about into over under than they them these those have were been also".split(" "),
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
