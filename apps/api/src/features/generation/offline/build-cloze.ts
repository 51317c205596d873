import type { TAnalysis } from "./analyse-document.ts";
import type { TTerm, TUnit } from "./analysis-types.ts";
import { isStandalone, renderUnit, unitSource } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";

/**
 * Cloze cards on a sentence's key terms, Anki style: "{{c1::chloroplasts}}".
 * A deletion never holds "{", "}" or "::" (Anki would misread it, and the
 * schema's check would fail), so such terms are skipped; the text around
 * deletions has "{{"/"}}" broken up so Anki sees no stray markup.
 * A term is never the whole sentence, and a second deletion (c2) is added
 * only on long sentences with a second strong term.
 */
const MAX_TERM_SHARE = 0.6;

export function buildCloze(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const cards: TCandidate[] = [];
  for (const unit of units) {
    if (!(unit.isSentence || (unit.isBullet && unit.words >= 6)) || !isStandalone(unit)) continue;
    const terms = rankedTerms(unit, analysis);
    const [best, second] = terms;
    if (!best) continue;
    const deletions = [best.term];
    if (second && unit.words >= 14 && second.score >= 6) deletions.push(second.term);
    const text = renderCloze(unit, deletions);
    cards.push({ content: { type: "clozedel", text }, source: unitSource(unit), unitIds: [unit.id], score: 3 + best.score / 5 });
  }
  return cards;
}

/** A sentence's terms that make fair deletions, best first; shared with the fallback. */
export function rankedTerms(unit: TUnit, analysis: TAnalysis): { term: TTerm; score: number }[] {
  const lower = unit.text.toLowerCase();
  return unit.terms
    .filter((term) => {
      const text = term.text.toLowerCase();
      const share = (term.last - term.first) / Math.max(1, unit.tokens.length);
      return share <= MAX_TERM_SHARE && !/[{}]|::/.test(term.text) && lower.indexOf(text) === lower.lastIndexOf(text);
    })
    .map((term) => ({ term, score: (analysis.terms.get(term.key)?.score ?? 0) + kindWeight(term.kind) }))
    .sort((a, b) => b.score - a.score || a.term.start - b.term.start);
}

/** The unit with each term as a deletion, numbered c1, c2, ... in reading order. */
export function renderCloze(unit: TUnit, terms: TTerm[]): string {
  const ordered = [...terms].sort((a, b) => a.start - b.start);
  const replacements = ordered.map((term, i) => ({
    start: term.start,
    end: term.end,
    text: `{{c${i + 1}::${term.text.replace(/\s+/g, " ")}}}`,
  }));
  return renderUnit(unit, replacements, escapeMarkup);
}

/** What a sentence is about outranks how often a word occurs: "William Harvey" and "1628" before "blood". */
function kindWeight(kind: string): number {
  if (kind.startsWith("subject")) return 6;
  if (kind === "person") return 5;
  if (kind.startsWith("date:")) return 4;
  if (kind === "place" || kind.startsWith("name")) return 3;
  return kind.startsWith("number:") ? 2 : 0;
}

function escapeMarkup(text: string): string {
  return text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");
}
