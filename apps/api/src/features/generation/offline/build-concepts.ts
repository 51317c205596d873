import { INSTRUCTION_VERBS, SECOND_PERSON, SELF_REFERENCE, hasFirstPerson } from "../../analysis/text-signals.ts";
import type { TAnalysis } from "../../analysis/analyse-document.ts";
import type { TUnit } from "../../analysis/analysis-types.ts";
import { factScore } from "../../analysis/fact-score.ts";
import { LABEL } from "../../analysis/rank-terms.ts";
import { renderUnit, sourceOf } from "./render.ts";
import type { TCandidate } from "./term-pools.ts";
import { capitalise, collapse, withoutEndPunctuation } from "../../analysis/text-tools.ts";

/**
 * Concept + facts cards, headed by what the facts are about:
 * - a term the document teaches (defined, or salient) that is the subject of
 *   at least two fact sentences: its definition and what else is said of it;
 * - a slide or short section whose heading names a topic ("Elements",
 *   "Common Notions") with the statements listed under it;
 * - a bullet list under a lead line that names its topic.
 * A fact that merely mentions the term does not count: the head must be what
 * each fact is about.
 */
const MAX_FACTS = 6;
const MIN_FACTS = 2;
const MIN_HEADING_FACTS = 3;
const MAX_SPAN_CHARS = 1500;
const MAX_FACT_CHARS = 240;
const PAGE_HEADINGS =
  /^(introduction|definitions?|conclusions?|summary|overview|recap|review|notes?|examples?|exercises?|basics|background|outline|contents|agenda|questions?|references|and|of|the|a|key|main|important|points?|terms?|concepts?|ideas?|more|further|reading|remarks?|comments?|tips?|approach(es)?|methods?|discussion|motivation|aside|caveats?|issues?|problems?|details?|software|tools?|theory|practice|applications?|other|misc|miscellaneous|general|final|thoughts?)$/;

export function buildConcepts(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  return [...bySubject(units, analysis), ...byHeading(units, analysis), ...byList(analysis)];
}

function bySubject(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const about = new Map<string, TUnit[]>();
  const definedIn = new Map(analysis.definitions.map((fact) => [fact.unit.id, fact.subjectKey]));
  // "It takes place in the chloroplasts" is about what "It" stands for.
  const keyOfText = new Map([...analysis.salience.terms].map(([key, stats]) => [stats.text.toLowerCase().replace(/^(the|an?) /, ""), key]));
  for (const unit of units) {
    if (unit.flaw || renderUnit(unit).length > MAX_FACT_CHARS) continue;
    // The sentence's subject: its first term, right before the verb (or the defined term).
    const key =
      definedIn.get(unit.id) ??
      (unit.antecedent ? keyOfText.get(unit.antecedent.toLowerCase().replace(/^(the|an?) /, "")) : subjectKey(unit));
    if (!key) continue;
    const stats = analysis.salience.terms.get(key);
    // A person heads no list of facts: "Bagozzi" over his arguments reads as trivia about a name.
    if (!stats?.isGappable || !/^(concept|subject)/.test(stats.kind)) continue;
    about.set(key, [...(about.get(key) ?? []), unit]);
  }
  const cards: TCandidate[] = [];
  for (const [key, facts] of about) {
    const first = facts[0]!;
    const near = facts.filter((unit) => unit.section === first.section || Math.abs(unit.id - first.id) <= 12);
    const chosen = near.filter((unit) => unit.section === first.section && unit.end - first.start <= MAX_SPAN_CHARS).slice(0, MAX_FACTS);
    if (chosen.length < MIN_FACTS) continue;
    const stats = analysis.salience.terms.get(key)!;
    cards.push({
      content: {
        type: "concept_fact_list",
        concept: capitalise(stats.text.replace(/^(the|an?) /i, "")),
        facts: chosen.map((unit) => renderUnit(unit)),
      },
      source: sourceOf(first.section, first.start, chosen.at(-1)!.end),
      unitIds: chosen.map((unit) => unit.id),
      score: 7 + stats.score / 4 + chosen.length * 0.3,
    });
  }
  return cards;
}

/** The term a fact sentence is about: the one its main verb follows. */
function subjectKey(unit: TUnit): string | undefined {
  const term = unit.terms.find((candidate) => candidate.first <= 1);
  if (!term) return undefined;
  const next = unit.tokens[term.last];
  return next && (next.pos === "VERB" || next.pos === "AUX") ? term.key : undefined;
}

/**
 * A slide or a short section headed by a topic: "Elements" over "Books I-IV
 * and VI discuss plane geometry" and three more lines. The heading must be a
 * name or a term (not "Introduction", "Section 1.2" or a question).
 */
function byHeading(units: TUnit[], analysis: TAnalysis): TCandidate[] {
  const cards: TCandidate[] = [];
  const sections = new Map<number, TUnit[]>();
  for (const unit of units) sections.set(unit.section.index, [...(sections.get(unit.section.index) ?? []), unit]);
  for (const sectionUnits of sections.values()) {
    const section = sectionUnits[0]!.section;
    const heading = section.heading?.trim();
    // Speaker notes are what the presenter says about the slide, not a list under its title.
    if (!heading || !isTopicHeading(heading) || section.part === "notes") continue;
    const facts = sectionUnits.filter((unit) => !unit.flaw && unit.words <= 30);
    // A heading over a long prose section is a chapter title, not the subject of every sentence in it.
    // Two lines under a heading are a note, not the facts of a concept.
    if (facts.length < MIN_HEADING_FACTS || facts.length > MAX_FACTS || facts.length < sectionUnits.length * 0.6) continue;
    cards.push({
      content: {
        type: "concept_fact_list",
        concept: capitalise(heading.replace(/\s+/g, " ")),
        facts: facts.map((unit) => withoutEndPunctuation(renderUnit(unit))),
      },
      source: sourceOf(section, facts[0]!.start, facts.at(-1)!.end),
      unitIds: facts.map((unit) => unit.id),
      score: 7.5 + facts.reduce((sum, unit) => sum + factScore(unit, analysis), 0) / facts.length,
    });
  }
  return cards;
}

function isTopicHeading(heading: string): boolean {
  if (heading.length > 60 || /[?:]$/.test(heading) || /\d/.test(heading)) return false;
  // "Evaluate this Critical Argument", "Develop an argument", "Example: ...": a task or an example, not a topic.
  if (INSTRUCTION_VERBS.has(heading.split(/\s+/)[0]!.toLowerCase()) || /\bexamples?\b/i.test(heading)) return false;
  const words = heading.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0 || words.length > 6 || words.every((word) => LABEL.test(word))) return false;
  // "Introduction", "Definitions", "Conclusion", "Summary": the page's own words, not a topic.
  return !words.every((word) => PAGE_HEADINGS.test(word));
}

/** Bullet items under a lead line that names what they are ("The outer planets include:"). */
function byList(analysis: TAnalysis): TCandidate[] {
  const cards: TCandidate[] = [];
  for (const list of analysis.lists) {
    if (!list.isBullets) continue;
    const [lead, ...items] = list.units;
    // The lead must read alone: "This stimulation has three major effects:" does not say whose.
    if (!lead || lead.isBullet || !/^[\p{Lu}]/u.test(lead.text) || /^(this|these|that|those|it|they|there|here|such)\b/i.test(lead.text))
      continue;
    // "We will discuss the following:", "Ideas that bedevil discussions:": the author talking, or a list set up to be refuted.
    if (lead.flaw && lead.flaw !== "fragment") continue;
    if (hasFirstPerson(lead.text) || SECOND_PERSON.test(lead.text) || SELF_REFERENCE.test(lead.text)) continue;
    if (items.length < MIN_FACTS || items.some((unit) => unit.flaw && unit.flaw !== "fragment")) continue;
    cards.push({
      content: {
        type: "concept_fact_list",
        concept: capitalise(withoutEndPunctuation(collapse(list.concept))),
        facts: list.items.slice(0, 12).map((item) => capitalise(item)),
      },
      source: sourceOf(lead.section, list.start, list.end),
      unitIds: list.units.map((unit) => unit.id),
      score: 7,
    });
  }
  return cards;
}
