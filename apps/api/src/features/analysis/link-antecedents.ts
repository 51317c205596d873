import type { TUnit } from "./analysis-types.ts";
import { lowerOpening, tokenText } from "./text-tools.ts";

/**
 * "It takes place in the chloroplasts" reads alone once "It" is the previous
 * sentence's subject; "He listed five postulates" once "He" is the person the
 * sentence before was about. A fact unit opening with such a pronoun that
 * finds no antecedent leans on its context and is rejected.
 */
export function linkAntecedents(units: TUnit[]): void {
  for (let i = 0; i < units.length; i += 1) {
    const unit = units[i]!;
    const pronoun = unit.tokens[0]?.lower ?? "";
    if (!/^(it|they|he|she)$/.test(pronoun) || unit.flaw) continue;
    const previous = units[i - 1];
    if (previous && previous.section === unit.section && /^(VERB|AUX)$/.test(unit.tokens[1]?.pos ?? "")) {
      unit.antecedent = /^(he|she)$/.test(pronoun) ? personOf(previous) : subjectOf(previous, pronoun === "they");
    }
    if (!unit.antecedent) unit.flaw = "dependent";
  }
}

/** The previous sentence's subject as it reads mid-sentence ("photosynthesis", "the Calvin cycle"), if its number fits. */
function subjectOf(previous: TUnit, isPlural: boolean): string | undefined {
  const opener = previous.tokens[0]?.lower ?? "";
  // A chain: "It ... It ..." both stand for the first sentence's subject.
  if (previous.antecedent && /^(it|they)$/.test(opener)) return (opener === "they") === isPlural ? previous.antecedent : undefined;
  const subject = previous.terms.find((term) => term.first <= 1 && /^(VERB|AUX)$/.test(previous.tokens[term.last]?.pos ?? ""));
  if (!subject || (subject.first === 1 && previous.tokens[0]?.pos !== "DET")) return undefined;
  const head = previous.tokens[subject.last - 1]!;
  const headIsPlural = head.pos !== "PROPN" && head.lemma !== head.lower;
  if (headIsPlural !== isPlural) return undefined;
  return lowerOpening(tokenText(previous, 0, subject.last), previous.tokens[0]);
}

/** The name the previous sentence is about: the last name before its first verb ("the Greek mathematician Euclid wrote"). */
function personOf(previous: TUnit): string | undefined {
  const verbAt = previous.tokens.findIndex((token) => token.pos === "VERB" || token.pos === "AUX");
  if (verbAt < 1) return undefined;
  const names = previous.terms.filter((term) => term.last === verbAt && /^(person|name)$/.test(term.kind));
  const name = names.at(-1);
  return name ? name.text.replace(/\s+/g, " ") : undefined;
}

/** How far back a short name ("the act") may find the full one ("the Tea Act"). */
const NAME_LOOKBACK = 6;

/**
 * "The act reignited the colonists' fears", "the 1773 act": a common noun
 * that the text uses as the head of a name ("Tea Act", "Coercive Acts")
 * stands for the last such name before it. It is written out in full, so the
 * card reads alone; with no such name nearby the sentence leans on its
 * context and is rejected.
 */
export function linkShortNames(units: TUnit[]): void {
  // Heads of names: "act" from "Tea Act", "cycle" from "Calvin cycle".
  const heads = new Set<string>();
  for (const unit of units) for (const term of unit.terms) if (isName(unit, term)) heads.add(unit.tokens[term.last - 1]!.lemma);
  for (const [i, unit] of units.entries()) {
    if (unit.flaw) continue;
    const tokens = unit.tokens;
    for (const [at, token] of tokens.entries()) {
      if (token.lower !== "the") continue;
      let k = at + 1;
      while (/^(NUM)$/.test(tokens[k]?.pos ?? "") || /^\d{4}$/.test(tokens[k]?.value ?? "")) k += 1;
      const noun = tokens[k];
      if (!noun || noun.pos !== "NOUN" || !heads.has(noun.lemma) || /^\p{Lu}/u.test(noun.value)) continue;
      // "the act of 1773", "the acts that followed": the phrase goes on to say which one.
      if (/^(of|that|which|who|passed|called|known)$/.test(tokens[k + 1]?.lower ?? "") || tokens[k + 1]?.pos === "PROPN") continue;
      if (tokens[k + 1]?.pos === "NOUN") continue;
      const name = nearestName(units, i, noun.lemma);
      if (!name) {
        unit.flaw = "dependent";
        break;
      }
      unit.edits = [...(unit.edits ?? []), { start: token.start, end: noun.end, text: `${token.value} ${name}` }].sort(
        (a, b) => a.start - b.start,
      );
    }
  }
}

function isName(unit: TUnit, term: TUnit["terms"][number]): boolean {
  const words = unit.tokens.slice(term.first, term.last).filter((token) => /\p{L}/u.test(token.value));
  return words.length >= 2 && words.every((token) => /^\p{Lu}/u.test(token.value) || token.isStop) && /^\p{Lu}/u.test(words[0]!.value);
}

/** The last name before unit `i` (this unit included, before the phrase) whose head is `lemma`. */
function nearestName(units: TUnit[], i: number, lemma: string): string | undefined {
  for (let j = i; j >= Math.max(0, i - NAME_LOOKBACK); j -= 1) {
    const unit = units[j]!;
    const names = unit.terms.filter((term) => isName(unit, term) && unit.tokens[term.last - 1]!.lemma === lemma);
    const name = names.at(-1);
    if (name) return name.text.replace(/\s+/g, " ").replace(/^the /i, "");
  }
  return undefined;
}
