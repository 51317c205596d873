import { DEPENDENT_OPENERS } from "./text-signals.ts";
import type { TSentenceFlaw, TToken, TUnit } from "./analysis-types.ts";

/** Nouns that as "the X" subject only make sense after the sentence that introduced them. */
const CONTEXT_NOUNS = new Set(
  "system process value result results event outcome situation case cases example problem method approach model models author authors study studies paper experiment experiments figure table one ones former latter same other others cycle step stage effect change data procedure technique question answer reason way thing things idea point scenario variable variables scale scales item items sample participant participants respondent respondents response responses finding findings test tests analysis".split(
    " ",
  ),
);
/** A study's own cast, as a bare subject: "Participants were MBA students", "Results obtained showed ...". */
const STUDY_SUBJECTS = /^(?:participants|respondents|responses|results|findings|subjects|data|students)$/i;
const STUDY_NOUNS =
  /^(?:experiment|study|survey|sample|participants|respondents|authors|researchers|questionnaire|interviews|trial|results|findings)$/i;
/** Phrases inside a sentence that answer to the one before it. */
const CONTEXT_PHRASES =
  /\b(?:instead|on the other hand|at the same time|in both cases|in (?:this|that|each|either|such a|the latter|the former) case|likewise|the latter|the former|as well as before|mentioned above|more recently|the most recent one|in turn,? (?:their|the)|additional change|further tested)\b/i;
const PRONOUNS = new Set(["it", "its", "they", "them", "their", "theirs", "he", "him", "his", "she", "her", "hers"]);
const DEMONSTRATIVES = new Set(["this", "these", "those", "such", "aforementioned", "said"]);

/** Why the body needs another sentence to be understood, if it does. */
export function dependsOnContext(unit: TUnit, tokens: TToken[]): TSentenceFlaw | undefined {
  const first = tokens[0]!;
  const second = tokens[1];
  // "It"/"They"/"He"/"She" may stand for the previous sentence's subject: link-antecedents.ts decides later.
  const mayResolve = /^(it|they|he|she)$/.test(first.lower) && /^(VERB|AUX)$/.test(second?.pos ?? "");
  if (!mayResolve && DEPENDENT_OPENERS.has(first.lower) && !isExistentialFact(tokens)) return "dependent";
  // "Some were disguised as Mohawks", "Many died": a quantity standing for people or things named before.
  if (/^(some|many|most|few|others|all|several|none)$/.test(first.lower) && /^(VERB|AUX)$/.test(second?.pos ?? "")) return "dependent";
  // "The former", "The same", "A second example", "The following".
  if (/^(the|a|an)$/.test(first.lower) && second) {
    if (/^(former|latter|same|other|others|following|above|next|previous|preceding|second|third|fourth|last)$/.test(second.lower))
      return "dependent";
  }
  if (hasUnintroducedVariable(tokens) || opensWithVariable(tokens)) return "dependent";
  // "Theta waves still dominate": "still" before the verb carries on from the stage described before.
  if (tokens.some((token, i) => token.lower === "still" && /^(VERB|AUX)$/.test(tokens[i + 1]?.pos ?? "") && i > 0)) return "dependent";
  // "v1 and v2", "x2", "as long as m is close to 1": variables from a worked example.
  if (
    tokens.some((token, i) => /^[a-z][0-9]$/.test(token.value) || (/^[b-hj-z]$/.test(token.value) && i > 0 && tokens[i - 1]?.value !== "("))
  )
    return "dependent";
  // "In one implementation, they generated ...": a pronoun opening the main clause needs a noun of its number before it.
  if (hasStrayPronoun(tokens)) return "dependent";
  const text = tokens.map((token) => token.value).join(" ");
  if (CONTEXT_PHRASES.test(text)) return "dependent";
  const verbIndex = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (verbIndex > 0 && verbIndex <= 3 && tokens.slice(0, verbIndex).some((token) => STUDY_SUBJECTS.test(token.value))) return "dependent";
  // "the experiment", "the study": a study the sentence does not name ("the study by Davis" names it).
  const isStudyHead = (i: number) => STUDY_NOUNS.test(tokens[i]?.value ?? "") && tokens[i + 1]?.pos !== "NOUN";
  if (
    tokens.some(
      (token, i) =>
        token.lower === "the" && isStudyHead(i + 1) && !(/^(by|of)$/.test(tokens[i + 2]?.lower ?? "") && tokens[i + 3]?.pos === "PROPN"),
    )
  )
    return "dependent";
  // "the most recent one is ...": "one" standing for a noun of the sentence before (not "a dilute solution ... a concentrated one").
  const firstNoun = tokens.findIndex((token) => token.pos === "NOUN" || token.pos === "PROPN");
  const standsForNoun = (token: TToken, i: number) =>
    token.lower === "one" &&
    /^(ADJ|DET)$/.test(tokens[i - 1]?.pos ?? "") &&
    tokens[i - 1]?.lower !== "no" &&
    (firstNoun < 0 || i < firstNoun);
  if (tokens.some(standsForNoun)) return "dependent";
  // "their study", "their results": a possessive standing for authors the sentence does not name.
  const namesSomeone = tokens.some((token) => token.pos === "PROPN" && !/^[A-Z0-9]{2,}$/.test(token.value));
  if (
    !namesSomeone &&
    tokens.some(
      (token, i) =>
        /^(their|his|her)$/.test(token.lower) &&
        /^(study|studies|results|findings|work|experiment|model|data|sample|participants|proposal|research|paper|analysis)$/.test(
          tokens[i + 1]?.lower ?? "",
        ),
    )
  )
    return "dependent";
  let seenNoun = false;
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (DEMONSTRATIVES.has(token.lower) && !(token.lower === "such" && next?.lower === "as")) return "dependent";
    // "that cell divides" points back; "the rule that allele frequencies stay ..." opens a clause after its noun.
    if (token.lower === "that" && token.pos === "DET" && /^(NOUN|ADJ|NUM)$/.test(next?.pos ?? "") && tokens[i - 1]?.pos !== "NOUN")
      return "dependent";
    if (token.lower === "following" && tokens[i - 1]?.lower === "the") return "dependent";
    if (
      // "one currency expressed in another": "another" answers a "one" of the same sentence.
      (token.lower === "another" && !tokens.slice(0, i).some((word) => word.lower === "one")) ||
      (token.lower === "similar" && !/^(to|in)$/.test(next?.lower ?? ""))
    )
      return "dependent";
    if (PRONOUNS.has(token.lower) && i > 0 && !seenNoun && !mayResolve) return "dependent";
    if (token.pos === "NOUN" || token.pos === "PROPN") seenNoun = true;
  }
  // "The system moves farther away ...": a generic noun made definite by an earlier sentence, as a clause's subject.
  for (const [i, token] of tokens.entries()) {
    const isClauseStart = i === 0 || /^(,|and|but|;|when|while|if|as|because)$/.test(tokens[i - 1]!.lower);
    if (!isClauseStart || token.lower !== "the") continue;
    for (let j = i + 1; j <= i + 3 && j < tokens.length; j += 1) {
      const word = tokens[j]!;
      if (word.pos === "VERB" || word.pos === "AUX") {
        const phrase = tokens.slice(i + 1, j);
        const nouns = phrase.filter((candidate) => candidate.pos === "NOUN" || candidate.pos === "PROPN");
        // "The system moves", "the model also could": only a bare generic noun; "The Calvin cycle" names its cycle.
        const head = nouns.length === 1 ? nouns[0]! : undefined;
        if (head && (CONTEXT_NOUNS.has(head.lemma) || CONTEXT_NOUNS.has(head.lower))) return "dependent";
        break;
      }
      if (!/^(NOUN|ADJ|ADV)$/.test(word.pos)) break;
    }
  }
  return undefined;
}

/**
 * A subject pronoun after an opening phrase and its comma: "they" with no
 * plural noun before it, "he"/"she" with no name, "it" with no singular noun.
 */
function hasStrayPronoun(tokens: TToken[]): boolean {
  return tokens.some((token, i) => {
    if (i === 0 || tokens[i - 1]?.value !== "," || !/^(they|he|she|it)$/.test(token.lower)) return false;
    const before = tokens.slice(0, i - 1);
    if (token.lower === "they") return !before.some((word) => (word.pos === "NOUN" && word.lemma !== word.lower) || word.pos === "PROPN");
    if (token.lower === "it") return !before.some((word) => word.pos === "NOUN" || word.pos === "PROPN");
    return !before.some((word) => word.pos === "PROPN");
  });
}

/** "There are 206 bones in the adult human body." is a fact; "There are two outcomes:" is not. */
function isExistentialFact(tokens: TToken[]): boolean {
  if (tokens[0]?.lower !== "there" || !/^(is|are|was|were)$/.test(tokens[1]?.lower ?? "")) return false;
  return tokens.slice(3).some((token, i) => /^(in|on|within|between|among|inside)$/.test(token.lower) && tokens[i + 4]?.pos !== "PRON");
}

/** "Q and P depend only on their priors", "X1 is ...": a subject that is a variable defined elsewhere. */
function opensWithVariable(tokens: TToken[]): boolean {
  const [first, next] = tokens;
  if (!first || !/^(?:[A-Z][0-9]?|[A-Z][a-z]?[0-9]|[A-Z]{2})$/.test(first.value)) return false;
  if (/^[AI]$/.test(first.value) && !/^(and|or|,|=)$/.test(next?.value ?? "") && !/^(VERB|AUX)$/.test(next?.pos ?? "")) return false;
  // "DNA is ...", "UV light ...": a known acronym is a name, not a variable; two capitals count only before "and"/"or" or a verb.
  if (/^[A-Z]{2}$/.test(first.value) && !/^(and|or|,)$/.test(next?.value ?? "")) return false;
  return /^(and|or|,|=)$/.test(next?.value ?? "") || /^(VERB|AUX)$/.test(next?.pos ?? "");
}

/**
 * "None of the events in E overlap", "the set of points in S": a variable the
 * sentence does not introduce itself stands for something defined elsewhere.
 * "The intersection of A and B is the set of points in both A and B" names
 * its variables in its subject and reads alone.
 */
function hasUnintroducedVariable(tokens: TToken[]): boolean {
  const verbAt = tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  const introduced = new Set<string>();
  for (const [i, token] of tokens.entries()) {
    const isVariable =
      /^[A-Z][0-9]?$|^[A-Z][a-z]?[0-9]$/.test(token.value) &&
      token.value !== "I" &&
      !(token.value === "A" && /^(NOUN|ADJ|PROPN|NUM)$/.test(tokens[i + 1]?.pos ?? "") && i === 0);
    if (!isVariable) continue;
    if (verbAt < 0 || i < verbAt) introduced.add(token.value);
    else if (!introduced.has(token.value)) return true;
  }
  return false;
}
