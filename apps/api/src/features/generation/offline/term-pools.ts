import type { TCardDraft, TCardSource } from "../types.ts";
import type { TAnalysis } from "./analyse-document.ts";
import { hash, lowerOpening } from "./text-tools.ts";

/** A card a builder proposes; the selector decides which ones a section keeps. */
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
  score: number;
  unitId: number;
  /** Written "the X" where first seen: a swap carries its own article ("the nucleus", "ATP"). */
  hasArticle: boolean;
};
/** Every distinct term of the document, grouped by kind: where swaps and distractors come from. */
export type TPools = Map<string, TPoolEntry[]>;

export function buildPools(analysis: TAnalysis): TPools {
  const pools: TPools = new Map();
  const seen = new Set<string>();
  for (const unit of analysis.units) {
    for (const term of unit.terms) {
      if (seen.has(term.key)) continue;
      seen.add(term.key);
      const pool = pools.get(term.kind) ?? [];
      pool.push({
        key: term.key,
        // "Photosynthesis" opening a sentence is "photosynthesis" anywhere else.
        text: lowerOpening(term.text.replace(/\s+/g, " "), term.first === 0 ? unit.tokens[0] : undefined),
        score: analysis.terms.get(term.key)?.score ?? 0,
        unitId: unit.id,
        hasArticle: unit.tokens[term.first - 1]?.lower === "the",
      });
      pools.set(term.kind, pool);
    }
  }
  return pools;
}

/**
 * Terms of the same kind that can stand in for `answer`: never the answer
 * itself or a shorter/longer form of it ("Napoleon" for "Napoleon Bonaparte"
 * would make a second right option), never a term already in `context`.
 * Years are picked nearest in time, other kinds nearest in the text (same
 * topic, so plausible); ties go by a hash seeded with the question.
 */
export function pickAlternatives(
  pools: TPools,
  request: {
    kind: string;
    key: string;
    text: string;
    context: string;
    count: number;
    seed: string;
    near: number;
    minScore?: number;
    /** Only terms first written with (true) or without (false) "the": "the rate" never stands in for "chlorophyll". */
    hasArticle?: boolean;
  },
): TPoolEntry[] {
  const context = request.context.toLowerCase();
  const answerWords = words(request.text);
  const seenTexts = new Set<string>();
  const candidates = (pools.get(request.kind) ?? []).filter((entry) => {
    const text = entry.text.toLowerCase();
    if (entry.key === request.key || seenTexts.has(text) || context.includes(text)) return false;
    if (request.minScore !== undefined && entry.score < request.minScore) return false;
    if (request.hasArticle !== undefined && entry.hasArticle !== request.hasArticle) return false;
    const entryWords = words(entry.text);
    if (isSubset(entryWords, answerWords) || isSubset(answerWords, entryWords)) return false;
    seenTexts.add(text);
    return true;
  });
  // Sort keys are computed once per entry: pools of a long document hold thousands of terms.
  const year = firstYear(request.text);
  const byYear = request.kind.startsWith("date:") && year !== undefined;
  const ranked = candidates.map((entry) => ({
    entry,
    primary: byYear ? distance(entry.text, year) : Math.abs(entry.unitId - request.near),
    tie: hash(request.seed + entry.key),
  }));
  ranked.sort((a, b) => a.primary - b.primary || a.tie - b.tie || a.entry.key.localeCompare(b.entry.key));
  return ranked.slice(0, request.count).map(({ entry }) => entry);
}

function words(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
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
