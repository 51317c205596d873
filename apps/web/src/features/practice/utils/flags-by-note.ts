import type { TPracticeCardStats } from "@mnemo/api-contract";

/**
 * practice.itemStats's flags as the deck page's card list shows them: by note (a cloze note's cards share one entry in
 * the list), each reason in the deck page's words. Cards without a flag are left out.
 */
export function flagsByNote(cards: readonly TPracticeCardStats[]): Map<string, string[]> {
  const byNote = new Map<string, string[]>();
  for (const card of cards) {
    if (card.flags.length === 0) continue;
    byNote.set(card.note_id, [...(byNote.get(card.note_id) ?? []), ...card.flags.map((flag) => flag.text)]);
  }
  return byNote;
}
