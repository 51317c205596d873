import { ZNoteContentSchema } from "@mnemo/api-contract";
import type { TCardDraft, TExtractedDocument, TGeneratedCardType } from "../types.ts";
import type { TAnalysis } from "./analyse-document.ts";
import { buildConcepts } from "./build-concepts.ts";
import { buildCloze } from "./build-cloze.ts";
import { buildFallback } from "./build-fallback.ts";
import { buildMcq } from "./build-mcq.ts";
import { buildQna } from "./build-qna.ts";
import { buildTrueFalse } from "./build-truefalse.ts";
import { type TBalance, selectCards } from "./select-cards.ts";
import { renderUnit } from "./render.ts";
import { type TCandidate, buildPools } from "./term-pools.ts";
import { collapse } from "./text-tools.ts";

/**
 * About one card per this many words of a section, and at least one per full
 * sentence (short paragraphs of dense facts), within [1, MAX_CARDS_PER_SECTION].
 */
const WORDS_PER_CARD = 15;
const MAX_CARDS_PER_SECTION = 60;

/**
 * Builds the requested card types section by section from an analysis.
 * Deterministic: the same analysis and types give the same cards in the same
 * order. Every section with a full sentence gets at least one card when any
 * requested type can be made from it.
 */
export function buildCards(analysis: TAnalysis, document: TExtractedDocument, types: TGeneratedCardType[]): TCardDraft[] {
  const wanted = [...new Set(types)];
  const pools = buildPools(analysis);
  const stated = new Set(analysis.units.flatMap((unit) => [collapse(unit.text).toLowerCase(), renderUnit(unit).toLowerCase()]));
  const balance: TBalance = { trueCount: 0, falseCount: 0 };
  const cards: TCardDraft[] = [];
  // Types take turns across the whole document, not afresh in each section: short sections (a pasted
  // paragraph, a slide) have room for only a few cards, and the types listed last would otherwise never come.
  let rotation = 0;

  for (const section of document.sections) {
    const units = analysis.bySection.get(section.index) ?? [];
    const words = units.reduce((sum, unit) => sum + unit.words, 0);
    if (units.length === 0) continue;
    const candidates = new Map<TGeneratedCardType, TCandidate[]>();
    for (const type of wanted) {
      if (type === "qna") candidates.set(type, buildQna(units, analysis));
      if (type === "clozedel") candidates.set(type, buildCloze(units, analysis));
      if (type === "truefalse") candidates.set(type, buildTrueFalse(units, analysis, pools, stated));
      if (type === "mcq") candidates.set(type, buildMcq(units, analysis, pools));
      if (type === "concept_fact_list") candidates.set(type, buildConcepts(units, analysis));
    }
    const sentences = units.filter((unit) => unit.isSentence).length;
    const cap = Math.min(MAX_CARDS_PER_SECTION, Math.max(1, sentences, Math.round(words / WORDS_PER_CARD)));
    // A builder bug must never reach the deck: anything the schema refuses is left out.
    const order = wanted.map((_, i) => wanted[(i + rotation) % wanted.length]!);
    let picked = selectCards(candidates, order, cap, balance).filter((card) => ZNoteContentSchema.safeParse(card.content).success);
    if (picked.length === 0) {
      const fallback = buildFallback(units, analysis, wanted);
      if (fallback && ZNoteContentSchema.safeParse(fallback.content).success) picked = [fallback];
    }
    rotation += picked.length;
    cards.push(...picked);
  }
  return cards;
}
