import { formatCount } from "@/lib/format-count.ts";

const MAX_TITLES = 3;

/** What a test is over, in the builder's words: one deck by name, a few by name, many or all by number. */
export function practiceDecksText(decks: readonly { title: string; card_count: number }[], { isAll }: { isAll: boolean }): string {
  const cards = formatCount(
    decks.reduce((sum, deck) => sum + deck.card_count, 0),
    "card",
  );
  if (decks.length === 0) return "You have no decks yet: make one, then test yourself on it.";
  if (isAll && decks.length > 1) return `Questions from all your decks: ${formatCount(decks.length, "deck")}, ${cards}.`;
  const titles = decks.map((deck) => `“${deck.title}”`);
  const named =
    decks.length <= MAX_TITLES ? titles.join(", ") : `${titles.slice(0, MAX_TITLES).join(", ")} and ${decks.length - MAX_TITLES} more`;
  return `Questions from ${named}: ${cards}.`;
}
