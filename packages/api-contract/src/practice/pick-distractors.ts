import { acceptedAnswers } from "./accepted-answers.ts";
import { answerClass } from "./answer-class.ts";
import { normaliseAnswer } from "./normalise-answer.ts";
import type { TSeededRandom } from "./seeded-random.ts";

/** Another card's answer that may serve as a wrong option; `prompt` is the question it answers. */
export type TAnswerCandidate = { text: string; groupId: string; prompt: string };

/** Normalised forms are worked out only for the candidates a question looks at (normalising is the costly part). */
type TPoolEntry = { text: string; groupId: string; prompt: string; length: number; norm?: string; promptNorm?: string; isUsable?: boolean };

/** The candidates of the chosen decks, grouped by answer class, read once per test. */
export type TDistractorPool = { byClass: Map<string, TPoolEntry[]> };

/**
 * A distractor's length is within a quarter of the key's (at least MIN_LENGTH_SLACK characters either way), so the
 * longest or shortest option does not give the key away. When fewer than the wanted number fit, the bound is
 * relaxed to a third (RELAXED_LENGTH_FRACTION) for the rest: a third still reads alike, and a 3-option question is
 * better than none.
 */
export const DISTRACTOR_LENGTH_FRACTION = 1 / 4;
export const RELAXED_LENGTH_FRACTION = 1 / 3;
export const MIN_LENGTH_SLACK = 2;
/** Distractors wanted for a 4-option question. */
export const MAX_DISTRACTORS = 3;

/** Options that only point at other options, which a shuffled or generated question makes meaningless. */
const FILLER =
  /^(?:(?:all|none|any|either|neither|both)(?: of)?(?: the)? ?(?:above|below|these|those|them|options|answers)?|both [a-d] and [a-d]|(?:neither|either) [a-d] (?:nor|or) [a-d]|[a-d] and [a-d]|not given|cannot be determined|i dont know)$/;

export function isFillerOption(text: string): boolean {
  return FILLER.test(normaliseAnswer(text));
}

/** A text's length as a reader counts it: code points of the trimmed text. */
export function answerLength(text: string): number {
  return [...text.trim()].length;
}

export function distractorPool(candidates: readonly TAnswerCandidate[]): TDistractorPool {
  const byClass = new Map<string, TPoolEntry[]>();
  for (const candidate of candidates) {
    const text = candidate.text.trim();
    if (text === "") continue;
    const { key } = answerClass(text, { question: candidate.prompt });
    const entry: TPoolEntry = { text, groupId: candidate.groupId, prompt: candidate.prompt, length: answerLength(text) };
    const bucket = byClass.get(key);
    if (bucket) bucket.push(entry);
    else byClass.set(key, [entry]);
  }
  return { byClass };
}

function entryNorm(entry: TPoolEntry): string {
  entry.norm ??= normaliseAnswer(entry.text);
  return entry.norm;
}

/** Not empty after normalising, and not filler. */
function isUsable(entry: TPoolEntry): boolean {
  entry.isUsable ??= entryNorm(entry) !== "" && !FILLER.test(entryNorm(entry));
  return entry.isUsable;
}

/**
 * Up to `count` wrong options for `key`, of its answer class, from the pool: never the key or one of its written
 * alternatives after normalising, never an answer to the same prompt, never one that contains the key or is
 * contained in it word for word ("Newton" / "Isaac Newton"), never filler, no two alike after normalising, lengths
 * alike (see DISTRACTOR_LENGTH_FRACTION). The key's own deck first, then the other decks; random by the seed.
 */
export function pickDistractors({
  key,
  prompt,
  groupId,
  pool,
  random,
  count = MAX_DISTRACTORS,
}: {
  key: string;
  prompt: string;
  groupId: string;
  pool: TDistractorPool;
  random: TSeededRandom;
  count?: number;
}): string[] {
  const bucket = pool.byClass.get(answerClass(key, { question: prompt }).key) ?? [];
  if (bucket.length === 0 || count <= 0) return [];
  const keyNorm = normaliseAnswer(key);
  const keyWords = ` ${keyNorm} `;
  const keyForms = new Set(acceptedAnswers(key).map((answer) => normaliseAnswer(answer)));
  const promptNorm = normaliseAnswer(prompt);
  const keyLength = answerLength(key);
  const ordered = [
    ...random.shuffle(bucket.filter((entry) => entry.groupId === groupId)),
    ...random.shuffle(bucket.filter((entry) => entry.groupId !== groupId)),
  ];
  const chosen: TPoolEntry[] = [];
  const taken = new Set<string>();
  for (const fraction of [DISTRACTOR_LENGTH_FRACTION, RELAXED_LENGTH_FRACTION]) {
    const slack = Math.max(MIN_LENGTH_SLACK, Math.round(keyLength * fraction));
    for (const entry of ordered) {
      if (chosen.length >= count) break;
      if (Math.abs(entry.length - keyLength) > slack || !isUsable(entry)) continue;
      const norm = entryNorm(entry);
      if (taken.has(norm) || keyForms.has(norm)) continue;
      if (keyNorm !== "" && (` ${norm} `.includes(keyWords) || keyWords.includes(` ${norm} `))) continue;
      entry.promptNorm ??= normaliseAnswer(entry.prompt);
      if (entry.promptNorm === promptNorm) continue;
      if (acceptedAnswers(entry.text).some((answer) => normaliseAnswer(answer) === keyNorm)) continue;
      chosen.push(entry);
      taken.add(norm);
    }
  }
  return chosen.map((entry) => entry.text);
}
