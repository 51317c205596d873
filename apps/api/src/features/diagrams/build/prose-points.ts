import type { TOutlinePoint } from "@mnemo/api-contract";
import type { TSourceTexts } from "./source-texts.ts";

/**
 * Rules for points read from running prose (a paper, a textbook chapter),
 * where the outline holds nearly every sentence.
 */

/** "In the following section…", "The rest of this paper…", "This chapter is organised as follows": the text's plan, not its content. */
const ROADMAP = [
  /\b(?:in|the) (?:following|next|subsequent|remaining|previous|preceding|last) (?:sections?|chapters?|parts?|pages?|paragraphs?)\b/i,
  /\b(?:the )?(?:rest|remainder) of (?:this|the) (?:paper|article|essay|chapter|section|report|lecture)\b/i,
  /\bis (?:organi[sz]ed|structured|divided) (?:as follows|into \w+ (?:sections|parts|chapters))\b/i,
  /\bthis (?:paper|article|essay|chapter|section|report|lecture) (?:is (?:organi[sz]ed|structured)|proceeds|begins (?:by|with)|concludes (?:by|with)|will (?:first|then|next|now|briefly)?\s*(?:discuss|describe|outline|review|present|examine|turn|introduce|explore|cover))\b/i,
  /^(?:(?:first|next|then|finally|now|below|here|in this (?:section|chapter|paper)),?\s+)?(?:we|I) (?:will |shall |now |first |then |next |briefly |begin by |conclude by )+(?:turn to|discuss|describe|outline|review|present|examine|introduce|explore|cover|summari[sz]e)\b/i,
  /\b(?:in|see) (?:section|chapter) \d+(?:\.\d+)* (?:we|I|below|above)\b/i,
];

export function isRoadmap(text: string): boolean {
  return ROADMAP.some((pattern) => pattern.test(text));
}

const STOP_WORDS = new Set(
  `a an the of to in into on for by with from at as and or but that which who is are was were be been has have had it its this
  these those their there than then so such can may will would not also more most`.split(/\s+/),
);
/** Two points whose content words overlap this much (Jaccard) say the same thing. */
const SAME_SHARE = 0.75;
/** A point of at least CONTAINED_MIN content words, this share of which another says, is contained in it. */
const CONTAINED_SHARE = 0.9;
const CONTAINED_MIN = 8;
const MIN_CONTENT_WORDS = 5;

/** A point's content words, the numbers among them (sorted, joined) and its negations, for near-duplicate checks. */
export type TContentWords = { words: ReadonlySet<string>; numbers: string; negations: number };

/** "No duty to inspect", "not required", "may not", "cannot", "isn't", "without": a word that turns a statement round. */
const NEGATION = /\b(?:no|not|never|none|nor|neither|nobody|nothing|nowhere|cannot|without)\b|\p{L}n['’]t\b/giu;

/** A point's content words; undefined when too few to judge. */
export function contentWords(text: string): TContentWords | undefined {
  const words = new Set((text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => !STOP_WORDS.has(word)));
  if (words.size < MIN_CONTENT_WORDS) return undefined;
  const numbers = [...words].filter((word) => /\p{N}/u.test(word)).sort();
  return { words, numbers: numbers.join(" "), negations: text.match(NEGATION)?.length ?? 0 };
}

/**
 * Whether two points say nearly the same thing (an introduction repeating the
 * abstract): the same numbers, as many negations, and their content words overlap by
 * SAME_SHARE, or the shorter one's words are nearly all in the longer one.
 */
export function nearlySame(a: TContentWords, b: TContentWords): boolean {
  // "Rome fell in 476" and "Rome fell in 1453": points whose numbers differ say different things.
  if (a.numbers !== b.numbers) return false;
  // "No duty to inspect dangerous conditions" and "Duty to inspect dangerous conditions" say opposite things.
  if (a.negations !== b.negations) return false;
  let shared = 0;
  for (const word of a.words) if (b.words.has(word)) shared += 1;
  const union = a.words.size + b.words.size - shared;
  const smaller = Math.min(a.words.size, b.words.size);
  return shared / union >= SAME_SHARE || (smaller >= CONTAINED_MIN && shared / smaller >= CONTAINED_SHARE);
}

/**
 * Whether `next` goes on the paragraph `point` is in: both whole sentences of
 * running text in one source section with no line break between them. List
 * items and slide lines are each a line of their own, so they never do.
 */
export function sameParagraph(point: TOutlinePoint, next: TOutlinePoint, texts: TSourceTexts): boolean {
  const end = point.spans.at(-1)!;
  const start = next.spans[0]!;
  if (end.sectionIndex !== start.sectionIndex || start.start < end.end) return false;
  const text = texts.get(end.sectionIndex);
  if (text === undefined) return false;
  const gap = text.slice(end.end, start.start);
  return !gap.includes("\n") && /[.!?]["'”’)]?$/.test(end.quote.trim());
}
