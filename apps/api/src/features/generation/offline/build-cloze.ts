import { clozeVisibleText } from "@mnemo/api-contract";
import type { TAnalysis } from "../../analysis/analyse-document.ts";
import type { TTerm, TUnit } from "../../analysis/analysis-types.ts";
import { factScore, gappableTerms } from "../../analysis/fact-score.ts";
import { renderUnit, unitSource } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";
import { capitalise } from "../../analysis/text-tools.ts";

/**
 * Cloze cards, Anki style ("{{c1::chloroplasts}}"), on fact sentences only.
 * A definition hides the term it defines, a naming sentence the name; any
 * other sentence its most salient gappable term (a defined term, a name, a
 * date, an amount with its unit, a rare or repeated technical term), never a
 * common word, a variable or a label. A second deletion (c2, its own card in
 * Anki) only on a long sentence with a second strong term. A deletion never
 * holds "{", "}" or "::"; the text around deletions has "{{"/"}}" broken up.
 */
const MIN_VISIBLE_WORDS = 4;
/**
 * A plain sentence's gap (not a definition's term) earns its card only
 * through a strongly salient term: graded on real course material, such gaps
 * were usable as written about a third of the time (the gap fits many words,
 * or the context gives it away), against over half for a true/false card or
 * a question on the same sentence.
 */
const PLAIN_CLOZE_BASE = 4;

export function buildCloze(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const inScope = new Set(units.map((unit) => unit.id));
  const defined = new Map(analysis.definitions.filter((fact) => inScope.has(fact.unit.id)).map((fact) => [fact.unit.id, fact]));
  const cards: TCandidate[] = [];
  for (const unit of units) {
    if (unit.flaw) continue;
    const terms = gappableTerms(unit, analysis);
    const definition = defined.get(unit.id);
    let deletions: TTerm[];
    let base: number;
    if (definition?.subjectTerm && !/[{}]|::/.test(definition.subjectTerm.text)) {
      deletions = [definition.subjectTerm];
      base = definition.kind === "naming" ? 8 : 8.5;
    } else {
      // "Water concentration in the body is critical for proper functioning": many things fit before a verdict like that.
      const candidates = isVerdict(unit) ? terms.filter(({ term }) => term.first > 0) : terms;
      const [best, second] = candidates;
      if (!best) continue;
      deletions = [best.term];
      // A second deletion is a second card: only for a second term as strong as the first.
      if (second && unit.words >= 16 && second.score >= Math.max(6, best.score * 0.85) && !overlaps(best.term, second.term))
        deletions.push(second.term);
      // A plain sentence's gap earns its card through the salience of what it hides (fact-score.ts).
      base = PLAIN_CLOZE_BASE;
    }
    const text = renderCloze(unit, deletions);
    const visible = clozeVisibleText(text).match(/\p{L}+/gu)?.length ?? 0;
    if (visible < MIN_VISIBLE_WORDS) continue;
    cards.push({
      content: { type: "clozedel", text },
      source: unitSource(unit),
      unitIds: [unit.id],
      score: base + factScore(unit, analysis),
    });
  }
  return cards;
}

/** The unit with each term as a deletion, numbered c1, c2, ... in reading order. */
export function renderCloze(unit: TUnit, terms: TTerm[]): string {
  const ordered = [...terms].sort((a, b) => a.start - b.start);
  const bodyStart = unit.bodyStart ?? unit.start;
  const replacements = ordered.map((term, i) => {
    const text = term.text.replace(/\s+/g, " ");
    // A deletion opening the card opens its sentence: "Therefore, negative feedback ..." shows "Negative feedback".
    return { start: term.start, end: term.end, text: `{{c${i + 1}::${term.start === bodyStart ? capitalise(text) : text}}}` };
  });
  return renderUnit(unit, replacements, escapeMarkup);
}

/** A sentence whose predicate only rates its subject: "X is important / critical / essential for ...". */
function isVerdict(unit: TUnit): boolean {
  const verbAt = unit.tokens.findIndex((token) => token.pos === "AUX" || token.pos === "VERB");
  const rest = unit.tokens.slice(verbAt + 1, verbAt + 4).map((token) => token.lower);
  return /^(is|are|was|were|remains?|seems?|becomes?)$/.test(unit.tokens[verbAt]?.lower ?? "") && rest.some((word) => VERDICTS.has(word));
}

const VERDICTS = new Set(
  "important critical essential necessary vital key crucial significant useful helpful common rare popular difficult easy possible impossible".split(
    " ",
  ),
);

function overlaps(a: TTerm, b: TTerm): boolean {
  return a.start < b.end && b.start < a.end;
}

function escapeMarkup(text: string): string {
  return text.replace(/\{\{/g, "{ {").replace(/\}\}/g, "} }");
}
