import type { TCardDraft, TGeneratedCardType } from "../types.ts";
import type { TAnalysis } from "./analyse-document.ts";
import type { TUnit } from "./analysis-types.ts";
import { rankedTerms, renderCloze } from "./build-cloze.ts";
import { isStandalone, renderUnit, unitSource } from "./render.ts";
import { capitalise } from "./text-tools.ts";

/**
 * The card a section with text gets when no builder found anything to ask:
 * one card, of the first requested type that can be made, from the section's
 * most informative sentence (the one whose key terms weigh most). mcq has no
 * fallback: it cannot be made without same-kind distractors.
 */
export function buildFallback(units: TUnit[], analysis: TAnalysis, types: TGeneratedCardType[]): TCardDraft | undefined {
  const unit = mostInformative(units, analysis);
  if (!unit) return undefined;
  const source = unitSource(unit);
  const best = rankedTerms(unit, analysis)[0]?.term;
  for (const type of types) {
    if (type === "truefalse") return { content: { type, statement: renderUnit(unit), isTrue: true, correction: "" }, source };
    if (type === "clozedel" && best) {
      return { content: { type, text: renderCloze(unit, [best]) }, source };
    }
    if (type === "qna" && best) {
      const blanked = renderUnit(unit, [{ start: best.start, end: best.end, text: "_____" }]);
      return { content: { type, question: `Complete the sentence: ${blanked}`, answer: best.text.replace(/\s+/g, " ") }, source };
    }
    const concept = unit.section.heading?.trim() || best?.text;
    if (type === "concept_fact_list" && concept) {
      return { content: { type, concept: capitalise(concept.replace(/\s+/g, " ")), facts: [renderUnit(unit)] }, source };
    }
  }
  return undefined;
}

/** A sentence that reads alone ("It" resolved, no opening "This") beats one that does not. */
function mostInformative(units: TUnit[], analysis: TAnalysis): TUnit | undefined {
  const sentences = units.filter((unit) => unit.isSentence);
  const readable = sentences.filter((unit) => isStandalone(unit));
  let best: { unit: TUnit; weight: number } | undefined;
  for (const unit of readable.length > 0 ? readable : sentences) {
    const weight = rankedTerms(unit, analysis)
      .slice(0, 3)
      .reduce((sum, { score }) => sum + score, 0);
    if (!best || weight > best.weight) best = { unit, weight };
  }
  return best?.unit;
}
