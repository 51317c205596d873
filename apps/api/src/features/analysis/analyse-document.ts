import type { WinkMethods } from "wink-nlp";
import type { TExtractedDocument } from "../reading/document.ts";
import type { TSentenceFlaw, TUnit } from "./analysis-types.ts";
import { classifyNames, unifyKinds } from "./classify-names.ts";
import { expandAcronyms } from "./expand-acronyms.ts";
import { type TDateFact, findDateFact } from "./find-dates.ts";
import { type TDefinition, findDefinition } from "./find-definitions.ts";
import { type TListFact, findBulletLists, findInlineList } from "./find-lists.ts";
import { findFurniture } from "./find-furniture.ts";
import { findTerms } from "./find-terms.ts";
import { judgeSentence } from "./judge-sentence.ts";
import { linkAntecedents, linkShortNames } from "./link-antecedents.ts";
import { markCommonOpeners } from "./mark-common-openers.ts";
import { markRegions } from "./mark-regions.ts";
import { type TSalience, rankTerms } from "./rank-terms.ts";
import { readUnits } from "./read-units.ts";
import { type TVerbReader, repairVerbs } from "./repair-verbs.ts";
import type { TOpenerTagger } from "./sentence-shape.ts";
import type { TWordFrequency } from "../../lib/word-frequency.ts";

export type TAnalysis = {
  units: TUnit[];
  /** Units that state a self-contained fact (no flaw), in reading order. */
  facts: TUnit[];
  /** Units per section index, in reading order. */
  bySection: Map<number, TUnit[]>;
  salience: TSalience;
  definitions: TDefinition[];
  dates: TDateFact[];
  lists: TListFact[];
};

/** Reading is where the time goes; the event loop gets a turn after this many characters. */
const CHARS_PER_TURN = 20_000;

/**
 * Reads every section, judges each sentence (fact, or why not), then works
 * out what needs the whole document: name kinds, antecedents, definitions,
 * and how much each term matters. Progress counts sections read.
 */
/**
 * "Make cards anyway" (relaxed): sentences judged weak rather than broken still count as facts: one leaning on
 * another ("She…"), an example, a vague or long one, a first-person claim, a statement about the literature.
 * Questions, tasks for the reader, fragments, garbled text, formulas, captions and page furniture never do.
 */
const RELAXED_FLAWS: ReadonlySet<TSentenceFlaw> = new Set(["dependent", "example", "vague", "too_long", "first_person", "literature"]);

export type TAnalyseOptions = {
  /** Keep sentences judged weak rather than broken (RELAXED_FLAWS). */
  relaxed?: boolean;
  signal?: AbortSignal;
  /** Sections read so far, of all. */
  onProgress?: (progress: { done: number; total: number }) => void;
};

export async function analyseDocument(
  nlp: WinkMethods,
  frequency: TWordFrequency,
  document: TExtractedDocument,
  options: TAnalyseOptions = {},
): Promise<TAnalysis> {
  const units: TUnit[] = [];
  const bySection = new Map<number, TUnit[]>();
  let sinceTurn = 0;
  for (const [done, section] of document.sections.entries()) {
    options.signal?.throwIfAborted();
    const sectionUnits = readUnits(nlp, section, units.length);
    bySection.set(section.index, sectionUnits);
    units.push(...sectionUnits);
    options.onProgress?.({ done: done + 1, total: document.sections.length });
    sinceTurn += section.text.length;
    if (sinceTurn >= CHARS_PER_TURN) {
      sinceTurn = 0;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  const probe = nlp.readDoc("");
  markCommonOpeners(
    units,
    (word) => probe.isLexeme(word),
    (word) => frequency.zipf(word),
  );
  repairVerbs(units, verbReader(nlp));
  const tagOpener = openerTagger(nlp);
  const furniture = findFurniture(document);
  for (const unit of units) judgeSentence(unit, tagOpener, furniture.get(unit.section.index));
  markRegions(units);
  for (const unit of units) unit.terms = findTerms(unit);
  classifyNames(units);
  unifyKinds(units);
  linkAntecedents(units);
  linkShortNames(units);
  expandAcronyms(units);
  const facts = units.filter((unit) => !unit.flaw || (options.relaxed === true && RELAXED_FLAWS.has(unit.flaw)));

  const personKeys = new Set(units.flatMap((unit) => unit.terms.filter((term) => term.kind === "person").map((term) => term.key)));
  const definitions = keepGlossaries(
    units,
    facts.map((unit) => findDefinition(unit, personKeys)).filter((fact) => fact !== undefined),
  );
  // Defined terms form their own kind, split by number so a swap keeps "is" and "are" right.
  const subjects = new Map(definitions.filter((fact) => !fact.isPerson).map((fact) => [fact.subjectKey, fact.isPlural ? "pl" : "sg"]));
  for (const unit of units) {
    for (const term of unit.terms) {
      const number = subjects.get(term.key);
      if (number && term.kind.startsWith("concept")) term.kind = `subject:${number}`;
    }
  }
  shrinkToKnownTerms(units, new Set(definitions.map((fact) => fact.subjectKey)));
  extendToKnownTerms(units);
  unifyKinds(units);
  const dates = facts.map((unit) => findDateFact(unit, unit.antecedent)).filter((fact) => fact !== undefined);
  const lists = [
    ...facts.map((unit) => findInlineList(unit)).filter((fact) => fact !== undefined),
    ...[...bySection.values()].flatMap((sectionUnits) => findBulletLists(sectionUnits)),
  ];
  const its = nlp.its;
  const tagPhrase = (text: string) => (nlp.readDoc(text).tokens().out(its.pos) as string[]).filter((tag) => tag !== "PUNCT");
  const salience = rankTerms({ units, definitions, document, frequency, tagPhrase });
  return { units, facts, bySection, salience, definitions, dates, lists };
}

/**
 * A glossary has entries: "Term: definition" lines next to one another, or a
 * slide's line. A single "Research Articles: Easy access for later use" in
 * prose is a title and its subtitle, not a definition.
 */
const GLOSSARY_NEIGHBOURS = 3;

function keepGlossaries(units: TUnit[], definitions: TDefinition[]): TDefinition[] {
  const glossaryAt = new Set(definitions.filter((fact) => fact.link === ":").map((fact) => fact.unit.id));
  return definitions.filter((fact) => {
    if (fact.link !== ":" || fact.unit.section.slide !== undefined) return true;
    const id = fact.unit.id;
    for (let other = id - GLOSSARY_NEIGHBOURS; other <= id + GLOSSARY_NEIGHBOURS; other += 1) {
      if (other !== id && (glossaryAt.has(other) || (units[other] && units[other]!.text.includes(":") && isGlossaryShaped(units[other]!))))
        return true;
    }
    return false;
  });
}

function isGlossaryShaped(unit: TUnit): boolean {
  return /^[\p{L}][\p{L}\s'’-]{1,40}:\s\S/u.test(unit.text.trim());
}

/**
 * "a particular set point", "excessive blood loss": a one-off phrase that
 * ends with a term the document defines or repeats is that term, so a card
 * asks for "set point" and a swap finds its siblings.
 */
function shrinkToKnownTerms(units: TUnit[], defined: Set<string>): void {
  const counts = new Map<string, number>();
  for (const unit of units) for (const term of unit.terms) counts.set(term.key, (counts.get(term.key) ?? 0) + 1);
  for (const unit of units) {
    for (const term of unit.terms) {
      if (!term.kind.startsWith("concept") || (counts.get(term.key) ?? 0) > 1 || defined.has(term.key)) continue;
      const words = term.key.split(" ");
      for (let drop = 1; drop < words.length; drop += 1) {
        // "positive feedback system" keeps its "positive": "positive feedback" is a term of its own.
        const prefix = words.slice(0, drop + 1).join(" ");
        if (defined.has(prefix) || (counts.get(prefix) ?? 0) >= 1) break;
        const suffix = words.slice(drop).join(" ");
        const known = defined.has(suffix) || (words.length - drop > 1 && (counts.get(suffix) ?? 0) >= 1);
        const first = term.first + drop;
        if (!known || first >= term.last) continue;
        term.first = first;
        term.start = unit.tokens[first]!.start;
        term.text = unit.section.text.slice(term.start, term.end);
        term.key = suffix;
        if (defined.has(suffix))
          term.kind = `subject:${unit.tokens[term.last - 1]!.lemma === unit.tokens[term.last - 1]!.lower ? "sg" : "pl"}`;
        break;
      }
    }
  }
}

/**
 * "perceived {usefulness}" where wink read "perceived" as a verb: a term
 * whose preceding word makes it a term the document uses elsewhere grows to
 * that term, so a cloze never hides half of one.
 */
function extendToKnownTerms(units: TUnit[]): void {
  const known = new Map<string, { key: string; kind: string; count: number }>();
  for (const unit of units) {
    for (const term of unit.terms) {
      const text = term.text.toLowerCase().replace(/\s+/g, " ");
      const entry = known.get(text) ?? { key: term.key, kind: term.kind, count: 0 };
      entry.count += 1;
      known.set(text, entry);
    }
  }
  for (const unit of units) {
    for (const term of unit.terms) {
      const before = unit.tokens[term.first - 1];
      if (!before || !/^\p{L}+$/u.test(before.value) || before.isStop) continue;
      const longer = known.get(`${before.lower} ${term.text.toLowerCase().replace(/\s+/g, " ")}`);
      if (!longer || longer.count < 2) continue;
      term.first -= 1;
      term.start = before.start;
      term.text = unit.section.text.slice(term.start, term.end);
      term.key = longer.key;
      term.kind = longer.kind;
    }
  }
}

/** Reads "it causes" / "they release": does wink take the word for a verb after a subject pronoun? */
const verbReadings = new Map<string, { isVerb: boolean; lemma: string }>();

function verbReader(nlp: WinkMethods): TVerbReader {
  const its = nlp.its;
  const cache = verbReadings;
  if (cache.size >= READING_CACHE_LIMIT) cache.clear();
  return (word, isPlural) => {
    const text = `${isPlural ? "they" : "it"} ${word} it`;
    let read = cache.get(text);
    if (!read) {
      const tokens = nlp.readDoc(text).tokens();
      const pos = tokens.out(its.pos) as string[];
      const lemma = tokens.out(its.lemma as unknown as Parameters<typeof tokens.out>[0]) as string[];
      read = { isVerb: pos[1] === "VERB", lemma: (lemma[1] ?? word).toLowerCase() };
      cache.set(text, read);
    }
    return read;
  };
}

/** Re-reads a sentence's opening in lower case: wink tags any capitalised opener ("Create", "Note") as a name. */
function openerTagger(nlp: WinkMethods): TOpenerTagger {
  const its = nlp.its;
  return (text) => {
    if (openerReadings.has(text)) return openerReadings.get(text);
    const tokens = nlp.readDoc(text).tokens();
    const pos = tokens.out(its.pos) as string[];
    const lemma = tokens.out(its.lemma as unknown as Parameters<typeof tokens.out>[0]) as string[];
    const reading = pos[0] === undefined ? undefined : { pos: pos[0], lemma: (lemma[0] ?? "").toLowerCase() };
    if (openerReadings.size >= READING_CACHE_LIMIT) openerReadings.clear();
    openerReadings.set(text, reading);
    return reading;
  };
}

/** Sentence openings repeat across documents ("in the", "the cell"): each is read by wink once, up to a bound. */
const READING_CACHE_LIMIT = 20_000;
const openerReadings = new Map<string, { pos: string; lemma: string } | undefined>();
