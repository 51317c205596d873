import type { TCardDraft } from "../types.ts";
import { normaliseText, stripCloze } from "./content-key.ts";
import {
  CAPTION,
  DEPENDENT_OPENERS,
  EXERCISE,
  FUSED_NUMBERS,
  INSTRUCTION_VERBS,
  LOGISTICS,
  SECOND_PERSON,
  SELF_REFERENCE,
  URL_OR_EMAIL,
  firstWord,
  hasFirstPerson,
  hasUnbalancedBrackets,
  looksGarbled,
} from "../../analysis/text-signals.ts";

/**
 * The gates that read what a card says, for the offline generator's cards and
 * a model's alike (docs/card-quality.md):
 * - self-contained: nothing points at a sentence the card does not show
 *   ("this value", "these cells", "It", "the above");
 * - a fact: not an instruction, an aside to the reader, the author talking,
 *   the document about itself, an exercise or course logistics;
 * - no artifacts: captions, panel labels, unbalanced brackets, URLs, garbled
 *   or fused text;
 * - plausible distractors: options of one form and similar length, none
 *   inside another, no "all of the above";
 * - a valid true/false: a false statement with a correction that differs
 *   from it in a few words only.
 * Each returns the first problem found, or undefined.
 */
export type TContentProblem = "not_self_contained" | "not_a_fact" | "artifact" | "bad_distractors" | "invalid_truefalse";

type TContent = Exclude<TCardDraft["content"], { type: "manual" }>;

/**
 * "this value", "these cells", "such cases", "the above", "the following", "the former": a pointer out of the card.
 * "those of the other theory", "those who smoke", "such as": the phrase names what it stands for.
 */
const POINTER =
  /\b(?:this|these|those|such) (?!is\b|are\b|was\b|were\b|as\b|that\b|way\b|of\b|who\b|whose\b)[\p{L}-]+|\bthe (?:above|following|former|latter|aforementioned)\b|\b(?:mentioned|shown|described|discussed) (?:above|below|earlier|previously)\b/iu;
/** Labels a caption leaves in the running text: "(a)", "(b)", "Fig. 2". */
const PANEL_LABEL = /(?:^|\s)\([a-h]\)(?:\s|[.,;:]|$)|\bfig\.\s?\d/i;
const ALL_OF_THE_ABOVE = /\b(?:all|none|both|neither) of the (?:above|others|options)\b/i;

/** What the learner reads first: the question, statement, cloze sentence, or each fact. */
function promptTexts(card: TContent): string[] {
  switch (card.type) {
    case "qna":
      return [card.question];
    case "mcq":
      return [card.question];
    case "truefalse":
      return [card.statement];
    case "clozedel":
      return [stripCloze(card.text)];
    case "concept_fact_list":
      return card.facts;
  }
}

/** Every piece of text on the card. */
function allTexts(card: TContent): string[] {
  switch (card.type) {
    case "qna":
      return [card.question, card.answer];
    case "mcq":
      return [card.question, ...card.options];
    case "truefalse":
      return [card.statement, card.correction];
    case "clozedel":
      return [stripCloze(card.text)];
    case "concept_fact_list":
      return [card.concept, ...card.facts];
  }
}

export function checkContent(card: TContent): TContentProblem | undefined {
  const prompts = promptTexts(card);
  // A concept's facts are about the concept the card shows: "It produces ATP" under "Mitochondria" reads fine.
  const leans = card.type === "concept_fact_list" ? (text: string) => POINTER.test(text) : leansOnContext;
  if (prompts.some(leans)) return "not_self_contained";
  if (prompts.some((text) => isNotAFact(text, card.type === "qna" || card.type === "mcq"))) return "not_a_fact";
  if (allTexts(card).some(hasArtifact)) return "artifact";
  if (card.type === "mcq" && hasBadDistractors(card.options, card.correctIndex)) return "bad_distractors";
  if (card.type === "truefalse" && !isValidTrueFalse(card)) return "invalid_truefalse";
  return undefined;
}

export function leansOnContext(text: string): boolean {
  const opener = firstWord(text);
  // "It is ..." questions ("What is it called?") are fine once past the question word; statements are not.
  if (DEPENDENT_OPENERS.has(opener) && !/^(there|so|then)$/.test(opener) && !READS_IN_PLACE.test(text)) return true;
  return POINTER.test(text);
}

/**
 * Openers that name both sides themselves: "Instead of several beliefs, ...",
 * "Rather than X, ...", "Both X and Y ...", "Either X or Y ...", "Neither X nor
 * Y ...". Alone or on a pronoun ("Instead, ...", "Instead of this, ...", "Both are
 * ...") they point back.
 */
const READS_IN_PLACE =
  /^[\s"'“‘([]*(?:(?:instead of|rather than) (?!(?:this|that|these|those|it|them|so)\b)|both (?!of\b|are\b|were\b|have\b|had\b|can\b|may\b|will\b)[^,.;:]+ and\b|either (?!of\b|is\b|was\b|can\b|may\b)[^,.;:]+ or\b|neither (?!of\b|is\b|was\b|can\b)[^,.;:]+ nor\b)/iu;

/** An instruction, an aside, the author or the document talking: true of the page, not of the subject. */
export function isNotAFact(text: string, isQuestion: boolean): boolean {
  if (SECOND_PERSON.test(text) || hasFirstPerson(text)) return true;
  if (SELF_REFERENCE.test(text) || LOGISTICS.test(text) || EXERCISE.test(text)) return true;
  // A statement that opens with a verb in the base form tells the reader to do something.
  // "Use of antibiotics ...", "Study participants were ...": the verb-like word opens a noun phrase.
  const second = text.trim().split(/\s+/)[1]?.toLowerCase() ?? "";
  return !isQuestion && INSTRUCTION_VERBS.has(firstWord(text)) && !/^(of|['’]s|participants|groups?|results?)$/.test(second);
}

export function hasArtifact(text: string): boolean {
  if (text.trim() === "") return false;
  return (
    URL_OR_EMAIL.test(text) ||
    CAPTION.test(text) ||
    PANEL_LABEL.test(text) ||
    FUSED_NUMBERS.test(text) ||
    hasUnbalancedBrackets(text) ||
    looksGarbled(text, { names: true })
  );
}

/**
 * Options a learner can tell apart without knowing the answer: "Napoleon"
 * inside "Napoleon Bonaparte" (both right), a year among names, the one long
 * phrase among single words, "all of the above".
 */
export function hasBadDistractors(options: string[], correctIndex: number): boolean {
  const normalised = options.map(normaliseText);
  if (normalised.some((option) => option === "") || options.some((option) => ALL_OF_THE_ABOVE.test(option))) return true;
  for (const [i, a] of normalised.entries()) {
    for (const [j, b] of normalised.entries()) {
      if (i !== j && ` ${b} `.includes(` ${a} `)) return true;
    }
  }
  const isNumber = normalised.map((option) => /^[\d\s.,%]+$/.test(option));
  if (new Set(isNumber).size > 1) return true;
  const correct = options[correctIndex] ?? "";
  const distractors = options.filter((_, i) => i !== correctIndex);
  const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
  const longest = Math.max(...distractors.map((option) => option.length));
  const shortest = Math.min(...distractors.map((option) => option.length));
  // The right answer stands out when it is much longer (or shorter) than every wrong one.
  if (correct.length > Math.max(12, longest * 2.5) && words(correct) > Math.max(...distractors.map(words)) + 2) return true;
  return longest > 12 && correct.length * 2.5 < shortest && Math.min(...distractors.map(words)) > words(correct) + 2;
}

/** A false statement needs its correction, and the two differ in a few words, not in everything. */
export function isValidTrueFalse(card: Extract<TContent, { type: "truefalse" }>): boolean {
  if (/\?\s*$/.test(card.statement)) return false;
  if (card.isTrue) return true;
  const statement = normaliseText(card.statement);
  const correction = normaliseText(card.correction);
  if (correction === "" || correction === statement) return false;
  // "alternative systems" and "the system ... alternatives" are the same words in another number.
  const stem = (word: string) => word.replace(/(?<=[sxz]|[cs]h)es$|(?<!s)s$/, "");
  const a = statement.split(" ").map(stem);
  const b = correction.split(" ").map(stem);
  const shared = a.filter((word) => b.includes(word)).length;
  return shared / Math.max(a.length, b.length) >= 0.4;
}
