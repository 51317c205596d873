import { clozeAnswers, type TNoteContent } from "@mnemo/api-contract";
import type { TCardDraft, TExtractedDocument } from "../types.ts";
import { type TCardProblem, checkCard } from "./check-card.ts";
import { contentKey, jaccard, normaliseText, splitKey, stripCloze, tokenSet } from "./content-key.ts";
import { type TCoverage, measureCoverage } from "./measure-coverage.ts";

/**
 * The gates every generated card passes before it is saved, whichever
 * provider made it: schema and length bounds, one fact per card, no answer
 * given away by its own question, and no near-duplicate of a card made in
 * this run or already in the deck. Pure: the caller loads the deck's cards.
 */
export type TDropReason = TCardProblem | "duplicate" | "duplicate_of_existing";

export type TQualityResult = {
  cards: TCardDraft[];
  dropped: { reason: TDropReason; card: TCardDraft }[];
  coverage: TCoverage;
};

/** Token-set Jaccard at or above this makes two cards of a family the same card. */
export const DUPLICATE_SIMILARITY = 0.85;

type TKeyed = { family: string; text: string; tokens: Set<string>; fact?: TFactKey };
/**
 * Where a card's fact sits and what it asks for: two cards of any type on one sentence asking for one thing test one fact.
 * `statement` is the fact as the card tells it (an mcq's explanation included), `content` the stems of what the card
 * asks and answers (an mcq's explanation left out: it may say more than the card tests).
 */
type TFactKey = { span: string; answers: string[]; statement: Set<string>; content: Set<string> };

export function applyQualityGates(input: { cards: TCardDraft[]; existing: TNoteContent[]; document: TExtractedDocument }): TQualityResult {
  const existing = input.existing.map(keyed);
  const kept: TKeyed[] = [];
  const cards: TCardDraft[] = [];
  const dropped: TQualityResult["dropped"] = [];

  for (const card of input.cards) {
    const checked = checkCard(card.content);
    if ("problem" in checked) {
      dropped.push({ reason: checked.problem, card });
      continue;
    }
    const key = { ...keyed(checked.content), fact: factKey({ content: checked.content, source: card.source }) };
    if (existing.some((other) => isNearDuplicate(key, other))) {
      dropped.push({ reason: "duplicate_of_existing", card });
      continue;
    }
    if (kept.some((other) => isNearDuplicate(key, other) || isSameFact(key.fact, other.fact))) {
      dropped.push({ reason: "duplicate", card });
      continue;
    }
    kept.push(key);
    cards.push({ ...card, content: checked.content });
  }
  return { cards, dropped, coverage: measureCoverage(input.document, cards) };
}

/**
 * The run's duplicate check on its own, for a generator that picks its cards
 * one by one and would rather pick another than have one dropped.
 */
export function createDuplicateTracker(): { isDuplicate: (card: TCardDraft) => boolean; add: (card: TCardDraft) => void } {
  const kept: TKeyed[] = [];
  // The selector asks about the same candidate again and again: its key is worked out once.
  const keys = new WeakMap<TCardDraft, TKeyed>();
  const keyOf = (card: TCardDraft) => {
    let key = keys.get(card);
    if (!key) {
      key = { ...keyed(card.content), fact: factKey(card) };
      keys.set(card, key);
    }
    return key;
  };
  // A candidate asked about again is only compared with the cards kept since it was last asked about.
  const checked = new WeakMap<TCardDraft, { upTo: number; duplicate: boolean }>();
  return {
    isDuplicate: (card) => {
      const key = keyOf(card);
      const seen = checked.get(card) ?? { upTo: 0, duplicate: false };
      for (let i = seen.upTo; i < kept.length && !seen.duplicate; i += 1) {
        const other = kept[i]!;
        seen.duplicate = isNearDuplicate(key, other) || isSameFact(key.fact, other.fact);
      }
      seen.upTo = kept.length;
      checked.set(card, seen);
      return seen.duplicate;
    },
    add: (card) => kept.push(keyOf(card)),
  };
}

function keyed(content: TNoteContent): TKeyed {
  const [family, text] = splitKey(contentKey(content));
  return { family, text, tokens: tokenSet(text) };
}

function isNearDuplicate(a: TKeyed, b: TKeyed): boolean {
  if (a.family !== b.family) return false;
  if (a.text === b.text) return true;
  // Jaccard can only reach the bar when the smaller set is at least that share of the larger.
  const [small, large] = a.tokens.size <= b.tokens.size ? [a.tokens.size, b.tokens.size] : [b.tokens.size, a.tokens.size];
  if (large === 0 || small / large < DUPLICATE_SIMILARITY) return false;
  return jaccard(a.tokens, b.tokens) >= DUPLICATE_SIMILARITY;
}

function factKey(card: TCardDraft): TFactKey | undefined {
  const { content, source } = card;
  if (content.type === "concept_fact_list") return undefined;
  const answers =
    content.type === "qna"
      ? [content.answer]
      : content.type === "mcq"
        ? [content.options[content.correctIndex] ?? ""]
        : content.type === "clozedel"
          ? clozeAnswers(content.text)
          : [];
  const statement =
    content.type === "truefalse"
      ? content.isTrue
        ? content.statement
        : content.correction
      : content.type === "clozedel"
        ? stripCloze(content.text)
        : content.type === "mcq"
          ? content.explanation
          : `${content.question} ${content.answer}`;
  const asked = content.type === "mcq" ? `${content.question} ${answers[0] ?? ""}` : statement;
  return {
    span: `${source.sectionIndex}:${source.start}:${source.end}`,
    answers: answers.map(normaliseText).filter(Boolean),
    statement: tokenSet(normaliseText(statement)),
    content: contentStems(asked),
  };
}

/**
 * Each of `a`'s answers is `b`'s answer too, or mostly made of `b`'s content
 * words. Two parallel answers ("the degree to which ... would enhance job
 * performance", "the degree to which ... would be free of effort") are read on
 * what sets them apart, not on the frame they share: each says something the
 * other card does not. An answer inside the other ("American Patriots", "the
 * name American Patriots gave ...") is no parallel.
 */
function holdsAnswers(a: TFactKey, b: TFactKey): boolean {
  const other = new Set(b.answers.flatMap((answer) => [...contentStems(answer)]));
  return a.answers.every((answer) => {
    if (b.answers.includes(answer)) return true;
    const own = [...contentStems(answer)];
    const isParallel =
      own.some((word) => other.has(word)) && own.some((word) => !other.has(word)) && [...other].some((word) => !own.includes(word));
    const words = isParallel ? own.filter((word) => !other.has(word)) : own;
    return words.length === 0 || words.filter((word) => b.content.has(word)).length / words.length >= 0.6;
  });
}

/** Content words cut to a crude stem: "coordinating" and "coordinate", "renamed" and "name" meet. */
function contentStems(text: string): Set<string> {
  return new Set(
    normaliseText(text)
      .split(" ")
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
      .map((word) =>
        word
          .replace(/(?:ing|ed|es|s|ly|er)$/, "")
          .replace(/^re(?=\w{4})/, "")
          .slice(0, 7),
      ),
  );
}

const STOP_WORDS = new Set(
  "the and for are was were with that this these those from into onto over under than then they them their there which what when where who whom whose why how has have had been being its his her our your not but can could may might must shall should will would also such each other more most less many much some any all both only very just about after before because while true false".split(
    " ",
  ),
);
/** Content-word overlap at or above this makes two cards one fact told twice ("X renamed A and B the Intolerable Acts" / "the Intolerable Acts: the name X gave A and B"). */
const SAME_FACT_SIMILARITY = 0.5;
/** An answer this short is a term: a second card asking for it tests what the first did. */
const MAX_TERM_ANSWER_WORDS = 4;

/**
 * A qna, a cloze and a true/false card on the same sentence asking for the
 * same term (or restating the same sentence) are one fact three times over.
 */
function isSameFact(a: TFactKey | undefined, b: TFactKey | undefined): boolean {
  if (!a || !b) return false;
  // The same sentence twice in a document (an abstract repeated, a slide repeated) is one fact too.
  if (jaccard(a.statement, b.statement) >= 0.8) return true;
  // Told again in other words: most content words shared, and each card's answer in the other's words. Two parallel
  // definitions ("X: the degree to which ... useful", "Y: the degree to which ... easy") ask for different things.
  if (jaccard(a.content, b.content) >= SAME_FACT_SIMILARITY && holdsAnswers(a, b) && holdsAnswers(b, a)) return true;
  // "Dreams reflect [life events] important to the dreamer" twice, or the glossary restating the text: one term, asked once.
  const isTerm = (answer: string) => answer.split(" ").length <= MAX_TERM_ANSWER_WORDS;
  return a.answers.some((answer) => b.answers.includes(answer) && (a.span === b.span || isTerm(answer)));
}
