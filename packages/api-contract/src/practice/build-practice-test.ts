import { cardFacet, buildGroupQuestion, type TCardFacet } from "./build-group-questions.ts";
import { buildCardQuestion, CARD_FORMATS, type TQuestionContext } from "./build-questions.ts";
import { cardRecall } from "./card-recall.ts";
import { normaliseAnswer } from "./normalise-answer.ts";
import { distractorPool, type TAnswerCandidate } from "./pick-distractors.ts";
import type { TPracticeAnswerSide, TPracticeFormat } from "./practice-rules.ts";
import type { TPracticeCard, TPracticeQuestion, TPracticeSettings } from "./practice-types.ts";
import { seededRandom, type TSeededRandom } from "./seeded-random.ts";

export type TPracticeTestSettings = Pick<TPracticeSettings, "count" | "formats" | "answerWith" | "cards" | "seed">;

/**
 * A practice test from the cards of the chosen decks (docs/practice-tests.md#how-questions-are-built): at most
 * `count` questions, each card asked at most once, only the chosen formats, spread evenly across them, in a mixed
 * order. Pure and deterministic: the same cards (in any order) and the same seed give the same questions in the same
 * order. Every card given is a distractor candidate; `settings.cards` decides which are asked about.
 */
export function buildPracticeTest(cards: readonly TPracticeCard[], settings: TPracticeTestSettings): TPracticeQuestion[] {
  const sorted = cards.slice().sort((a, b) => (a.cardId < b.cardId ? -1 : a.cardId > b.cardId ? 1 : 0));
  const random = seededRandom(settings.seed);
  const chosen = new Set(settings.formats);
  const context: TQuestionContext = {
    random,
    answerWith: settings.answerWith,
    pool: remembered((side: TPracticeAnswerSide) => distractorPool(answerCandidates(sorted, side))),
    normalise: remembered((text: string) => normaliseAnswer(text)),
  };
  const asked = selectCards(sorted, settings.cards, random).map(cardFacet);
  const used = new Set<string>();
  const timesUsed = new Map<TPracticeFormat, number>();
  const questions: TPracticeQuestion[] = [];
  for (const [position, facet] of asked.entries()) {
    if (questions.length >= settings.count) break;
    if (used.has(facet.card.cardId)) continue;
    // The chosen format asked least so far among those the card can take; ties go to the card type's order.
    const formats = CARD_FORMATS[facet.card.content.type]
      .filter((format) => chosen.has(format))
      .sort((a, b) => (timesUsed.get(a) ?? 0) - (timesUsed.get(b) ?? 0));
    for (const format of formats) {
      const built = buildQuestion(facet, format, { asked, position, used }, settings.count - questions.length, context);
      if (!built) continue;
      for (const card of built.cards) used.add(card.cardId);
      questions.push(built.question);
      timesUsed.set(format, (timesUsed.get(format) ?? 0) + 1);
      break;
    }
  }
  return random.shuffle(questions);
}

function buildQuestion(
  facet: TCardFacet,
  format: TPracticeFormat,
  { asked, position, used }: { asked: TCardFacet[]; position: number; used: Set<string> },
  questionsLeft: number,
  context: TQuestionContext,
): { question: TPracticeQuestion; cards: TPracticeCard[] } | null {
  if (format !== "matching" && !(format === "ordering" && facet.type === "pair")) {
    const question = buildCardQuestion(facet.card, format, context);
    return question && { question, cards: [facet.card] };
  }
  const siblings = asked.slice(position + 1).filter((sibling) => !used.has(sibling.card.cardId));
  // A group takes as many cards as can be spared: the cards beyond one per question still wanted.
  const spare = siblings.length - (questionsLeft - 1);
  return buildGroupQuestion(facet, format, siblings, 1 + spare, context);
}

/**
 * Which cards are asked about, in the order they are taken: "all" shuffled; "weakest" by FSRS retrievability, lowest
 * first, with never-studied cards after every studied one (a card not yet learnt has no weakness to measure; "new"
 * asks for those); "missed" only cards missed the last time a test asked them (fewer cards, fewer questions);
 * "new" only cards never studied. Ties keep the seed's shuffle.
 */
export function selectCards(
  cards: readonly TPracticeCard[],
  choice: TPracticeTestSettings["cards"],
  random: TSeededRandom,
): TPracticeCard[] {
  const shuffled = random.shuffle(cards);
  switch (choice) {
    case "all":
      return shuffled;
    case "weakest":
      return shuffled.sort((a, b) => (a.retrievability ?? Number.POSITIVE_INFINITY) - (b.retrievability ?? Number.POSITIVE_INFINITY) || 0);
    case "missed":
      return shuffled.filter((card) => card.missedLastTime);
    case "new":
      return shuffled.filter((card) => card.retrievability === null);
  }
}

/** Every card's answer on one side, with the prompt it answers (cloze and mcq answer on the back whatever the side). */
function answerCandidates(cards: readonly TPracticeCard[], side: TPracticeAnswerSide): TAnswerCandidate[] {
  return cards.flatMap((card) => {
    const recall = cardRecall(card, side);
    // A cloze card with several gaps of its number has no one answer to offer.
    if (!recall || recall.side !== side || !recall.statement) return [];
    return [{ text: recall.answer, groupId: card.groupId, prompt: recall.prompt }];
  });
}

/** `compute` worked out once per input for one test. */
function remembered<K, V>(compute: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key)!;
  };
}
