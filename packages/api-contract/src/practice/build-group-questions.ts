import type { TNoteContent } from "../notes.ts";
import { answerClass, yearValue, type TAnswerKind } from "./answer-class.ts";
import { orderingOf, questionCard, type TQuestionContext } from "./build-questions.ts";
import { MAX_MATCHING_PAIRS, MAX_ORDERING_ITEMS, MIN_MATCHING_PAIRS, MIN_ORDERING_ITEMS } from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion } from "./practice-types.ts";

/** A card's sides as matching and ordering read them, worked out once per test (normalised only when compared). */
export type TCardFacet =
  | { type: "pair"; card: TPracticeCard; front: string; back: string; classKey: string; kind: TAnswerKind; year: number | null }
  | { type: "concept"; card: TPracticeCard; concept: string; facts: string[] }
  | { type: "other"; card: TPracticeCard };

export function cardFacet(card: TPracticeCard): TCardFacet {
  const content: TNoteContent = card.content;
  if (content.type === "qna" || content.type === "manual") {
    const front = (content.type === "qna" ? content.question : content.front).trim();
    const back = (content.type === "qna" ? content.answer : content.back).trim();
    const { key, kind } = answerClass(back, { question: front });
    const year = kind === "year" ? yearValue(back) : null;
    return { type: "pair", card, front, back, classKey: key, kind, year };
  }
  if (content.type === "concept_fact_list") {
    const concept = content.concept.trim();
    return { type: "concept", card, concept, facts: content.facts.map((fact) => fact.trim()) };
  }
  return { type: "other", card };
}

type TGroup = { question: TPracticeQuestion; cards: TPracticeCard[] };

/**
 * A question over several cards, the anchor first, siblings taken in the order given (the test's selection order):
 * matching pairs qna/manual cards whose answers are short (not phrases) and of one class, or concept cards each with
 * one of its facts; ordering puts qna/manual cards whose answers are years of one scale in order. `size` is how many
 * cards it may take (clamped to the format's bounds); null when fewer than the minimum fit.
 */
export function buildGroupQuestion(
  anchor: TCardFacet,
  format: "matching" | "ordering",
  siblings: readonly TCardFacet[],
  size: number,
  context: TQuestionContext,
): TGroup | null {
  if (format === "matching") {
    const wanted = Math.min(MAX_MATCHING_PAIRS, Math.max(MIN_MATCHING_PAIRS, size));
    if (anchor.type === "pair") return pairMatching(anchor, siblings, wanted, context);
    if (anchor.type === "concept") return conceptMatching(anchor, siblings, wanted, context);
    return null;
  }
  return anchor.type === "pair"
    ? eventOrdering(anchor, siblings, Math.min(MAX_ORDERING_ITEMS, Math.max(MIN_ORDERING_ITEMS, size)), context)
    : null;
}

function pairMatching(
  anchor: Extract<TCardFacet, { type: "pair" }>,
  siblings: readonly TCardFacet[],
  wanted: number,
  context: TQuestionContext,
): TGroup | null {
  const { normalise } = context;
  if (anchor.kind === "phrase" || normalise(anchor.front) === "" || normalise(anchor.back) === "") return null;
  const chosen = [anchor];
  const seen = new Set([normalise(anchor.front), normalise(anchor.back)]);
  for (const sibling of siblings) {
    if (chosen.length >= wanted) break;
    if (sibling.type !== "pair" || sibling.classKey !== anchor.classKey) continue;
    const [front, back] = [normalise(sibling.front), normalise(sibling.back)];
    if (front === "" || back === "" || seen.has(front) || seen.has(back)) continue;
    chosen.push(sibling);
    seen.add(front).add(back);
  }
  const front = context.answerWith === "front";
  const pairs = chosen.map((facet) => ({
    card: facet.card,
    left: front ? facet.back : facet.front,
    right: front ? facet.front : facet.back,
  }));
  return matching(pairs, front ? "Match each answer with its question." : "Match each question with its answer.", context);
}

function conceptMatching(
  anchor: Extract<TCardFacet, { type: "concept" }>,
  siblings: readonly TCardFacet[],
  wanted: number,
  context: TQuestionContext,
): TGroup | null {
  const concepts = [anchor, ...siblings.filter((facet): facet is Extract<TCardFacet, { type: "concept" }> => facet.type === "concept")];
  const seen = new Set<string>();
  const pairs: { card: TPracticeCard; left: string; right: string }[] = [];
  for (const facet of concepts) {
    if (pairs.length >= wanted) break;
    const conceptNorm = context.normalise(facet.concept);
    if (conceptNorm === "" || seen.has(conceptNorm)) continue;
    // One of its facts no other chosen pair has (and not another concept's name), so each pair has one match.
    const fact = context.random.shuffle(facet.facts).find((text) => {
      const norm = context.normalise(text);
      return norm !== "" && !seen.has(norm) && norm !== conceptNorm;
    });
    if (fact === undefined) continue;
    pairs.push({ card: facet.card, left: facet.concept, right: fact });
    seen.add(conceptNorm).add(context.normalise(fact));
  }
  if (context.answerWith === "front") {
    const swapped = pairs.map(({ card, left, right }) => ({ card, left: right, right: left }));
    return matching(swapped, "Match each fact with its concept.", context);
  }
  return matching(pairs, "Match each concept with a fact about it.", context);
}

function matching(pairs: { card: TPracticeCard; left: string; right: string }[], prompt: string, context: TQuestionContext): TGroup | null {
  if (pairs.length < MIN_MATCHING_PAIRS) return null;
  const shown = context.random.shuffle(pairs);
  const rightOrder = context.random.shuffle(shown.map((_, index) => index));
  return {
    cards: shown.map((pair) => pair.card),
    question: {
      format: "matching",
      cards: shown.map((pair) => questionCard(pair.card)),
      prompt,
      left: shown.map((pair) => pair.left),
      right: rightOrder.map((from) => shown[from]!.right),
      answer: shown.map((_, index) => rightOrder.indexOf(index)),
    },
  };
}

/** Dated events: the cards' fronts ("When was the Battle of Hastings?" reads "The Battle of Hastings"), by their years. */
function eventOrdering(
  anchor: Extract<TCardFacet, { type: "pair" }>,
  siblings: readonly TCardFacet[],
  wanted: number,
  context: TQuestionContext,
): TGroup | null {
  if (anchor.year === null) return null;
  const chosen = [anchor];
  const years = new Set([anchor.year]);
  const labels = new Set([context.normalise(eventLabel(anchor.front))]);
  for (const sibling of siblings) {
    if (chosen.length >= wanted) break;
    if (sibling.type !== "pair" || sibling.year === null || sibling.classKey !== anchor.classKey || years.has(sibling.year)) continue;
    const label = context.normalise(eventLabel(sibling.front));
    if (labels.has(label)) continue;
    chosen.push(sibling);
    years.add(sibling.year);
    labels.add(label);
  }
  if (chosen.length < MIN_ORDERING_ITEMS) return null;
  const inOrder = chosen.slice().sort((a, b) => a.year! - b.year!);
  const ordering = orderingOf(
    inOrder.map((facet) => eventLabel(facet.front)),
    context.random,
  );
  if (!ordering) return null;
  // The cards in the order their items are shown, so the cards' order does not give the answer away.
  const shownCards = ordering.items.map((_, index) => inOrder[ordering.answer.indexOf(index)]!.card);
  return {
    cards: shownCards,
    question: {
      format: "ordering",
      cards: shownCards.map(questionCard),
      prompt: "Put these events in order, earliest first.",
      ...ordering,
    },
  };
}

const WHEN_QUESTION =
  /^(?:when|in (?:what|which) year)\s+(?:was|were|did|is|does|do)\s+(.+?)(?:\s+(?:happen|take place|occur|start|begin|end))?\s*\?*$/i;

export function eventLabel(front: string): string {
  const event = WHEN_QUESTION.exec(front.trim())?.[1] ?? front.trim().replace(/\?+$/, "");
  return event.charAt(0).toUpperCase() + event.slice(1);
}
