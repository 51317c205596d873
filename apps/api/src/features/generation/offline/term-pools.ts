import type { TCardDraft, TCardSource } from "../types.ts";
import type { TAnalysis } from "../../analysis/analyse-document.ts";
import { VAGUE_GENUS } from "../../analysis/find-definitions.ts";
import type { TTerm, TUnit } from "../../analysis/analysis-types.ts";
import type { TTermStats } from "../../analysis/rank-terms.ts";
import { hash, lowerOpening } from "../../analysis/text-tools.ts";

/** Terms further apart than this many sentences belong to different topics of a long document. */
const SAME_TOPIC_UNITS = 25;

/** Heads too general for their modifiers to make a class: "set point" and "end point" are no pair. */
const VAGUE_HEADS = new Set(
  "point system value process part way type kind form level stage step result effect change factor area thing case".split(" "),
);

/** A card a builder proposes; the selector decides which ones the deck keeps. */
export type TCandidate = {
  content: TCardDraft["content"];
  source: TCardSource;
  unitIds: number[];
  score: number;
  /** A true statement's false twin: the selector keeps one of the two, whichever balances the deck. */
  alternative?: TCandidate;
};

export type TPoolEntry = {
  key: string;
  text: string;
  unitId: number;
  /** Written "the X" where first seen: a swap carries its own article ("the nucleus", "ATP"). */
  hasArticle: boolean;
  isPlural: boolean;
  /** Part of speech of each word of the term ("ADJ NOUN"): siblings differ in a modifier of one kind. */
  tags: string[];
  opensSentence: boolean;
  stats: TTermStats;
};
/** Every distinct gappable term of the document, by key: where swaps and distractors come from. */
export type TPools = Map<string, TPoolEntry>;

export function buildPools(analysis: TAnalysis): TPools {
  const pools: TPools = new Map();
  // Fact sentences only: a question or an instruction names things in passing ("primary control").
  for (const unit of analysis.facts) {
    for (const term of unit.terms) {
      const stats = analysis.salience.terms.get(term.key);
      const known = pools.get(term.key);
      if (!stats?.isGappable || (known && !(known.opensSentence && term.first > 0))) continue;
      const headToken = unit.tokens[term.last - 1];
      // A sentence opener's tags are the least reliable ("Positive" read as a name): a later mention replaces them.
      pools.set(term.key, {
        key: term.key,
        // "Photosynthesis" opening a sentence is "photosynthesis" anywhere else.
        text: known?.text ?? lowerOpening(term.text.replace(/\s+/g, " "), term.first === 0 ? unit.tokens[0] : undefined),
        unitId: known?.unitId ?? unit.id,
        hasArticle: unit.tokens[term.first - 1]?.lower === "the",
        isPlural: headToken !== undefined && headToken.pos === "NOUN" && headToken.lemma !== headToken.lower,
        tags: unit.tokens
          .slice(term.first, term.last)
          .filter((token) => /[\p{L}\p{N}]/u.test(token.value))
          .map((token) => token.pos),
        opensSentence: term.first === 0,
        stats,
      });
    }
  }
  return pools;
}

/**
 * Terms that can stand in for `term` as a plausible mistake, best first, in
 * type-checked classes only:
 * 1. terms the document defines with the same genus ("sensor", "effector":
 *    both "a component of a feedback system");
 * 2. terms with the same head and another modifier ("negative feedback",
 *    "positive feedback"; "alpha cells", "beta cells");
 * 3. for distractors only, other terms the document defines;
 * 4. names, places, dates of the same scale and amounts of the same unit.
 * Never the term itself, a shorter or longer form of it, one of its aliases,
 * or anything already in `context`; distractors also keep to similar length.
 */
export function findAlternatives(
  analysis: TAnalysis,
  pools: TPools,
  request: {
    key: string;
    text: string;
    kind: string;
    context: string;
    count: number;
    seed: string;
    purpose: "swap" | "distractor";
    isPlural?: boolean;
    /** The unit asking: other-topic terms (far away in a long document) are no plausible options. */
    near?: number;
  },
): TPoolEntry[] {
  const context = request.context.toLowerCase();
  const answerWords = wordsOf(request.text);
  const aliases = analysis.salience.aliases.get(request.text.toLowerCase().replace(/^(the|an?) /, "")) ?? new Set<string>();
  const related = analysis.salience.related.get(request.key) ?? new Set<string>();
  const stats = analysis.salience.terms.get(request.key);
  const genusOf = generaOf(analysis);
  const genus = genusOf.get(request.key);
  const seenTexts = new Set<string>();
  const usable = (entry: TPoolEntry) => {
    const text = entry.text.toLowerCase();
    if (entry.key === request.key || seenTexts.has(text) || aliases.has(text) || related.has(entry.key) || context.includes(text))
      return false;
    const entryWords = wordsOf(entry.text);
    if (isSubset(entryWords, answerWords) || isSubset(answerWords, entryWords)) return false;
    if (request.isPlural !== undefined && entry.isPlural !== request.isPlural) return false;
    if (request.purpose === "distractor" && !similarLength(entry.text, request.text)) return false;
    if (request.near !== undefined && !/^date:/.test(entry.stats.kind) && Math.abs(entry.unitId - request.near) > SAME_TOPIC_UNITS)
      return false;
    return true;
  };
  const classes: TPoolEntry[][] = [];
  const index = indexOf(pools);
  // "a complex task", "one part": terms that only share a vague genus are no siblings.
  if (genus && !VAGUE_GENUS.test(genus)) classes.push(index.defined.filter((entry) => genusOf.get(entry.key) === genus));
  if (stats?.head && request.key.includes(" ")) {
    // Siblings: as many words, one modifier apart ("negative feedback", "positive feedback"), each a term the text teaches.
    const words = request.key.split(" ");
    const isTaught = (entry: TTermStats) => entry.isDefined || entry.count >= 2;
    if (stats && isTaught(stats) && words.length <= 3 && !VAGUE_HEADS.has(stats.head)) {
      classes.push(
        (index.byHead.get(stats.head) ?? []).filter((entry) => {
          const other = entry.key.split(" ");
          if (entry.stats.head !== stats.head || other.length !== words.length || !isTaught(entry.stats)) return false;
          const differing = other.flatMap((word, i) => (word !== words[i] ? [i] : []));
          // "positive"/"negative", "alpha"/"beta": the modifiers are of one kind; "excess" and "blood" glucose are not.
          const at = differing[0];
          if (differing.length !== 1 || at === undefined || !/^(concept|subject)/.test(entry.stats.kind)) return false;
          const tagA = entry.stats.tags?.[at];
          const tagB = stats.tags?.[at];
          // "positive"/"negative" feedback contrast; "user"/"system" acceptance (nouns) need both terms defined to.
          const contrast = tagA === "ADJ" || (entry.stats.isDefined && stats.isDefined);
          return tagA !== undefined && tagA === tagB && contrast;
        }),
      );
    }
  }
  if (request.purpose === "distractor" && stats?.isDefined) {
    // A person is no option for a term's definition, nor a term for a person's.
    const isPerson = (kind: string) => kind === "person";
    classes.push(index.defined.filter((entry) => isPerson(entry.stats.kind) === isPerson(stats.kind)));
  }
  // People and places only stand in for others the text keeps coming back to: a name cited once is no plausible mistake.
  // A place swapped into a sentence tends to make nonsense ("shut down London"): places are offered as options only.
  const canStandIn = request.kind === "person" || (request.kind === "place" && request.purpose === "distractor");
  if (canStandIn) {
    if ((stats?.count ?? 0) >= 2) classes.push((index.byKind.get(request.kind) ?? []).filter((entry) => entry.stats.count >= 2));
  } else if (/^(date:|number:)/.test(request.kind)) classes.push(index.byKind.get(request.kind) ?? []);

  const picked: TPoolEntry[] = [];
  for (const candidates of classes) {
    const ranked = rank(candidates.filter(usable), request);
    for (const entry of ranked) {
      if (picked.length >= request.count) break;
      seenTexts.add(entry.text.toLowerCase());
      picked.push(entry);
    }
    if (picked.length >= request.count) break;
  }
  return picked;
}

const genera = new WeakMap<TAnalysis, Map<string, string | undefined>>();

/** Each defined term's genus ("component" for "sensor"), made once per analysis. */
function generaOf(analysis: TAnalysis): Map<string, string | undefined> {
  let map = genera.get(analysis);
  if (!map) {
    map = new Map(analysis.definitions.map((fact) => [fact.subjectKey, fact.genus]));
    genera.set(analysis, map);
  }
  return map;
}

type TPoolIndex = { defined: TPoolEntry[]; byHead: Map<string, TPoolEntry[]>; byKind: Map<string, TPoolEntry[]> };
/** The pool sorted into its classes once: findAlternatives runs for every candidate card. */
const poolIndexes = new WeakMap<TPools, TPoolIndex>();

function indexOf(pools: TPools): TPoolIndex {
  let index = poolIndexes.get(pools);
  if (!index) {
    index = { defined: [], byHead: new Map(), byKind: new Map() };
    for (const entry of pools.values()) {
      if (entry.stats.isDefined) index.defined.push(entry);
      if (entry.stats.head) listIn(index.byHead, entry.stats.head).push(entry);
      listIn(index.byKind, entry.stats.kind).push(entry);
    }
    poolIndexes.set(pools, index);
  }
  return index;
}

function listIn(map: Map<string, TPoolEntry[]>, key: string): TPoolEntry[] {
  let list = map.get(key);
  if (!list) {
    list = [];
    map.set(key, list);
  }
  return list;
}

/** Dates nearest in time first, other terms by salience; ties by a hash of the seed, so the choice is stable. */
function rank(candidates: TPoolEntry[], request: { kind: string; text: string; seed: string }): TPoolEntry[] {
  const year = firstYear(request.text);
  const byYear = request.kind.startsWith("date:") && year !== undefined;
  return candidates
    .map((entry) => ({
      entry,
      primary: byYear ? distance(entry.text, year) : -entry.stats.score,
      tie: hash(request.seed + entry.key),
    }))
    .sort((a, b) => a.primary - b.primary || a.tie - b.tie || a.entry.key.localeCompare(b.entry.key))
    .map(({ entry }) => entry);
}

/** Options of one card read alike: none three times longer than another, or many words against one. */
export function similarLength(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const wordsA = a.split(/\s+/).length;
  const wordsB = b.split(/\s+/).length;
  return long.length <= Math.max(8, short.length * 2.5) && Math.abs(wordsA - wordsB) <= 2;
}

/** Pool texts are asked about again and again (every swap, every distractor): their words are worked out once. */
const wordCache = new Map<string, Set<string>>();
const WORD_CACHE_LIMIT = 5000;

function wordsOf(text: string): Set<string> {
  const cached = wordCache.get(text);
  if (cached) return cached;
  const words = readWords(text);
  if (wordCache.size >= WORD_CACHE_LIMIT) wordCache.clear();
  wordCache.set(text, words);
  return words;
}

function readWords(text: string): Set<string> {
  return new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !/^(the|a|an|of)$/.test(word)));
}

function isSubset(small: Set<string>, big: Set<string>): boolean {
  if (small.size === 0) return false;
  for (const word of small) if (!big.has(word)) return false;
  return true;
}

function firstYear(text: string): number | undefined {
  const match = /\b(\d{3,4})s?\b/.exec(text);
  return match ? Number(match[1]) : undefined;
}

function distance(text: string, year: number): number {
  const other = firstYear(text);
  return other === undefined ? Number.MAX_SAFE_INTEGER : Math.abs(other - year);
}

/** The term's entry in the unit: the first term whose text matches. */
export function termIn(unit: TUnit, key: string): TTerm | undefined {
  return unit.terms.find((term) => term.key === key);
}
