import type { TAnalysis } from "../../analysis/analyse-document.ts";
import type { TTerm, TUnit } from "../../analysis/analysis-types.ts";
import { factScore, gappableTerms } from "../../analysis/fact-score.ts";
import type { TDefinition } from "../../analysis/find-definitions.ts";
import { type TReplacement, renderUnit, unitSource } from "./render.ts";
import { type TCandidate, type TPoolEntry, type TPools, findAlternatives } from "./term-pools.ts";
import { capitalise, hash, lowerOpening, withoutEndPunctuation } from "../../analysis/text-tools.ts";

/**
 * True/false cards from fact sentences. A true card states the fact as the
 * text does. A false one changes exactly one term for another of its own
 * class (term-pools.ts: a sibling defined by the same genus, a term with the
 * same head, a date of the same scale, an amount of the same unit, another
 * person), keeps the grammar (article, number), and is dropped when the
 * changed statement could still be true: the new term already in the
 * sentence, the statement written elsewhere in the text, or another sentence
 * saying much the same of the new term. Without such a swap the card stays
 * true: none rather than a bad one. A definition is stated plainly ("A sensor
 * is a component ..."), without the asides its sentence carried.
 */
const MAX_WORDS = 40;

export function buildTrueFalse(units: TUnit[], analysis: TAnalysis, pools: TPools): TCandidate[] {
  const defined = new Map(analysis.definitions.map((fact) => [fact.unit.id, fact]));
  const cards: TCandidate[] = [];
  for (const unit of units) {
    if (unit.flaw || unit.words > MAX_WORDS) continue;
    const terms = gappableTerms(unit, analysis);
    if (terms.length === 0) continue;
    const definition = defined.get(unit.id);
    // "Catalyst: substance that ...": a glossary line reads as a statement only once it is a definition.
    if (!definition && /^[^.:]{1,60}:\s/.test(renderUnit(unit))) continue;
    const made =
      definition?.kind === "definition"
        ? definitionStatements(definition, analysis, pools)
        : sentenceStatements(unit, terms, analysis, pools);
    if (!made) continue;
    const score = (made.falseStatement ? 7 : 4.5) + factScore(unit, analysis);
    const card: TCandidate = {
      content: { type: "truefalse", statement: made.statement, isTrue: true, correction: "" },
      source: unitSource(unit),
      unitIds: [unit.id],
      score,
    };
    // The selector keeps the true or the false one, whichever evens out the deck (select-cards.ts).
    if (made.falseStatement) {
      card.alternative = {
        ...card,
        content: { type: "truefalse", statement: made.falseStatement, isTrue: false, correction: made.statement },
      };
    }
    cards.push(card);
  }
  return cards;
}

type TStatements = { statement: string; falseStatement?: string };

/** "A sensor is a component of a feedback system that monitors a physiological value." and its sibling swapped in. */
function definitionStatements(definition: TDefinition, analysis: TAnalysis, pools: TPools): TStatements | undefined {
  const subject =
    definition.link === ":" ? withArticle(definition) : lowerOpening(withoutEndPunctuation(definition.subject), definition.unit.tokens[0]);
  const link = definition.link === ":" ? (definition.isPlural ? "are" : "is") : definition.link;
  const body = definition.body;
  const statement = `${capitalise(subject)} ${link} ${body}.`;
  if (statement.split(" ").length > MAX_WORDS) return undefined;
  const [swap] = findAlternatives(analysis, pools, {
    key: definition.subjectKey,
    text: definition.subject,
    kind: "subject",
    context: definition.unit.text,
    count: 1,
    seed: statement,
    purpose: "swap",
    isPlural: definition.isPlural,
    near: definition.unit.id,
  });
  if (!swap || !swap.stats.isDefined || mayBeTrue(analysis, swap, statement)) return { statement };
  const swapped = subject.replace(/^(?:(a|an|the) )?.*$/i, (_, article: string | undefined) =>
    article ? `${article.toLowerCase() === "the" ? "the" : articleFor(swap.text)} ${swap.text}` : swap.text,
  );
  return { statement, falseStatement: `${capitalise(swapped)} ${link} ${body}.` };
}

function sentenceStatements(unit: TUnit, terms: { term: TTerm }[], analysis: TAnalysis, pools: TPools): TStatements {
  const statement = renderUnit(unit);
  const ordered = [...terms].sort((a, b) => swapPriority(a.term.kind) - swapPriority(b.term.kind));
  for (const { term } of ordered) {
    // "the 1773 act", "a 1960s design": a date that names a thing; another date names another thing, not a false claim.
    if (term.kind.startsWith("date:") && /^(NOUN|PROPN)$/.test(unit.tokens[term.last]?.pos ?? "")) continue;
    const head = unit.tokens[term.last - 1];
    const isPlural = head !== undefined && head.pos === "NOUN" && head.lemma !== head.lower;
    const [swap] = findAlternatives(analysis, pools, {
      key: term.key,
      text: term.text,
      kind: term.kind,
      context: unit.text,
      count: 1,
      seed: unit.text,
      purpose: "swap",
      isPlural,
      near: unit.id,
    });
    // "the 1970's" is a decade: moved five years it reads "the 1965's".
    const isDecade = /^['’]?s$/.test(unit.tokens[term.last]?.value ?? "") && unit.tokens[term.last]?.isJoined;
    // "3d rendering", "2x faster": a number glued to a letter is part of a name or a ratio, not a count.
    if (!swap && (unit.tokens[term.last]?.isJoined || /\d\p{L}/u.test(term.text))) continue;
    const replacement = swap ? swapReplacement(unit, term, swap) : isDecade ? undefined : shiftedNumber(term, unit.text);
    if (!replacement) continue;
    const falseStatement = renderUnit(unit, [replacement]);
    if (falseStatement === statement || (swap && mayBeTrue(analysis, swap, falseStatement))) continue;
    // "voluntary environments with little consideration for voluntary settings": the new word already stands nearby.
    if (
      swap &&
      swap.text
        .toLowerCase()
        .split(" ")
        .slice(0, -1)
        .some((word) => new RegExp(`\\b${word}\\b`).test(unit.text.toLowerCase()))
    )
      continue;
    if (statedIn(analysis).has(falseStatement.toLowerCase())) continue;
    return { statement, falseStatement };
  }
  return { statement };
}

/**
 * Another sentence about the swapped-in term that shares most of the false
 * statement's other words may say the same of it: then the "false" statement
 * could be true, and no card is better.
 */
function mayBeTrue(analysis: TAnalysis, swap: TPoolEntry, falseStatement: string): boolean {
  const words = contentWords(falseStatement.toLowerCase().replace(swap.text.toLowerCase(), " "));
  if (words.size === 0) return false;
  const needle = swap.text.toLowerCase();
  return lowerTexts(analysis).some(({ text, words: other }) => {
    if (!text.includes(needle)) return false;
    let shared = 0;
    for (const word of words) if (other.has(word)) shared += 1;
    return shared / words.size >= 0.6;
  });
}

/** Every sentence of the document as a card would show it, lower case: computed once per analysis, not once per card. */
const stated = new WeakMap<TAnalysis, Set<string>>();
function statedIn(analysis: TAnalysis): Set<string> {
  let set = stated.get(analysis);
  if (!set) {
    set = new Set(analysis.units.map((unit) => renderUnit(unit).toLowerCase()));
    stated.set(analysis, set);
  }
  return set;
}

const lowered = new WeakMap<TAnalysis, { text: string; words: Set<string> }[]>();
function lowerTexts(analysis: TAnalysis): { text: string; words: Set<string> }[] {
  let texts = lowered.get(analysis);
  if (!texts) {
    texts = analysis.units.map((unit) => {
      const text = unit.text.toLowerCase();
      return { text, words: contentWords(text) };
    });
    lowered.set(analysis, texts);
  }
  return texts;
}

function contentWords(text: string): Set<string> {
  return new Set(
    (text.match(/\p{L}{4,}/gu) ?? []).filter(
      (word) => !/^(that|which|with|from|this|these|their|there|have|been|were|into|than|when)$/.test(word),
    ),
  );
}

/** Dates and amounts make clearly false statements; swapped terms and people less surely so. */
function swapPriority(kind: string): number {
  if (kind.startsWith("date:")) return 0;
  if (kind.startsWith("number:")) return 1;
  if (kind.startsWith("subject")) return 2;
  if (kind.startsWith("concept")) return 3;
  return kind === "person" || kind === "place" ? 4 : 5;
}

/**
 * A year or a whole-number count moved to a nearby, plausible wrong value
 * (1789 -> 1799, 13 books -> 14 books), for a fact whose document offers no
 * other of its kind. Years after 2000 only move back, never into the future.
 */
export function shiftedNumber(term: Pick<TTerm, "kind" | "text" | "start" | "end">, seed: string): TReplacement | undefined {
  if (!/^\d+$/.test(term.text)) return undefined;
  const value = Number(term.text);
  // "1 process per thread" -> "2 process": one is singular, any other count breaks the grammar.
  if (value === 1) return undefined;
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
  // "... base pairs, bacterial genomes vary": a common term keeps no capital from the sentence it opened elsewhere.
  const isName = /^(person|place|name)/.test(swap.stats.kind) || /^[A-Z]{2,}/.test(swap.text);
  let text = !isName && term.first > 0 ? swap.text.charAt(0).toLowerCase() + swap.text.slice(1) : swap.text;
  if (before && /^(a|an)$/.test(before.lower)) {
    start = before.start;
    text = `${articleFor(swap.text)} ${text}`;
  } else if (before?.lower === "the" && isNamed && !swap.hasArticle && swap.stats.kind.startsWith("person")) start = before.start;
  return { start, end: term.end, text };
}

function withArticle(definition: TDefinition): string {
  const subject = withoutEndPunctuation(definition.subject);
  if (/^(a|an|the) /i.test(subject) || definition.isPlural) return lowerOpening(subject, definition.unit.tokens[0]);
  // A glossary's bare count noun reads "a postulate is a statement ..." when its definition opens with "a".
  return /^an? /i.test(definition.answer) ? `${articleFor(subject)} ${subject.toLowerCase()}` : subject;
}

function articleFor(text: string): string {
  return /^[aeiou]/i.test(text) && !/^(uni|use|eu|one)/i.test(text) ? "an" : "a";
}
