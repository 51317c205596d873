import type { TUnit } from "./analysis-types.ts";
import { capitalise, isNounPhrase, lowerOpening, tokenText, withoutEndPunctuation } from "./text-tools.ts";

/**
 * "X is/are Y", "X refers to Y", "X means Y", "X is defined as Y" and the
 * aside "X, which is Y, ..." / "X, a Y, ...". Only a noun-phrase subject
 * and a noun-phrase body count: "Photosynthesis is important" is no definition.
 */
export type TDefinition = {
  unit: TUnit;
  /** The subject as written (for options and concept titles). */
  subject: string;
  subjectKey: string;
  isPerson: boolean;
  /** The linking words as written ("is", "refers to", "is defined as"). */
  link: string;
  question: string;
  /** The definition, capitalised, without its closing full stop. */
  answer: string;
};

const LINKS: { words: string[]; ask: (subject: string, plural: boolean, person: boolean) => string }[] = [
  { words: ["is", "defined", "as"], ask: (s) => `How is ${s} defined?` },
  { words: ["are", "defined", "as"], ask: (s) => `How are ${s} defined?` },
  { words: ["refers", "to"], ask: (s) => `What does ${s} refer to?` },
  { words: ["refer", "to"], ask: (s) => `What do ${s} refer to?` },
  { words: ["means"], ask: (s) => `What does ${s} mean?` },
  { words: ["is"], ask: (s, _p, person) => `${person ? "Who" : "What"} is ${s}?` },
  { words: ["are"], ask: (s, _p, person) => `${person ? "Who" : "What"} are ${s}?` },
  { words: ["was"], ask: (s, _p, person) => `${person ? "Who" : "What"} was ${s}?` },
  { words: ["were"], ask: (s, _p, person) => `${person ? "Who" : "What"} were ${s}?` },
];
/** A definition whose body names a role people have ("a philosopher who ...") is about a person. */
const PERSON_NOUNS = new Set(
  "philosopher scientist king queen emperor empress leader writer poet painter composer general politician inventor explorer student teacher president ruler pharaoh revolutionary lawyer physicist chemist biologist mathematician astronomer author soldier monk priest prophet pope saint artist architect engineer economist historian novelist playwright statesman".split(
    " ",
  ),
);
const HEDGES = new Set(["also", "usually", "generally", "often", "typically", "essentially", "simply"]);

export function findDefinition(unit: TUnit, personKeys: Set<string>): TDefinition | undefined {
  if (!unit.isSentence && !unit.isBullet) return undefined;
  const tokens = unit.tokens;
  const endAt = /[.!?;]/.test(tokens.at(-1)?.value ?? "") ? tokens.length - 1 : tokens.length;

  // Aside: "Chlorophyll, which is a green pigment, absorbs light."
  const comma = tokens.findIndex((token) => token.value === ",");
  if (comma > 0 && isNounPhrase(tokens, 0, comma, 6)) {
    let bodyAt = -1;
    if (/^(which|who)$/.test(tokens[comma + 1]?.lower ?? "") && /^(is|are|was|were)$/.test(tokens[comma + 2]?.lower ?? ""))
      bodyAt = comma + 3;
    else if (/^(a|an)$/.test(tokens[comma + 1]?.lower ?? "")) bodyAt = comma + 1;
    const close = bodyAt > 0 ? tokens.findIndex((token, i) => i > bodyAt && token.value === ",") : -1;
    if (bodyAt > 0 && close > bodyAt + 1 && (tokens[close + 1]?.pos === "VERB" || tokens[close + 1]?.pos === "AUX")) {
      const verb = tokens[comma + 2]?.lower ?? "is";
      return make(unit, comma, bodyAt, close, /^(is|are|was|were)$/.test(verb) ? verb : "is", personKeys);
    }
  }

  for (let at = 1; at < Math.min(tokens.length, 11); at += 1) {
    const link = LINKS.find(({ words }) => words.every((word, i) => tokens[at + i]?.lower === word));
    if (!link) continue;
    if (!isNounPhrase(tokens, 0, at, 8)) return undefined;
    let bodyAt = at + link.words.length;
    while (HEDGES.has(tokens[bodyAt]?.lower ?? "")) bodyAt += 1;
    const bodyEnd = firstClauseEnd(unit, bodyAt, endAt);
    if (!looksLikeDefinitionBody(unit, bodyAt, bodyEnd, link.words.length > 1)) return undefined;
    return make(unit, at, bodyAt, bodyEnd, link.words.join(" "), personKeys);
  }
  return undefined;
}

/**
 * "Jupiter is the largest planet and has a storm ...": the definition ends
 * where a second verb phrase of the main clause starts; inside a relative
 * clause ("that controls what enters and leaves") the "and" belongs to it.
 */
function firstClauseEnd(unit: TUnit, first: number, last: number): number {
  for (let i = first + 1; i < last - 1; i += 1) {
    const token = unit.tokens[i]!;
    if (/^(that|which|who|whom|whose|where|what|when)$/.test(token.lower)) return last;
    if (/^(and|but)$/.test(token.lower) && /^(VERB|AUX)$/.test(unit.tokens[i + 1]!.pos))
      return unit.tokens[i - 1]?.value === "," ? i - 1 : i;
  }
  return last;
}

function looksLikeDefinitionBody(unit: TUnit, first: number, last: number, isExplicit: boolean): boolean {
  const tokens = unit.tokens;
  const body = tokens.slice(first, last);
  if (body.length < 2 || body.length > 40) return false;
  if (isExplicit) return true;
  const [head, next] = body;
  if (head?.pos === "DET") return /^(a|an|the|one)$/.test(head.lower) && next?.pos !== "ADV" && next?.lower !== "same";
  if (head?.pos === "NOUN") return true;
  return head?.pos === "ADJ" && (next?.pos === "NOUN" || next?.pos === "ADJ");
}

function make(
  unit: TUnit,
  subjectEnd: number,
  bodyAt: number,
  bodyEnd: number,
  link: string,
  personKeys: Set<string>,
): TDefinition | undefined {
  const tokens = unit.tokens;
  const subject = tokenText(unit, 0, subjectEnd);
  const answer = withoutEndPunctuation(tokenText(unit, bodyAt, bodyEnd));
  if (!subject || !answer || answer.toLowerCase().includes(subject.toLowerCase())) return undefined;
  const subjectKey = unit.terms.find((term) => term.first <= subjectEnd - 1 && term.last === subjectEnd)?.key ?? subject.toLowerCase();
  const bodyHead = tokens.slice(bodyAt, bodyEnd).find((token) => token.pos === "NOUN");
  const namesPerson = personKeys.has(subjectKey) || (bodyHead !== undefined && PERSON_NOUNS.has(bodyHead.lemma));
  const isPerson = namesPerson && /^(was|were|is|are)$/.test(link);
  const shown = lowerOpening(subject, tokens[0]);
  const spec = LINKS.find(({ words }) => words.join(" ") === link) ?? LINKS[5]!;
  const plural = /^(are|were|refer)/.test(link);
  return { unit, subject, subjectKey, isPerson, link, question: spec.ask(shown, plural, isPerson), answer: capitalise(answer) };
}
