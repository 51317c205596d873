import type { TCardDraft, TGeneratedCardType } from "../types.ts";
import type { TCandidate } from "./term-pools.ts";

/**
 * Picks a section's cards from the builders' candidates: types take turns in
 * the order the user listed them, best candidates first, until the section's
 * cap. A sentence backs at most two cards and never two of one type, so a
 * section's cards spread over its text instead of piling on one sentence.
 * True and false statements alternate across the document.
 */
export type TBalance = { trueCount: number; falseCount: number };

const MAX_CARDS_PER_UNIT = 2;

export function selectCards(
  candidates: Map<TGeneratedCardType, TCandidate[]>,
  types: TGeneratedCardType[],
  cap: number,
  balance: TBalance,
): TCardDraft[] {
  const queues = types.map((type) => ({
    type,
    items: [...(candidates.get(type) ?? [])].sort((a, b) => b.score - a.score || a.source.start - b.source.start),
  }));
  const usage = new Map<number, number>();
  const usedByType = new Map<TGeneratedCardType, Set<number>>();
  const picked: { card: TCandidate; order: number }[] = [];

  const fits = (card: TCandidate, type: TGeneratedCardType) => {
    const sameType = usedByType.get(type);
    if (card.unitIds.some((id) => sameType?.has(id))) return false;
    // Concept lists summarise several sentences; they do not use up a sentence.
    return type === "concept_fact_list" || card.unitIds.every((id) => (usage.get(id) ?? 0) < MAX_CARDS_PER_UNIT);
  };

  let progressed = true;
  while (picked.length < cap && progressed) {
    progressed = false;
    for (const [order, queue] of queues.entries()) {
      if (picked.length >= cap) break;
      const index = queue.items.findIndex((card) => fits(card, queue.type));
      if (index < 0) continue;
      let [card] = queue.items.splice(index, 1);
      if (!card) continue;
      if (card.alternative && balance.falseCount <= balance.trueCount) card = card.alternative;
      if (card.content.type === "truefalse") {
        if (card.content.isTrue) balance.trueCount += 1;
        else balance.falseCount += 1;
      }
      for (const id of card.unitIds) usage.set(id, (usage.get(id) ?? 0) + 1);
      const sameType = usedByType.get(queue.type) ?? new Set<number>();
      for (const id of card.unitIds) sameType.add(id);
      usedByType.set(queue.type, sameType);
      picked.push({ card, order });
      progressed = true;
    }
  }
  // Cards follow the text, so a reviewer meets them in the order they were taught.
  return picked
    .sort((a, b) => a.card.source.start - b.card.source.start || a.order - b.order)
    .map(({ card }) => ({ content: card.content, source: card.source }));
}
