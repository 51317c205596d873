import type { TToken, TUnit } from "../../analysis/analysis-types.ts";
import { isStandalone } from "./render.ts";
import { isNounPhrase, lowerOpening, tokenText } from "../../analysis/text-tools.ts";

/**
 * The main clause of a plain sentence that opens with its subject: the
 * subject as a question shows it (mid-sentence, "It" resolved), whether it is
 * plural, and where its first verb sits. Sentences opening with a phrase
 * ("During ..., X ...") or an unresolved pronoun have none.
 */
export type TClause = {
  tokens: TToken[];
  subject: string;
  /** Undefined when the subject's number cannot be told; do-support then needs the verb's own form. */
  isPlural: boolean | undefined;
  fromAntecedent: boolean;
  verbAt: number;
  /** Token index of the closing punctuation, or the token count. */
  endAt: number;
};

const MAX_SENTENCE_WORDS = 40;

export function readClause(unit: TUnit): TClause | undefined {
  if (!unit.isSentence || unit.words > MAX_SENTENCE_WORDS || !isStandalone(unit) || unit.text.endsWith("?")) return undefined;
  const tokens = unit.tokens;
  const endAt = /^[.!?]$/.test(tokens.at(-1)?.value ?? "") ? tokens.length - 1 : tokens.length;
  const verbAt = tokens.findIndex((token, i) => i > 0 && (token.pos === "VERB" || token.pos === "AUX"));
  if (verbAt < 1) return undefined;
  const opener = tokens[0]!.lower;
  if (/^(it|they)$/.test(opener)) {
    if (verbAt !== 1 || !unit.antecedent) return undefined;
    return { tokens, subject: unit.antecedent, isPlural: opener === "they", fromAntecedent: true, verbAt, endAt };
  }
  if (!isNounPhrase(tokens, 0, verbAt, 8)) return undefined;
  const subject = lowerOpening(tokenText(unit, 0, verbAt), tokens[0]);
  return { tokens, subject, isPlural: subjectIsPlural(tokens, verbAt), fromAntecedent: false, verbAt, endAt };
}

/** "The rate of photosynthesis" is singular by "rate"; "Plants and algae" plural by the "and". */
function subjectIsPlural(tokens: TToken[], verbAt: number): boolean | undefined {
  const ofAt = tokens.findIndex((token, i) => i < verbAt && token.lower === "of");
  const headEnd = ofAt > 0 ? ofAt : verbAt;
  if (tokens.slice(0, headEnd).some((token) => token.lower === "and")) return true;
  const head = tokens[headEnd - 1]!;
  if (head.pos === "PROPN") return undefined;
  return head.lemma !== head.lower;
}
