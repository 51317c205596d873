import type { TToken, TUnit } from "../../analysis/analysis-types.ts";
import { type TClause, readClause } from "./read-clause.ts";
import { capitalise, tokenText, withoutEndPunctuation } from "../../analysis/text-tools.ts";
import type { TAnalysis } from "../../analysis/analyse-document.ts";
import { gappableTerms } from "../../analysis/fact-score.ts";

/**
 * Questions from the shape of one plain sentence, each asking for a part the
 * question leaves out:
 * - place: "X takes place in / occurs in / is found in Y" -> "Where does X take place?"
 * - agent: "The enzyme RuBisCO catalyses Y" -> "Which enzyme catalyses Y?"
 * - name: "..., which contain a green pigment called chlorophyll" -> "What is the green pigment in chloroplasts called?"
 * - cause: "X looks green because Y" -> "Why does X look green?"
 * - object: "X produces / absorbs / uses Y (to Z)", "X depends on A, B and C" -> "What does X use to Z?"
 * The subject may be "It"/"They" resolved from the sentence before. Anything
 * the rules cannot phrase with correct grammar is skipped, never guessed.
 */
export type TSentenceQuestion = { question: string; answer: string; score: number };

const MAX_QUESTION_TOKENS = 24;
const PLACE_PREPOSITIONS = new Set(["in", "within", "inside", "at", "on"]);
const PLACE_PARTICIPLES = new Set(["found", "located", "stored", "made", "produced", "formed", "situated"]);
const PLACE_VERBS = new Set(["occur", "happen"]);
/** Verbs whose object is a fact worth asking for; "be", "have" and list verbs have their own builders. */
const SKIPPED_VERBS = new Set(["be", "have", "do", "include", "comprise", "consist", "become", "seem", "get", "let", "say", "take"]);
/**
 * "What does REM sleep involve?", "What does X affect?": verbs whose object
 * is rarely the whole answer. A learner who names another true part is
 * marked wrong, so no question is asked.
 */
const OPEN_VERBS = new Set(["involve", "concern", "affect", "relate", "influence", "reflect", "represent", "mean", "allow", "enable"]);
/** Verbs read with their preposition: "depends on" asks "What does X depend on?". */
const PHRASAL: Record<string, string> = { depend: "on", rely: "on", feed: "on", lead: "to", result: "in", belong: "to", respond: "to" };
const NOT_A_PLACE = /\b(?:rate|rates|speed|time|times|level|levels|way|same|pace|frequency|temperature|pressure|moment|point|stage|age)\b/i;
const UNRESOLVED = /\b(it|its|they|them|their|this|these|those|he|she|him|her)\b/i;
/** In a reason, "it"/"they" stand for the question's subject; a demonstrative or a person still points elsewhere. */
const SUBJECT_PRONOUN = /\b(this|these|those|he|she|him|her)\b/i;

/**
 * `subjectPronouns`: a reason may say "it" or "they" for the question's
 * subject ("Why is innovation important? Because it keeps a firm
 * competitive"); the question names it, so the answer reads on its own.
 */
export function askAboutSentence(unit: TUnit, { subjectPronouns = false }: { subjectPronouns?: boolean } = {}): TSentenceQuestion[] {
  const clause = readClause(unit);
  if (!clause) return [];
  const { tokens, verbAt, endAt } = clause;
  const found: TSentenceQuestion[] = [];
  const add = (question: string, answer: string, score: number) => {
    const asked = question.slice(0, -1);
    // "Homicides occur at the same rate ...": "at" a rate or a time is no place.
    if (question.startsWith("Where") && NOT_A_PLACE.test(answer)) return;
    const pronouns = subjectPronouns && question.startsWith("Why") ? SUBJECT_PRONOUN : UNRESOLVED;
    if (answer === "" || pronouns.test(answer) || UNRESOLVED.test(asked.replace(clause.subject, ""))) return;
    if (question.split(" ").length > MAX_QUESTION_TOKENS || asked.toLowerCase().includes(answer.toLowerCase())) return;
    found.push({ question, answer: capitalise(answer), score });
  };
  const verb = tokens[verbAt]!;
  const next = tokens[verbAt + 1];
  const doForm = doSupport(verb, clause.isPlural);

  // Place.
  if (verb.lemma === "take" && next?.lower === "place" && PLACE_PREPOSITIONS.has(tokens[verbAt + 2]?.lower ?? "") && doForm) {
    add(`Where ${doForm.aux} ${clause.subject} take place?`, phraseUntilClauseEnd(unit, verbAt + 2, endAt), 6);
  } else if (PLACE_VERBS.has(verb.lemma) && PLACE_PREPOSITIONS.has(next?.lower ?? "") && doForm) {
    add(`Where ${doForm.aux} ${clause.subject} ${doForm.base}?`, phraseUntilClauseEnd(unit, verbAt + 1, endAt), 6);
  } else if (/^(is|are|was|were)$/.test(verb.lower) && PLACE_PARTICIPLES.has(next?.lower ?? "")) {
    if (PLACE_PREPOSITIONS.has(tokens[verbAt + 2]?.lower ?? ""))
      add(`Where ${verb.lower} ${clause.subject} ${next!.lower}?`, phraseUntilClauseEnd(unit, verbAt + 2, endAt), 6);
  }

  // Agent: "The enzyme RuBisCO catalyses ..." names the kind and the one of that kind.
  if (!clause.fromAntecedent && verb.pos === "VERB" && doForm && doForm.aux !== "do") {
    const nameAt = tokens.findIndex((token, i) => i < verbAt && token.pos === "PROPN");
    const commonAt = tokens[0]?.lower === "the" ? 1 : -1;
    const isAgent =
      commonAt === 1 &&
      nameAt > 1 &&
      tokens.slice(1, nameAt).every((token) => token.pos === "NOUN" || token.pos === "ADJ") &&
      tokens.slice(nameAt, verbAt).every((token) => token.pos === "PROPN");
    if (isAgent) {
      const rest = withoutEndPunctuation(tokenText(unit, verbAt, endAt));
      add(`Which ${tokenText(unit, 1, nameAt).toLowerCase()} ${rest}?`, tokenText(unit, nameAt, verbAt), 6.5);
    }
  }

  // Name: "[which] contain(s) a green pigment called chlorophyll".
  const calledAt = tokens.findIndex((token, i) => i > verbAt && token.lower === "called");
  if (calledAt > 0) addCalled(unit, clause, calledAt, add);

  // Cause.
  const becauseAt = tokens.findIndex((token, i) => i > verbAt + 1 && token.lower === "because");
  if (becauseAt > 0) {
    const mainEnd = tokens[becauseAt - 1]?.value === "," ? becauseAt - 1 : becauseAt;
    const predicate = tokenText(unit, verbAt + 1, mainEnd);
    const reason = withoutEndPunctuation(tokenText(unit, becauseAt, endAt));
    if (verb.pos === "AUX" && /^(is|are|was|were)$/.test(verb.lower)) add(`Why ${verb.lower} ${clause.subject} ${predicate}?`, reason, 5.5);
    else if (verb.pos === "VERB" && doForm)
      add(`Why ${doForm.aux} ${clause.subject} ${[doForm.base, predicate].join(" ").trim()}?`, reason, 5.5);
  }

  // Object of a plain transitive verb, with what follows it in the clause.
  if (verb.pos === "VERB" && doForm && !SKIPPED_VERBS.has(verb.lemma) && !OPEN_VERBS.has(verb.lemma)) {
    const particle = PHRASAL[verb.lemma];
    const objectAt = particle ? (next?.lower === particle ? verbAt + 2 : -1) : verbAt + 1;
    const objectEnd = objectAt > 0 ? nounPhraseEnd(tokens, objectAt, endAt) : -1;
    // "provides the energy that drives the water cycle": the object is its whole relative clause, or nothing.
    const isQualified = /^(that|which|who)$/.test(tokens[objectEnd]?.lower ?? "");
    if (objectEnd > objectAt && isQualified && endAt - objectAt <= 14) {
      add(
        `What ${doForm.aux} ${clause.subject} ${particle ? `${doForm.base} ${particle}` : doForm.base}?`,
        tokenText(unit, objectAt, endAt),
        5,
      );
    } else if (objectEnd > objectAt && !isQualified) {
      const restEnd = clauseEnd(tokens, objectEnd, endAt);
      const rest = restEnd > objectEnd ? ` ${tokenText(unit, objectEnd, restEnd)}` : "";
      const restStartsWell = rest === "" || /^(ADP|PART)$/.test(tokens[objectEnd]!.pos);
      // "The rate depends on the nature of the reactants": one factor named where the text lists several; only a list answers it.
      const answer = tokenText(unit, objectAt, objectEnd);
      const isPartial = verb.lemma === "depend" && !/,| and /.test(answer);
      if (restStartsWell && restEnd - objectEnd <= 12 && !isPartial) {
        const verbPhrase = particle ? `${doForm.base} ${particle}` : doForm.base;
        add(`What ${doForm.aux} ${clause.subject} ${verbPhrase}${rest}?`, tokenText(unit, objectAt, objectEnd), 5);
      }
    }
  }
  return found;
}

/**
 * Whether an answer names something the text teaches: a gappable term of its
 * sentence or a rare word, and not the document's topic ("What does it take
 * with it?" -> "Heat" is trivia; every card on a text about money answers "money").
 */
export function answerTeaches(answer: string, unit: TUnit, analysis: TAnalysis): boolean {
  const terms = gappableTerms(unit, analysis);
  const answerHasTerm =
    terms.some(({ term }) => answer.toLowerCase().includes(term.text.toLowerCase().replace(/\s+/g, " "))) ||
    (answer.match(/\p{L}+/gu) ?? []).some((word) => word.length > 3 && analysis.salience.frequency.zipf(word) < 3.5);
  if (!answerHasTerm && answer.split(" ").length < 3) return false;
  const text = answer.toLowerCase().replace(/^(the|an?) /, "");
  return ![...analysis.salience.terms.values()].some(
    (stats) => stats.isTopic && stats.text.toLowerCase().replace(/^(the|an?) /, "") === text,
  );
}

function addCalled(unit: TUnit, clause: TClause, calledAt: number, add: (question: string, answer: string, score: number) => void) {
  const { tokens, endAt } = clause;
  const nameEnd = nounPhraseEnd(tokens, calledAt + 1, endAt);
  if (nameEnd <= calledAt + 1 || clauseEnd(tokens, nameEnd, endAt) !== nameEnd) return;
  let kindAt = calledAt;
  while (kindAt > 0 && /^(ADJ|NOUN)$/.test(tokens[kindAt - 1]!.pos)) kindAt -= 1;
  const article = tokens[kindAt - 1];
  const holder = tokens[kindAt - 2];
  if (kindAt === calledAt || !article || !/^(a|an)$/.test(article.lower) || !holder || !/^(contain|have)$/.test(holder.lemma)) return;
  // Who holds it: the noun phrase before ", which contain(s)", or the sentence's subject.
  let owner: string | undefined;
  if (tokens[kindAt - 3]?.lower === "which" && tokens[kindAt - 4]?.value === ",") {
    const ownerEnd = kindAt - 4;
    let ownerAt = ownerEnd;
    while (ownerAt > 0 && /^(ADJ|NOUN|PROPN)$/.test(tokens[ownerAt - 1]!.pos)) ownerAt -= 1;
    if (tokens[ownerAt - 1]?.lower === "the") ownerAt -= 1;
    if (ownerAt < ownerEnd) owner = tokenText(unit, ownerAt, ownerEnd);
  } else if (kindAt - 2 === clause.verbAt) owner = clause.subject;
  if (!owner) return;
  const kind = tokens[calledAt - 1]!;
  const isPlural = kind.pos === "NOUN" && kind.lemma !== kind.lower;
  const question = `What ${isPlural ? "are" : "is"} the ${tokenText(unit, kindAt, calledAt)} in ${owner} called?`;
  add(question, tokenText(unit, calledAt + 1, nameEnd), 5.5);
}

/**
 * The auxiliary a question needs ("does", "do", "did") and the verb's base
 * form as the text spells it ("catalyses" -> "catalyse", not wink's "catalyze").
 */
function doSupport(verb: TToken, isPlural: boolean | undefined): { aux: string; base: string } | undefined {
  if (verb.pos !== "VERB" || /ing$/.test(verb.lower)) return undefined;
  const { lower, lemma } = verb;
  if (lower === lemma) return isPlural === true ? { aux: "do", base: lower } : undefined;
  if (/s$/.test(lower)) {
    if (isPlural === true) return undefined;
    const base = lower === `${lemma}s` || lower === `${lemma}es` || /ies$/.test(lower) ? lemma : lower.slice(0, -1);
    return { aux: "does", base };
  }
  if (!/ed$/.test(lower) && lemma.length > lower.length + 2) return undefined;
  return { aux: "did", base: /is(ed)?$/.test(lower.replace(/ed$/, "")) ? lemma.replace(/ize$/, "ise") : lemma };
}

/** End (exclusive) of a noun phrase or a list of them from `from`: "ATP and NADPH", "light intensity, carbon dioxide concentration and temperature". */
export function nounPhraseEnd(tokens: TToken[], from: number, limit: number): number {
  const isWord = (token: TToken | undefined) =>
    token !== undefined && (/^(ADJ|NOUN|PROPN|NUM)$/.test(token.pos) || (token.pos === "DET" && /^(a|an|the)$/.test(token.lower)));
  let i = from;
  while (i < limit) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    if (isWord(token)) i += 1;
    else if (token.value === "-" && token.isJoined && isWord(next)) i += 1;
    else if (token.value === "(" && i > from) {
      // "fat cells (adipocytes), and liver cells": an aside inside the list does not end it.
      const close = tokens.findIndex((candidate, k) => k > i && k <= i + 6 && candidate.value === ")");
      if (close < 0) break;
      i = close + 1;
    } else if (/^(and|or|of|,)$/.test(token.lower) && i > from && isWord(next) && !/^(VERB|AUX)$/.test(tokens[i + 2]?.pos ?? "")) i += 1;
    else break;
  }
  while (i > from && !/^(ADJ|NOUN|PROPN|NUM)$/.test(tokens[i - 1]!.pos)) i -= 1;
  // The small model tags some nouns after colour words as adjectives ("red and blue light").
  const hasNoun = tokens.slice(from, i).some((token) => /^(NOUN|PROPN|NUM)$/.test(token.pos)) || i - from >= 3;
  return hasNoun ? i : from;
}

/** Where the main clause stops after `from`: a comma, a relative or linking word, or "and" before a second verb. */
function clauseEnd(tokens: TToken[], from: number, limit: number): number {
  for (let i = from; i < limit; i += 1) {
    const token = tokens[i]!;
    if (/^[,;:(—–]$/.test(token.value) || /^(which|that|who|whose|where|because|while|whereas|but|so|although|though)$/.test(token.lower))
      return i;
    if (/^(and|or)$/.test(token.lower) && /^(VERB|AUX)$/.test(tokens[i + 1]?.pos ?? "")) return i;
  }
  return limit;
}

/** A place answer runs to the end of its clause: "in plant cells but not in animal cells". */
function phraseUntilClauseEnd(unit: TUnit, from: number, endAt: number): string {
  const tokens = unit.tokens;
  let end = from;
  while (
    end < endAt &&
    !/^[,;:(—–]$/.test(tokens[end]!.value) &&
    !/^(which|that|who|where|because|while|whereas)$/.test(tokens[end]!.lower)
  ) {
    if (/^(and|or)$/.test(tokens[end]!.lower) && /^(VERB|AUX)$/.test(tokens[end + 1]?.pos ?? "")) break;
    end += 1;
  }
  return end > from + 1 ? tokenText(unit, from, end) : "";
}
