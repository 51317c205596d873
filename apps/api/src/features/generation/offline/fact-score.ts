import type { TAnalysis } from "./analyse-document.ts";
import type { TTerm, TUnit } from "./analysis-types.ts";
import { CONTRIBUTION_VERBS } from "./judge-sentence.ts";

/**
 * A fact sentence's terms that a card may hide, ask for or swap, most
 * salient first: gappable (rank-terms.ts), whole (never a sliver of the
 * sentence nor nearly all of it), written once in the sentence (a second
 * mention would give the answer away) and free of cloze markup.
 */
const MAX_TERM_SHARE = 0.5;

export function gappableTerms(unit: TUnit, analysis: TAnalysis): { term: TTerm; score: number }[] {
  const lower = unit.text.toLowerCase();
  return (
    unit.terms
      .filter((term) => {
        const stats = analysis.salience.terms.get(term.key);
        if (!stats?.isGappable) return false;
        const text = term.text.toLowerCase();
        const share = (term.last - term.first) / Math.max(1, unit.tokens.length);
        return (
          share <= MAX_TERM_SHARE &&
          !/[{}]|::/.test(term.text) &&
          lower.indexOf(text) === lower.lastIndexOf(text) &&
          !isInParentheses(unit, term) &&
          !(isListedWithOthers(term, stats.isDefined) && isCoordinated(unit, term)) &&
          (term.kind !== "person" || isContributor(unit, term))
        );
      })
      // The document's topic ("TAM" all through a review of TAM) is the weakest gap a sentence offers.
      .map((term) => {
        const stats = analysis.salience.terms.get(term.key);
        return { term, score: (stats?.score ?? 0) - (stats?.isTopic ? 6 : 0) };
      })
      .sort((a, b) => b.score - a.score || a.term.start - b.term.start)
  );
}

/**
 * How much a fact sentence is worth on top of its card shape's base score:
 * the salience of its best terms, less for a worked example's detail and for
 * a long sentence (a card is read in seconds).
 */
export function factScore(unit: TUnit, analysis: TAnalysis): number {
  const best = gappableTerms(unit, analysis)
    .slice(0, 2)
    .reduce((sum, { score }) => sum + score, 0);
  const words = unit.tokens.filter((token) => /[\p{L}\p{N}]/u.test(token.value)).length;
  return best / 4 - (unit.isExample ? 2 : 0) - (words > 30 ? 1.5 : 0) - (words > 38 ? 1.5 : 0);
}

/** "(the stimulus)", "(adipocytes)": an aside's word is no fact's key term. */
function isInParentheses(unit: TUnit, term: TTerm): boolean {
  let depth = 0;
  for (const token of unit.tokens.slice(0, term.first)) {
    if (token.value === "(") depth += 1;
    else if (token.value === ")") depth = Math.max(0, depth - 1);
  }
  return depth > 0;
}

/** Terms a list makes interchangeable: a single undefined word, a person, a concept. */
function isListedWithOthers(term: TTerm, isDefined: boolean): boolean {
  return (term.last - term.first === 1 && !isDefined) || /^(person|concept|subject)/.test(term.kind);
}

/**
 * "reliability and validity", "perceived ease of use and perceived
 * usefulness", "Brown, Massey, Motoya-Weiss and Burkman": a term listed with
 * others of its kind; any of them fits the gap as well as the answer.
 */
function isCoordinated(unit: TUnit, term: TTerm): boolean {
  const after = unit.tokens[term.last];
  // "theoretical assumptions, and practical effectiveness": a comma before the "and" changes nothing.
  const and = unit.tokens[term.first - 1]?.value === "and" && unit.tokens[term.first - 2]?.value === "," ? 1 : 0;
  const before = unit.tokens[term.first - 1];
  // "X, and Y": after the comma comes the conjunction, then the other term.
  const commaAnd = unit.tokens[term.last]?.value === "," && /^(and|or)$/.test(unit.tokens[term.last + 1]?.lower ?? "") ? 1 : 0;
  const next = unit.tokens[term.last + 1 + commaAnd];
  const previous = unit.tokens[term.first - 2 - and];
  const nextIsTerm = unit.terms.some((other) => other !== term && other.first === term.last + 1);
  const previousIsTerm = unit.terms.some((other) => other !== term && other.last === term.first - 1);
  return (
    (/^(and|or|,)$/.test(after?.lower ?? "") &&
      (nextIsTerm || /^(NOUN|PROPN|ADJ)$/.test(next?.pos ?? "") || /ed$/.test(next?.lower ?? ""))) ||
    (/^(and|or|,)$/.test(before?.lower ?? "") && (previousIsTerm || /^(NOUN|PROPN)$/.test(previous?.pos ?? "")))
  );
}

/**
 * A person is worth asking about as the one who proposed, discovered or wrote
 * something ("Fred Davis proposed TAM"), not as the author of a study's step;
 * and never where "his"/"her" would give them away or lose its referent.
 */
function isContributor(unit: TUnit, term: TTerm): boolean {
  if (unit.tokens.some((token) => /^(his|her|hers|him|he|she)$/.test(token.lower))) return false;
  const verb = unit.tokens.slice(term.last, term.last + 3).find((token) => token.pos === "VERB");
  return verb !== undefined && CONTRIBUTION_VERBS.has(verb.lemma);
}
