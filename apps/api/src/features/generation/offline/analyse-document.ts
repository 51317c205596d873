import type { WinkMethods } from "wink-nlp";
import type { TExtractedDocument, TGenerateOptions } from "../types.ts";
import type { TUnit } from "./analysis-types.ts";
import { classifyNames } from "./classify-names.ts";
import { type TDateFact, findDateFact } from "./find-dates.ts";
import { type TDefinition, findDefinition } from "./find-definitions.ts";
import { type TListFact, findBulletLists, findInlineList } from "./find-lists.ts";
import { findTerms } from "./find-terms.ts";
import { markCommonOpeners } from "./mark-common-openers.ts";
import { readUnits } from "./read-units.ts";
import { lowerOpening, tokenText } from "./text-tools.ts";

export type TTermStats = { kind: string; count: number; firstUnit: number; score: number };

export type TAnalysis = {
  units: TUnit[];
  /** Units per section index, in reading order. */
  bySection: Map<number, TUnit[]>;
  terms: Map<string, TTermStats>;
  definitions: TDefinition[];
  dates: TDateFact[];
  lists: TListFact[];
};

/** Reading is where the time goes; the event loop gets a turn after this many characters. */
const CHARS_PER_TURN = 20_000;

/**
 * Reads every section, then works out what needs the whole document: name
 * kinds, defined terms, term ranks. Progress counts sections read.
 */
export async function analyseDocument(
  nlp: WinkMethods,
  document: TExtractedDocument,
  options: Pick<TGenerateOptions, "signal" | "onProgress"> = {},
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
  markCommonOpeners(units, (word) => probe.isLexeme(word));
  for (const unit of units) unit.terms = findTerms(unit);
  classifyNames(units);
  for (const sectionUnits of bySection.values()) linkAntecedents(sectionUnits);

  const personKeys = new Set(units.flatMap((unit) => unit.terms.filter((term) => term.kind === "person").map((term) => term.key)));
  const definitions = units.map((unit) => findDefinition(unit, personKeys)).filter((fact) => fact !== undefined);
  // Defined terms form their own kind: they stand in for one another in false statements and options.
  // Split by number, so a swap keeps "is" and "are" right.
  const subjects = new Map(
    definitions.filter((fact) => !fact.isPerson).map((fact) => [fact.subjectKey, /^(are|were|refer )/.test(fact.link) ? "pl" : "sg"]),
  );
  for (const unit of units) {
    for (const term of unit.terms) {
      const number = subjects.get(term.key);
      if (number && term.kind.startsWith("concept")) term.kind = `subject:${number}`;
    }
  }

  const dates = units.map((unit) => findDateFact(unit, unit.antecedent)).filter((fact) => fact !== undefined);
  const lists = [
    ...units.map((unit) => findInlineList(unit)).filter((fact) => fact !== undefined),
    ...[...bySection.values()].flatMap((sectionUnits) => findBulletLists(sectionUnits)),
  ];
  return { units, bySection, terms: rankTerms(units, document), definitions, dates, lists };
}

/**
 * Ranks terms by how often they occur, how early they first appear and what
 * they are: defined terms and names are what study cards are usually about.
 */
function rankTerms(units: TUnit[], document: TExtractedDocument): Map<string, TTermStats> {
  const stats = new Map<string, TTermStats>();
  for (const unit of units) {
    for (const term of unit.terms) {
      const entry = stats.get(term.key) ?? { kind: term.kind, count: 0, firstUnit: unit.id, score: 0 };
      entry.count += 1;
      stats.set(term.key, entry);
    }
  }
  const headings = document.sections.map((section) => section.heading?.toLowerCase() ?? "").join(" ");
  const total = Math.max(1, units.length);
  for (const [key, entry] of stats) {
    const kindBonus = entry.kind.startsWith("subject")
      ? 3
      : /^(person|place|name)/.test(entry.kind)
        ? 1
        : entry.kind.startsWith("date")
          ? 1
          : 0;
    entry.score =
      Math.min(entry.count, 6) * 2 +
      (1 - entry.firstUnit / total) +
      kindBonus +
      (key.includes(" ") ? 0.5 : 0) +
      (headings.includes(key) ? 2 : 0);
  }
  return stats;
}

/** "It takes place in the chloroplasts" reads alone once "It" is the previous sentence's subject. */
function linkAntecedents(units: TUnit[]): void {
  for (let i = 1; i < units.length; i += 1) {
    const unit = units[i]!;
    const previous = units[i - 1]!;
    const pronoun = unit.tokens[0]?.lower;
    if ((pronoun !== "it" && pronoun !== "they") || previous.block !== unit.block) continue;
    if (!/^(VERB|AUX)$/.test(unit.tokens[1]?.pos ?? "")) continue;
    if (previous.antecedent && /^(it|they)$/.test(previous.tokens[0]?.lower ?? "")) {
      if (previous.tokens[0]?.lower === pronoun) unit.antecedent = previous.antecedent;
      continue;
    }
    const subject = previous.terms.find((term) => term.first <= 1 && /^(VERB|AUX)$/.test(previous.tokens[term.last]?.pos ?? ""));
    if (!subject || (subject.first === 1 && previous.tokens[0]?.pos !== "DET")) continue;
    const head = previous.tokens[subject.last - 1]!;
    const isPlural = head.pos !== "PROPN" && head.lemma !== head.lower;
    if (isPlural !== (pronoun === "they")) continue;
    unit.antecedent = lowerOpening(tokenText(previous, 0, subject.last), previous.tokens[0]);
  }
}
