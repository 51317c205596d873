import type { TAnalysis } from "./analyse-document.ts";
import type { TTerm, TToken, TUnit } from "./analysis-types.ts";
import { CONTRIBUTION_VERBS } from "./judge-sentence.ts";

/**
 * A fact sentence's terms that a card may hide, ask for or swap, most
 * salient first: gappable (rank-terms.ts), whole (never a sliver of the
 * sentence nor nearly all of it), written once in the sentence (a second
 * mention would give the answer away) and free of cloze markup.
 */
const MAX_TERM_SHARE = 0.5;

/** Every builder asks for a sentence's gappable terms: they are worked out once per unit (the analysis is final by then). */
const gappableCache = new WeakMap<TUnit, { term: TTerm; score: number }[]>();

export function gappableTerms(unit: TUnit, analysis: TAnalysis): { term: TTerm; score: number }[] {
  const cached = gappableCache.get(unit);
  if (cached) return cached;
  const terms = findGappableTerms(unit, analysis);
  gappableCache.set(unit, terms);
  return terms;
}

function findGappableTerms(unit: TUnit, analysis: TAnalysis): { term: TTerm; score: number }[] {
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
          // "stretch-[sensitive nerve cells]": a term must start and end on a word's edge.
          /^[\p{L}\p{N}]/u.test(term.text) &&
          // "[base pairs] (bp)", "[dNTPs] (deoxynucleotide triphosphates)": the brackets after a term restate it.
          unit.tokens[term.last]?.value !== "(" &&
          // "[Premise] 1", "[Stage] 2": a word that numbers a part of the page.
          !(/^\d+[a-z]?$/.test(unit.tokens[term.last]?.value ?? "") && !/^(date|number)/.test(term.kind)) &&
          !unit.tokens[term.first]?.isJoined &&
          !(unit.tokens[term.last]?.isJoined && /^[\p{L}\p{N}-]/u.test(unit.tokens[term.last]?.value ?? "")) &&
          lower.indexOf(text) === lower.lastIndexOf(text) &&
          !isInParentheses(unit, term) &&
          !(isListedWithOthers(term, stats.isDefined) && isCoordinated(unit, term)) &&
          (term.kind !== "person" || isContributor(unit, term))
        );
      })
      // The document's topic ("TAM" all through a review of TAM) is never hidden: every card would answer it.
      .filter((term) => !analysis.salience.terms.get(term.key)?.isTopic)
      .map((term) => ({ term, score: (analysis.salience.terms.get(term.key)?.score ?? 0) + positionBonus(unit, term, analysis) }))
      .sort((a, b) => b.score - a.score || a.term.start - b.term.start)
  );
}

/**
 * Where a term stands changes what its gap tests. Before the main verb it is
 * what the sentence is about, and any subject the predicate fits will do
 * ("[Phosphorus] burns faster in pure oxygen"), unless the text defines or
 * names it. After the verb it is what the sentence says about its subject
 * ("Reactions occur faster at [higher temperatures]"). An amount with its
 * unit or a date is what a learner should recall.
 */
function positionBonus(unit: TUnit, term: TTerm, analysis: TAnalysis): number {
  const stats = analysis.salience.terms.get(term.key);
  if (/^(date|number)/.test(term.kind)) return 2;
  const verbAt = mainVerbIndex(unit);
  if (verbAt < 0) return 0;
  if (term.first >= verbAt) return 1;
  // "During the light reactions in the [thylakoid membranes], water is split": an opening phrase is no subject.
  const subjectFrom = unit.tokens.slice(0, verbAt).findLastIndex((token) => token.value === ",") + 1;
  if (term.first < subjectFrom) return 0;
  return stats?.isDefined || term.kind === "person" ? 0 : -2;
}

/** The main clause's first verb: after an opening subordinate clause ("When X happens, Y ...") it is the one after its comma. */
export function mainVerbIndex(unit: TUnit): number {
  const tokens = unit.tokens;
  let from = 0;
  if (/^(if|when|while|although|though|because|since|as|once|after|before|unless|whenever|where)$/.test(tokens[0]?.lower ?? "")) {
    const comma = tokens.findIndex((token) => token.value === ",");
    if (comma > 0) from = comma + 1;
  }
  return tokens.findIndex((token, i) => i >= from && (token.pos === "VERB" || token.pos === "AUX") && !/ing$/.test(token.lower));
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
  // A comma makes a list only when an "and"/"or" closes it before the next verb: "In the membranes, water is split" is no list.
  const listAfter = after?.value !== "," || closesList(unit.tokens.slice(term.last + 1));
  const listBefore = before?.value !== "," || closesList(unit.tokens.slice(0, term.first).reverse()) || hasAndAfter(unit, term);
  return (
    (/^(and|or|,)$/.test(after?.lower ?? "") &&
      listAfter &&
      (nextIsTerm || /^(NOUN|PROPN|ADJ)$/.test(next?.pos ?? "") || /ed$/.test(next?.lower ?? ""))) ||
    (/^(and|or|,)$/.test(before?.lower ?? "") && listBefore && (previousIsTerm || /^(NOUN|PROPN)$/.test(previous?.pos ?? "")))
  );
}

/** An "and"/"or" before any verb in these tokens. */
function closesList(tokens: TToken[]): boolean {
  for (const token of tokens) {
    if (/^(and|or)$/.test(token.lower)) return true;
    if (token.pos === "VERB" || token.pos === "AUX") return false;
  }
  return false;
}

/** "A, B and C": the term after a comma is listed when an "and"/"or" follows it before a verb. */
function hasAndAfter(unit: TUnit, term: TTerm): boolean {
  return closesList(unit.tokens.slice(term.last));
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
