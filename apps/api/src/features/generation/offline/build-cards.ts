import { checkCard } from "../quality/check-card.ts";
import type { TCardDraft, TGeneratedCardType } from "../types.ts";
import type { TAnalysis } from "../../analysis/analyse-document.ts";
import { boilerplateReader, isBoilerplate } from "./boilerplate.ts";
import { buildCloze } from "./build-cloze.ts";
import { buildConcepts } from "./build-concepts.ts";
import { buildMcq } from "./build-mcq.ts";
import { buildQna } from "./build-qna.ts";
import { buildTrueFalse } from "./build-truefalse.ts";
import { LOW_YIELD_LIMIT, profileDocument } from "../../analysis/profile-document.ts";
import { selectCards } from "./select-cards.ts";
import { type TCandidate, buildPools } from "./term-pools.ts";

/** A low-yield text keeps only cards this good: a definition or a named fact, not a plain sentence. */
const LOW_YIELD_MIN_SCORE = 8;
/** "Make cards anyway" keeps any candidate the quality gates pass with at least this score (MIN_SCORE otherwise). */
const RELAXED_MIN_SCORE = 1;
/** A research paper keeps its definitions, named terms and its most salient statements (profile-document.ts). */
const RESEARCH_MIN_SCORE = 7;

/**
 * Builds the requested card types from an analysis: every builder proposes
 * cards from the fact sentences, the selector keeps one card per sentence,
 * the best first, types in balance. A text with little to learn (an
 * assignment, a lab sheet, a story) keeps at most a handful and says why.
 * Deterministic: the same analysis and types give the same cards in the same
 * order.
 */
export function buildCards(
  analysis: TAnalysis,
  types: TGeneratedCardType[],
  { relaxed = false }: { relaxed?: boolean } = {},
): { cards: TCardDraft[]; notice?: string } {
  const wanted = [...new Set(types)];
  const pools = buildPools(analysis);
  // An ebook's header and licence are no part of what the text teaches.
  const wrapping = boilerplateReader([...new Map(analysis.units.map((unit) => [unit.section.index, unit.section])).values()]);
  const units = analysis.facts.filter((unit) => !wrapping(unit.section.index, unit.start) && !isBoilerplate(unit.text));
  const candidates = new Map<TGeneratedCardType, TCandidate[]>();
  for (const type of wanted) {
    if (type === "qna") candidates.set(type, buildQna(units, analysis));
    if (type === "clozedel") candidates.set(type, buildCloze(units, analysis));
    if (type === "truefalse") candidates.set(type, buildTrueFalse(units, analysis, pools));
    if (type === "mcq") candidates.set(type, buildMcq(units, analysis, pools));
    if (type === "concept_fact_list") candidates.set(type, buildConcepts(units, analysis));
  }
  // The quality gates judge candidates before the selector does, so a sentence whose best card fails them
  // (a giveaway, a bad distractor) can still give a card of another type. A builder bug never reaches the deck.
  const passes = (card: TCandidate) =>
    !("problem" in checkCard(card.content)) && (!card.alternative || !("problem" in checkCard(card.alternative.content)));
  for (const [type, list] of candidates) candidates.set(type, list.filter(passes));

  const profile = profileDocument(analysis.units, analysis.facts);
  // "Make cards anyway": the learner disagrees with the judgement that there is nothing worth a card, so the
  // low-yield and research caps are lifted and weaker candidates kept; the quality gates above still apply.
  if (relaxed)
    return { cards: selectCards(candidates, { minScore: RELAXED_MIN_SCORE }), ...(profile.notice ? { notice: profile.notice } : {}) };
  if (profile.notice === undefined) return { cards: selectCards(candidates) };
  if (profile.kind === "research") {
    for (const [type, list] of candidates)
      candidates.set(
        type,
        list.filter((card) => card.score >= RESEARCH_MIN_SCORE),
      );
    return { cards: selectCards(candidates), notice: profile.notice };
  }
  for (const [type, list] of candidates)
    candidates.set(
      type,
      list.filter((card) => card.score >= LOW_YIELD_MIN_SCORE),
    );
  return { cards: selectCards(candidates, { limit: LOW_YIELD_LIMIT }), notice: profile.notice };
}
