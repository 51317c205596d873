import type { TExtractedDocument } from "../reading/document.ts";
import type { TTerm, TUnit } from "./analysis-types.ts";
import type { TDefinition } from "./find-definitions.ts";
import { COMMON_ZIPF, type TWordFrequency } from "../../lib/word-frequency.ts";

/**
 * How much a term is worth a card, and whether a card may hide it. What the
 * document teaches: terms it defines or names in headings, terms it repeats,
 * words rare in general English (word-frequency list), names, dates and
 * measured quantities. What it does not: words everybody knows ("body",
 * "brain"), the genus words definitions lean on ("a component of", "a
 * mechanism that"), variables and labels ("X", "D1", "AB"), and the words of
 * the page itself ("Recap", "Introduction").
 */
export type TTermStats = {
  kind: string;
  count: number;
  firstUnit: number;
  /** Higher is more worth asking about. */
  score: number;
  /** A cloze may hide it, a false statement may swap it, an mcq may ask for it. */
  isGappable: boolean;
  isDefined: boolean;
  /** Head noun lemma of a concept term ("feedback" for "negative feedback"): same-head terms are siblings. */
  head?: string;
  /** Part of speech of each word, read from the term alone in lower case ("ADJ NOUN"), for a term the text teaches. */
  tags?: string[];
  /** The document's subject itself ("TAM" in a review of TAM): in so many sentences that hiding it tests nothing. */
  isTopic: boolean;
  text: string;
};

export type TSalience = {
  terms: Map<string, TTermStats>;
  /** Genus words of the document's definitions: "component", "mechanism", "set". */
  classNouns: Set<string>;
  /** Alias pairs, both ways: "sensor" <-> "receptor", "epinephrine" <-> "adrenaline". */
  aliases: Map<string, Set<string>>;
  /**
   * Terms defined through one another ("a set point is the value around which
   * the normal range fluctuates"), both ways: too close to swap or to offer as
   * each other's distractor, the "false" statement might still hold.
   */
  related: Map<string, Set<string>>;
  frequency: TWordFrequency;
};

/** Vague nouns a card should never hide alone, whatever their frequency. */
const VAGUE = new Set(
  "process part way type kind example number lot thing place time year form use result amount area case fact group level point role stage step aspect feature factor idea issue matter method order purpose reason sort term word period member end side component element item unit value quantity set range degree state condition effect change structure function system object element piece instance manner sense basis context situation situations variety series variable variables".split(
    " ",
  ),
);
/** People by what they do: "researchers", "the theorist", "a merchant" hide no fact on their own. */
const ROLES = new Set(
  "researcher scientist theorist author writer student teacher expert scholar investigator analyst observer participant respondent colonist merchant leader member citizen worker official critic supporter person people individual".split(
    " ",
  ),
);
/** The page's own words: headings and labels of a document, not its subject. */
const PAGE_WORDS = new Set(
  "recap introduction conclusion conclusions summary chapter section lecture lesson example examples figure table part unit module slide page exercise exercises problem problems question questions answer answers note notes review objective objectives overview appendix reference references bibliography abstract keywords acknowledgements contents week homework worksheet lab assignment essay".split(
    " ",
  ),
);
/** "X", "D1", "AB", "E2": variables, points and labels, never a term worth hiding. */
export const LABEL = /^(?:[A-Za-z]|[A-Z]{1,2}\d*|[A-Za-z]\d+|[A-Z]\d*[a-z]?|\d+[A-Za-z]|[ivxlcdm]{1,4}|[IVXLC]+(?:\s?[-–]\s?[IVXLC]+)?)$/;
const RARE_WORD_ZIPF = 3.6;
const VERY_RARE_ZIPF = 2.5;
/** A term in more than this share of a long document's fact sentences is its topic. */
const TOPIC_SHARE = 0.2;
/** A name (a system, a person, a place) in this share of the fact sentences is what the text is about. */
const NAME_TOPIC_SHARE = 0.12;
const DOMINANT_NAME_COUNT = 10;
const MIN_TOPIC_MENTIONS = 6;
const MIN_TOPIC_FACTS = 10;

export function rankTerms(input: {
  units: TUnit[];
  definitions: TDefinition[];
  document: TExtractedDocument;
  frequency: TWordFrequency;
  /** Tags a short lower-case phrase, one part of speech per word. */
  tagPhrase?: (text: string) => string[];
}): TSalience {
  const { units, definitions, document, frequency, tagPhrase } = input;
  const defined = new Set(definitions.map((fact) => fact.subjectKey));
  const classNouns = new Set(definitions.map((fact) => fact.genus).filter((genus): genus is string => genus !== undefined));
  for (const key of defined) classNouns.delete(key);
  const aliases = collectAliases(units, definitions);
  const related = new Map<string, Set<string>>();
  for (const fact of definitions) {
    for (const term of fact.unit.terms) {
      if (term.key === fact.subjectKey || term.first < fact.bodyAt) continue;
      related.set(fact.subjectKey, (related.get(fact.subjectKey) ?? new Set()).add(term.key));
      related.set(term.key, (related.get(term.key) ?? new Set()).add(fact.subjectKey));
    }
  }
  const headings = document.sections.map((section) => section.heading?.toLowerCase() ?? "").join(" | ");
  // "a cluster of brain cells referred to as the heat-loss center": a name the text gives is a term it teaches.
  const named = new Set<string>();
  for (const unit of units) {
    for (const term of unit.terms) {
      let at = term.first - 1;
      if (/^["“‘']$/.test(unit.tokens[at]?.value ?? "")) at -= 1;
      if (unit.tokens[at]?.lower === "the") at -= 1;
      const before = unit.tokens[at]?.lower ?? "";
      const beforeThat = unit.tokens[at - 1];
      // "a pigment called chlorophyll", "is called", "known as": a name given; "had called the Estates-General" summoned them.
      const isNaming =
        /^(called|termed|named)$/.test(before) &&
        /^(NOUN|ADJ|PROPN)$|^(is|are|was|were|be|been|being|also|often|commonly)$/.test(
          beforeThat?.pos === "AUX" ? beforeThat.lower : (beforeThat?.pos ?? ""),
        );
      if (isNaming || (before === "as" && /^(known|referred|defined)$/.test(beforeThat?.lower ?? ""))) named.add(term.key);
    }
  }

  const stats = new Map<string, TTermStats>();
  // Fact sentences first: a term's kind and spelling come from prose, not from a heading in title case.
  const ordered = [...units.filter((unit) => !unit.flaw), ...units.filter((unit) => unit.flaw)];
  for (const unit of ordered) {
    for (const term of unit.terms) {
      const entry = stats.get(term.key) ?? {
        kind: term.kind,
        count: 0,
        firstUnit: Number.POSITIVE_INFINITY,
        score: 0,
        isGappable: false,
        isDefined: defined.has(term.key) || named.has(term.key),
        isTopic: false,
        text: term.text.replace(/\s+/g, " "),
        ...headOf(unit, term),
      };
      entry.count += 1;
      entry.firstUnit = Math.min(entry.firstUnit, unit.id);
      stats.set(term.key, entry);
    }
  }
  const total = Math.max(1, units.length);
  // The document's title ("Factors Affecting Reaction Rates", "Stages of Sleep") names its topic.
  const title = units.find((unit) => unit.words > 0);
  const isTitle = title !== undefined && title.words <= 12 && !/[.!?]$/.test(title.text.trim());
  const titleText = isTitle ? title.text.toLowerCase() : "";
  const titleLemmas = isTitle ? singular(title.tokens.map((token) => token.lemma).join(" ")) : "";
  const facts = units.filter((unit) => !unit.flaw);
  const factTexts = facts.map((unit) => unit.text.toLowerCase());
  const texts = {
    acronyms: new Set([...stats.values()].filter((entry) => /^[A-Z]{2,}\d*$/.test(entry.text)).map((entry) => entry.text.toLowerCase())),
  };
  for (const [key, entry] of stats) {
    // Counted with its aliases ("TAM" and "Technology Acceptance Model"), over the fact sentences.
    // Only an acronym or a phrase counts as an alias here: "cells (adipocytes)" does not make every "cells" an adipocyte.
    const names = [
      entry.text.toLowerCase(),
      ...[...(aliases.get(entry.text.toLowerCase()) ?? [])].filter((alias) => /\s/.test(alias) || texts.acronyms.has(alias)),
    ];
    const mentions = factTexts.filter((text) => names.some((name) => text.includes(name) && hasWords(text, name))).length;
    const isName = /^(person|place|name)/.test(entry.kind);
    const share = isName ? NAME_TOPIC_SHARE : TOPIC_SHARE;
    entry.isTopic =
      (facts.length >= MIN_TOPIC_FACTS && mentions >= MIN_TOPIC_MENTIONS && mentions / facts.length > share) ||
      (entry.count >= 3 && (hasWords(titleText, entry.text.toLowerCase()) || hasWords(titleLemmas, singular(key))));
    const words = key.split(/[\s-]+/).filter((word) => /\p{L}/u.test(word));
    const rarity = Math.min(
      3,
      words.reduce((sum, word) => sum + Math.max(0, COMMON_ZIPF - frequency.zipf(word)) * 0.5, 0),
    );
    const inHeading = headings.includes(key);
    const kindBonus = /^(person|date)/.test(entry.kind) ? 2 : /^(name|place|number)/.test(entry.kind) ? 1 : 0;
    entry.isGappable = isGappable(key, entry, words, { frequency, classNouns, inHeading });
    const isTaught = entry.isDefined || entry.count >= 2;
    if (tagPhrase && entry.isGappable && isTaught && words.length > 1 && words.length <= 3) entry.tags = tagPhrase(key);
    entry.score =
      (entry.isDefined ? 4 : 0) +
      (inHeading ? 2 : 0) +
      Math.min(entry.count, 5) * 0.6 +
      rarity +
      kindBonus +
      (words.length > 1 ? 0.5 : 0) +
      (1 - entry.firstUnit / total) * 0.5 -
      (entry.isGappable ? 0 : 3);
  }
  markDominantName(stats);
  markTopicPhrases(stats);
  return { terms: stats, classNouns, aliases, related, frequency };
}

/** "TraceMonkey" in a paper about TraceMonkey: the name the text uses far more than any other is its subject. */
function markDominantName(stats: Map<string, TTermStats>): void {
  const names = [...stats.values()].filter((entry) => /^(person|place|name)/.test(entry.kind)).sort((a, b) => b.count - a.count);
  const [first, second] = names;
  if (first && first.count >= DOMINANT_NAME_COUNT && first.count >= 1.5 * (second?.count ?? 0)) first.isTopic = true;
}

/** "TAM model", "the original TAM": a phrase built on the topic's name is the topic too. */
function markTopicPhrases(stats: Map<string, TTermStats>): void {
  // Only a name or an acronym carries its topic into a phrase: "the TAM model" is TAM, "the Quebec Act" is no "act".
  const topics = [...stats.values()]
    .filter((entry) => entry.isTopic && (/^[A-Z]{2,}\d*$/.test(entry.text) || /\s/.test(entry.text.trim())))
    .map((entry) => entry.text.toLowerCase());
  if (topics.length === 0) return;
  for (const entry of stats.values()) {
    const padded = ` ${entry.text.toLowerCase()} `;
    if (!entry.isTopic && topics.some((topic) => padded.includes(` ${topic} `))) entry.isTopic = true;
  }
}

/** "reaction rates" -> "reaction rate": a crude singular, good enough to match a title's words. */
function singular(text: string): string {
  return text.replace(/(?<=\p{L}{3})s\b/gu, "");
}

/** "reaction rates" in "factors affecting reaction rates", not "rate" in "accelerate". */
function hasWords(text: string, phrase: string): boolean {
  if (phrase === "") return false;
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const before = text[at - 1] ?? " ";
    const after = text[at + phrase.length] ?? " ";
    if (!/[\p{L}\p{N}]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
  }
  return false;
}

function headOf(unit: TUnit, term: TTerm): { head?: string } {
  if (/^(person|place|date|number)/.test(term.kind)) return {};
  const head = unit.tokens[term.last - 1];
  return head && (head.pos === "NOUN" || head.pos === "PROPN") ? { head: head.lemma } : {};
}

function isGappable(
  key: string,
  entry: TTermStats,
  words: string[],
  context: { frequency: TWordFrequency; classNouns: Set<string>; inHeading: boolean },
): boolean {
  const text = entry.text;
  if (LABEL.test(text) || (words.length === 0 && !/^(date|number)/.test(entry.kind))) return false;
  // "Premise 1", "Step 3", "Case 2b": a label numbering the page's parts.
  if (/^\p{L}+\s\d+[a-z]?$/u.test(text) && !/^(date|number)/.test(entry.kind)) return false;
  if (words.some((word) => PAGE_WORDS.has(word)) && words.length <= 2) return false;
  if (entry.isDefined) return true;
  if (entry.kind.startsWith("date:")) return true;
  // A measured amount: "37°C", "13 books", "45 percent"; a bare "2" or "X = 6" is not.
  if (entry.kind.startsWith("number:")) return /\d/.test(text) && !LABEL.test(text);
  // An acronym ("PBC", "TAM") hidden on its own tests a label, not what it stands for.
  if (entry.kind === "name:acronym") return false;
  if (/^(person|place|name)/.test(entry.kind)) return text.replace(/[^\p{L}]/gu, "").length >= 3;
  if (words.length === 1) {
    const [word] = words as [string];
    if (VAGUE.has(word) || ROLES.has(word.replace(/s$/, "")) || context.classNouns.has(word)) return false;
    const zipf = context.frequency.zipf(word);
    // A single common noun is a term only where the text defines it; a rare one once it recurs or heads a section;
    // a word few readers have ever met ("stroma", "perfusion") whenever it appears.
    return zipf < VERY_RARE_ZIPF || (zipf < RARE_WORD_ZIPF && (entry.count >= 2 || context.inHeading));
  }
  if (words.length > 4) return false;
  const head = words.at(-1)!;
  // "the main function", "several factors": vague heads need a specific modifier and a repeat.
  if ((VAGUE.has(head) || context.classNouns.has(head)) && entry.count < 2 && !context.inHeading) return false;
  // A phrase is a term the text teaches when it recurs, heads a section, or holds a word few readers know.
  const rarest = Math.min(...words.map((word) => context.frequency.zipf(word)));
  // "Calvin cycle", "Krebs cycle": a name inside the phrase makes it a named concept.
  const isEponym = /^\p{Lu}\p{Ll}/u.test(text) && /\s\p{Ll}/u.test(text);
  return entry.count >= 2 || context.inHeading || rarest < 3 || isEponym;
}

/** "A sensor, also called a receptor", "epinephrine (adrenaline)", "fat cells (adipocytes)". */
function collectAliases(units: TUnit[], definitions: TDefinition[]): Map<string, Set<string>> {
  const aliases = new Map<string, Set<string>>();
  const link = (a: string, b: string) => {
    const x = a.toLowerCase();
    const y = b.toLowerCase();
    if (x === y) return;
    aliases.set(x, (aliases.get(x) ?? new Set()).add(y));
    aliases.set(y, (aliases.get(y) ?? new Set()).add(x));
  };
  for (const fact of definitions) for (const alias of fact.aliases) link(fact.subject.replace(/^(a|an|the) /i, ""), alias);
  for (const unit of units) {
    for (const match of unit.text.matchAll(/([\p{L}-]+(?: [\p{L}-]+)?) \(([\p{L}-]+(?: [\p{L}-]+)?)\)/gu)) {
      const [, before, inside] = match;
      if (before && inside && inside.length >= 2 && !/\d/.test(inside) && !/^(the|a|an|see|e\.g)$/i.test(inside)) {
        link(before, inside);
        link(before.split(" ").at(-1)!, inside);
      }
    }
  }
  return aliases;
}
