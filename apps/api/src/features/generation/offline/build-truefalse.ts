import type { TAnalysis } from "./analyse-document.ts";
import type { TTerm, TUnit } from "./analysis-types.ts";
import { rankedTerms } from "./build-cloze.ts";
import { type TReplacement, isStandalone, renderUnit, unitSource } from "./render.ts";
import { type TCandidate, type TPoolEntry, type TPools, pickAlternatives } from "./term-pools.ts";
import { capitalise, hash } from "./text-tools.ts";

/**
 * True statements are source sentences as written. A false one swaps one key
 * term for another term of the same kind from elsewhere in the document
 * (a year for a year, a person for a person, a defined term for a defined
 * term) and carries the true sentence as its correction. Single common nouns
 * only swap when both are recurring key terms, or the result is nonsense
 * rather than a plausible mistake.
 */
const MIN_WORDS = 6;
const MAX_WORDS = 40;
const MIN_COMMON_NOUN_SCORE = 4;

/**
 * `stated` holds every sentence of the document (lower case, one line): a swap
 * that happens to be stated elsewhere is not false.
 */
export function buildTrueFalse(units: TUnit[], analysis: TAnalysis, pools: TPools, stated: Set<string>): TCandidate[] {
  // "Danton was a leading figure" with another revolutionary swapped in may well be true too.
  const personDefinitions = new Set(analysis.definitions.filter((fact) => fact.isPerson).map((fact) => fact.unit.id));
  const cards: TCandidate[] = [];
  for (const unit of units) {
    if (!unit.isSentence || unit.words < MIN_WORDS || unit.words > MAX_WORDS || !isStandalone(unit) || unit.text.endsWith("?")) continue;
    const statement = renderUnit(unit);
    const terms = rankedTerms(unit, analysis);
    const base = 2 + (terms[0]?.score ?? 0) / 5;
    const card: TCandidate = {
      content: { type: "truefalse", statement, isTrue: true, correction: "" },
      source: unitSource(unit),
      unitIds: [unit.id],
      score: base,
    };
    const swappable = personDefinitions.has(unit.id)
      ? []
      : [...terms].sort((a, b) => swapPriority(a.term.kind) - swapPriority(b.term.kind));
    for (const { term } of swappable) {
      const isCommonNoun = term.kind === "concept:sg" || term.kind === "concept:pl";
      if (isCommonNoun && (analysis.terms.get(term.key)?.score ?? 0) < MIN_COMMON_NOUN_SCORE) continue;
      const [swap] = pickAlternatives(pools, {
        kind: term.kind,
        key: term.key,
        text: term.text,
        context: unit.text,
        count: 1,
        seed: unit.text,
        near: unit.id,
        ...(isCommonNoun ? { minScore: MIN_COMMON_NOUN_SCORE, hasArticle: unit.tokens[term.first - 1]?.lower === "the" } : {}),
      });
      // Alone of its kind in the text, a year or a count is still easy to get wrong: shift it.
      const replacement = swap ? swapReplacement(unit, term, swap) : shiftedNumber(term, unit.text);
      if (!replacement) continue;
      const falseStatement = renderUnit(unit, [replacement]);
      if (stated.has(falseStatement.toLowerCase())) continue;
      card.alternative = {
        ...card,
        content: { type: "truefalse", statement: falseStatement, isTrue: false, correction: statement },
      };
      break;
    }
    cards.push(card);
  }
  return cards;
}

/** Dates and places make clearly false statements; swapped people and concepts less surely so. */
function swapPriority(kind: string): number {
  if (kind.startsWith("date:")) return 0;
  if (kind.startsWith("number:") || kind === "place") return 1;
  if (kind.startsWith("subject") || kind.startsWith("name")) return 2;
  return kind === "person" ? 3 : 4;
}

/**
 * A year or a whole-number count moved to a nearby, plausible wrong value
 * (1789 -> 1799, 100 degrees -> 150, four -> five is left alone: only
 * digits), for a fact whose document offers no other of its kind. Years
 * after 2000 only move back, never into the future.
 */
export function shiftedNumber(term: Pick<TTerm, "kind" | "text" | "start" | "end">, seed: string): TReplacement | undefined {
  if (!/^\d+$/.test(term.text)) return undefined;
  const value = Number(term.text);
  const pick = hash(seed + term.text);
  let shifted: number | undefined;
  if (term.kind === "date:year") {
    const offset = [10, -10, 5, -5, 20, -20][pick % 6]!;
    shifted = offset > 0 && value + offset > 2000 ? value - offset : value + offset;
  } else if (term.kind.startsWith("number:") && term.kind !== "number:percent" && term.kind !== "number:money" && value > 0) {
    // Small counts move by one; larger ones by half or all of their leading digit's step (45 -> 40 or 50, 100 -> 50 or 150).
    const step = value <= 12 ? 1 : Math.max(1, 10 ** (term.text.length - 1) / 2);
    const delta = step * (value <= 12 ? 1 : 1 + (pick % 2));
    shifted = value - delta >= 1 && pick % 4 >= 2 ? value - delta : value + delta;
  }
  if (shifted === undefined || shifted <= 0 || shifted === value) return undefined;
  return { start: term.start, end: term.end, text: String(shifted) };
}

/**
 * The swap with its article fixed: "The Calvin cycle is" -> "Ribosomes is"
 * would read as a typo, not as a false claim, so "the" goes or comes with the
 * new term as it was first written, and "a"/"an" follows its first letter.
 */
function swapReplacement(unit: TUnit, term: TTerm, swap: TPoolEntry): TReplacement {
  const before = unit.tokens[term.first - 1];
  const isNamed = !/^(date|number)/.test(term.kind);
  let start = term.start;
  let text = swap.text;
  if (before && /^(a|an)$/.test(before.lower)) {
    start = before.start;
    text = `${/^[aeiou]/i.test(swap.text) ? "an" : "a"} ${text}`;
  } else if (before?.lower === "the" && isNamed && !swap.hasArticle) start = before.start;
  else if (isNamed && swap.hasArticle && !(before && /^(DET|NUM|PRON|ADJ)$/.test(before.pos)) && before?.value !== "'s")
    text = `the ${text}`;
  return { start, end: term.end, text: start === unit.tokens[0]?.start ? capitalise(text) : text };
}
