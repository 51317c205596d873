import type { TToken, TUnit } from "./analysis-types.ts";

/**
 * wink's small model often reads a present-tense verb after a noun as a
 * plural noun: "Oxytocin causes stronger contractions", "Positive feedback
 * intensifies a change", "As blood flow to the skin increases, ...". Left so,
 * the sentence has no verb, its subject swallows the verb ("oxytocin causes
 * stronger contractions" as one term) and every card built on it is broken.
 * A noun is re-tagged as the clause's verb when the clause has no verb yet,
 * a noun stands right before it, what follows is how a verb continues (an
 * article, a pronoun, an adjective, an adverb, a number, or the clause's end),
 * and wink itself reads the word as a verb after a subject pronoun.
 */
export type TVerbReader = (word: string, isPlural: boolean) => { isVerb: boolean; lemma: string };

const CONTINUES_LIKE_VERB = /^(DET|PRON|ADJ|ADV|NUM)$/;
const CLAUSE_START = /^(,|;|:|\(|—|–|that|which|who|when|while|as|if|because|although|and|but|or)$/;

export function repairVerbs(units: TUnit[], readVerb: TVerbReader): void {
  for (const unit of units) {
    repairUnit(unit.tokens, readVerb);
    repairNounHead(unit.tokens);
  }
}

/**
 * "A primary key is ...": wink reads "key" as an adjective, leaving the
 * subject without a noun. A noun phrase's last word right before "is"/"are"
 * is its head, whatever the tagger said.
 */
function repairNounHead(tokens: TToken[]): void {
  for (let i = 1; i < tokens.length - 1; i += 1) {
    const token = tokens[i]!;
    if (token.pos !== "ADJ" || !/^(is|are|was|were)$/.test(tokens[i + 1]!.lower)) continue;
    let start = i;
    while (start > 0 && tokens[start - 1]!.pos === "ADJ") start -= 1;
    if (tokens[start - 1]?.pos === "DET" && start - 1 === 0) token.pos = "NOUN";
  }
}

function repairUnit(tokens: TToken[], readVerb: TVerbReader): void {
  let hasVerb = false;
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (CLAUSE_START.test(token.lower)) hasVerb = false;
    if (token.pos === "VERB" || token.pos === "AUX") {
      hasVerb = true;
      continue;
    }
    if (hasVerb || token.pos !== "NOUN" || i === 0) continue;
    const before = tokens[i - 1]!;
    const after = tokens[i + 1];
    // "a feedback system that monitors a value": after a noun, "that" opens a relative clause and is no demonstrative.
    const isRelative = /^(that|which|who)$/.test(before.lower) && /^(NOUN|PROPN)$/.test(tokens[i - 2]?.pos ?? "");
    if (!(before.pos === "NOUN" || before.pos === "PROPN" || before.value === ")" || isRelative)) continue;
    const isPluralForm = /[^su]s$/.test(token.lower) && !/(ss|us|is)$/.test(token.lower);
    // A verb without "-s" after a plural subject ("contractions ... release heat") must be followed by its object.
    // A colon ends a glossary term ("Parallel lines: two lines that ..."), not a clause.
    const endsClause = after === undefined || /^[,.;]$/.test(after.value);
    // "Books V and VII-X deal with number theory": a preposition may follow when nothing else in the sentence is a verb.
    const noVerbAfter = !tokens.slice(i + 1).some((next) => next.pos === "VERB" || next.pos === "AUX");
    const continuesLikeVerb =
      after !== undefined &&
      (CONTINUES_LIKE_VERB.test(after.pos) ||
        // "a falling apple gains speed": wink's own reading of "it gains" decides below, so a noun may follow too.
        after.pos === "NOUN" ||
        (after.pos === "ADP" && noVerbAfter));
    if (!continuesLikeVerb && !(isPluralForm && endsClause)) continue;
    if (after?.pos === "DET" && after.lower === "that") continue;
    // "destruction of property infuriated King George": a past tense with its object after it.
    const isPastWithObject =
      /\p{L}{3}ed$/u.test(token.lower) && (/^(DET|PRON|PROPN)$/.test(after?.pos ?? "") || /^\p{Lu}/u.test(after?.value ?? ""));
    const read = isPastWithObject ? { isVerb: true, lemma: token.lower.replace(/e?d$/, "") } : readVerb(token.lower, !isPluralForm);
    if (!read.isVerb) continue;
    token.pos = "VERB";
    token.lemma = read.lemma;
    if (isRelative) before.pos = "PRON";
    hasVerb = true;
  }
}
