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
