import { createDuplicateTracker } from "../quality/apply-quality-gates.ts";
import type { TCardDraft, TGeneratedCardType } from "../types.ts";
import type { TCandidate } from "./term-pools.ts";

/**
 * Picks the deck from every builder's candidates: one card per fact sentence
 * (a second card on the same sentence tests the same fact again), best
 * candidates first, with the requested types kept in balance: a type already
 * ahead of the others pays BALANCE_PENALTY per card it leads by. Candidates
 * under MIN_SCORE are never kept: few good cards beat many weak ones. Cards
 * come back in reading order.
 */
export const MIN_SCORE = 5;
const BALANCE_PENALTY = 1.2;
/** True statements at most this many times the false ones (plus a few): a deck of true ones teaches nothing to doubt. */
const TRUE_PER_FALSE = 2;
const TRUE_ALLOWANCE = 3;

export function selectCards(
  candidates: Map<TGeneratedCardType, TCandidate[]>,
  options: { limit?: number; minScore?: number } = {},
): TCardDraft[] {
  const minScore = options.minScore ?? MIN_SCORE;
  const queues = [...candidates.entries()].map(([type, items]) => ({
    type,
    items: items.filter((card) => card.score >= minScore).sort((a, b) => b.score - a.score || a.source.start - b.source.start),
    cursor: 0,
  }));
  const counts = new Map<TGeneratedCardType, number>(queues.map((queue) => [queue.type, 0]));
  const used = new Set<number>();
  const picked: TCandidate[] = [];
  const statements = { true: 0, false: 0 };
  const limit = options.limit ?? Number.POSITIVE_INFINITY;
  // The quality gates drop a card that repeats another's fact or answer; the selector passes it over instead.
  const duplicates = createDuplicateTracker();
  const shown = (card: TCandidate) => (card.alternative && statements.false <= statements.true ? card.alternative : card);
  const repeats = (card: TCandidate) => duplicates.isDuplicate(shown(card));

  const take = (queue: (typeof queues)[number], card: TCandidate) => {
    queue.cursor = queue.items.indexOf(card) + 1;
    for (const id of card.unitIds) used.add(id);
    counts.set(queue.type, (counts.get(queue.type) ?? 0) + 1);
    // True and false statements take turns, false first: a deck of only true ones teaches nothing to doubt.
    const chosen = shown(card);
    if (chosen.content.type === "truefalse") statements[chosen.content.isTrue ? "true" : "false"] += 1;
    duplicates.add(chosen);
    picked.push(chosen);
  };
  // Every type asked for gets its best card first, the scarcest type first: otherwise a type whose cards
  // span several sentences (a concept list) never finds its sentences free.
  for (const queue of [...queues].sort((a, b) => a.items.length - b.items.length)) {
    if (picked.length >= limit) break;
    const card = queue.items.find((candidate) => !candidate.unitIds.some((id) => used.has(id)) && !repeats(candidate));
    if (card && queue.cursor === 0) take(queue, card);
  }
  while (picked.length < limit) {
    const mean = [...counts.values()].reduce((sum, count) => sum + count, 0) / Math.max(1, counts.size);
    let best: { queue: (typeof queues)[number]; card: TCandidate; adjusted: number } | undefined;
    const tooManyTrue = statements.true >= Math.max(TRUE_ALLOWANCE, statements.false * TRUE_PER_FALSE);
    for (const queue of queues) {
      const isSkipped = (card: TCandidate) =>
        card.unitIds.some((id) => used.has(id)) || (tooManyTrue && card.content.type === "truefalse" && !card.alternative) || repeats(card);
      while (queue.cursor < queue.items.length && isSkipped(queue.items[queue.cursor]!)) queue.cursor += 1;
      const card = queue.items[queue.cursor];
      if (!card) continue;
      const adjusted = card.score - BALANCE_PENALTY * Math.max(0, (counts.get(queue.type) ?? 0) - mean);
      if (!best || adjusted > best.adjusted) best = { queue, card, adjusted };
    }
    if (!best) break;
    take(best.queue, best.card);
  }
  // Cards follow the text, so a reviewer meets them in the order they were taught.
  return picked
    .sort((a, b) => a.source.sectionIndex - b.source.sectionIndex || a.source.start - b.source.start)
    .map(({ content, source }) => ({ content, source }));
}
