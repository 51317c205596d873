import type { TCardDraft } from "../../apps/api/src/features/generation/types.ts";
import { answersOf, type TCardContent } from "./card-view.ts";

/**
 * Two checks the harness makes on every card without a grader:
 * - the source check: the quote the card points at contains its answer (the
 *   answer's words, allowing for a dropped "Therefore," or citation and a
 *   pronoun the card spelled out);
 * - near-duplicates: a card that repeats an earlier card's fact (same
 *   sentence and same answer, or nearly the same words).
 */
const WORDS_FOUND = 0.8;
const SAME_WORDS = 0.7;

export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\{\{c\d+::(.*?)(?:::[^}]*)?\}\}/g, "$1")
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function contentWords(text: string): string[] {
  return normalise(text)
    .split(" ")
    .filter((word) => word.length >= 3 && !/^(the|and|for|that|with|which|this|from|are|was|were|has|have|its|their)$/.test(word));
}

/** Whether the quote holds this answer: as a phrase, or most of its words. */
export function quoteContains(quote: string, answer: string): boolean {
  const haystack = ` ${normalise(quote)} `;
  const needle = normalise(answer);
  if (needle === "" || haystack.includes(` ${needle} `)) return true;
  const words = contentWords(answer);
  if (words.length === 0) return haystack.includes(needle);
  const found = words.filter(
    (word) => haystack.includes(` ${word} `) || haystack.includes(` ${word}s `) || haystack.includes(` ${word.replace(/s$/, "")} `),
  );
  return found.length / words.length >= WORDS_FOUND;
}

export function passesSourceCheck(card: TCardDraft): boolean {
  const quote = `${card.source.quote} ${card.source.heading ?? ""}`;
  const answers = answersOf(card.content);
  if (card.content.type === "concept_fact_list" && !quoteContains(quote, card.content.concept)) {
    // A concept headed by its slide's title is checked by its facts alone; any other concept must be quoted.
    if (!card.source.heading || !quoteContains(card.source.heading, card.content.concept)) return false;
  }
  return answers.length > 0 && answers.every((answer) => quoteContains(quote, answer));
}

/** Indexes of cards that repeat the fact of an earlier card. */
export function findNearDuplicates(cards: TCardDraft[]): number[] {
  const seen: { span: string; answers: Set<string>; words: Set<string> }[] = [];
  const duplicates: number[] = [];
  cards.forEach((card, index) => {
    const span = `${card.source.sectionIndex}:${card.source.start}:${card.source.end}`;
    const answers = new Set(answersOf(card.content).map((answer) => normalise(answer).replace(/^(the|a|an) /, "")));
    const words = new Set(contentWords(textOf(card.content)));
    const repeats = seen.some(
      (other) =>
        (other.span === span && [...answers].some((answer) => other.answers.has(answer))) || jaccard(words, other.words) >= SAME_WORDS,
    );
    if (repeats) duplicates.push(index);
    seen.push({ span, answers, words });
  });
  return duplicates;
}

function textOf(content: TCardContent): string {
  switch (content.type) {
    case "qna":
      return `${content.question} ${content.answer}`;
    case "mcq":
      return `${content.question} ${content.options[content.correctIndex] ?? ""}`;
    case "truefalse":
      return content.isTrue ? content.statement : content.correction;
    case "clozedel":
      return content.text;
    case "concept_fact_list":
      return `${content.concept} ${content.facts.join(" ")}`;
  }
}

function jaccard(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared);
}
