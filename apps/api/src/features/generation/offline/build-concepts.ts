import type { TAnalysis } from "./analyse-document.ts";
import type { TUnit } from "./analysis-types.ts";
import { isStandalone, renderUnit, sourceOf } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";
import { capitalise } from "./text-tools.ts";

/**
 * Concept + facts cards: a list (lead line or heading with its items, or an
 * inline "X include A, B and C"), or a key term with the short sentences of
 * its section that mention it. Dates and numbers are no concepts.
 */
const MAX_FACTS = 6;
const MAX_FACT_WORDS = 35;
const MIN_FACTS = 2;
const MAX_SPAN_CHARS = 1200;

export function buildConcepts(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const inSection = new Set(units.map((unit) => unit.id));
  const cards: TCandidate[] = [];
  for (const list of analysis.lists) {
    if (!list.units.every((unit) => inSection.has(unit.id))) continue;
    cards.push({
      content: { type: "concept_fact_list", concept: capitalise(list.concept), facts: list.items.slice(0, 20).map(capitalise) },
      source: sourceOf(list.units[0]!.section, list.start, list.end),
      unitIds: list.units.map((unit) => unit.id),
      score: list.units.length > 1 ? 9 : 6,
    });
  }

  const mentions = new Map<string, { text: string; units: TUnit[] }>();
  for (const unit of units) {
    if (!unit.isSentence || !isStandalone(unit) || unit.words > MAX_FACT_WORDS) continue;
    for (const term of unit.terms) {
      if (/^(date|number)/.test(term.kind)) continue;
      const entry = mentions.get(term.key) ?? { text: term.text, units: [] };
      if (entry.units.at(-1) !== unit) entry.units.push(unit);
      mentions.set(term.key, entry);
    }
  }
  const usedSets = new Set<string>();
  const ranked = [...mentions.entries()]
    .filter(([, entry]) => entry.units.length >= MIN_FACTS)
    .sort(([a], [b]) => (analysis.terms.get(b)?.score ?? 0) - (analysis.terms.get(a)?.score ?? 0) || a.localeCompare(b));
  for (const [key, entry] of ranked) {
    // A common noun is a concept only if some sentence is about it (opens with it), not one that merely mentions it.
    const kind = analysis.terms.get(key)?.kind ?? "";
    const isAbout = entry.units.some((unit) => unit.terms.some((term) => term.key === key && term.first <= 1));
    if (kind.startsWith("concept") && !isAbout) continue;
    // Facts come from one stretch of text, so the card's quote stays a readable passage.
    const factUnits = entry.units.filter((unit) => unit.end - entry.units[0]!.start <= MAX_SPAN_CHARS).slice(0, MAX_FACTS);
    if (factUnits.length < MIN_FACTS) continue;
    const signature = factUnits.map((unit) => unit.id).join(",");
    if (usedSets.has(signature)) continue;
    usedSets.add(signature);
    const first = factUnits[0]!;
    const last = factUnits.at(-1)!;
    cards.push({
      content: {
        type: "concept_fact_list",
        concept: capitalise(entry.text.replace(/\s+/g, " ")),
        facts: factUnits.map((unit) => renderUnit(unit)),
      },
      source: sourceOf(first.section, first.start, last.end),
      unitIds: factUnits.map((unit) => unit.id),
      score: 4 + (analysis.terms.get(key)?.score ?? 0) / 5,
    });
  }
  return cards;
}
