import { formatCount } from "./format-count.ts";

/**
 * A deck's size, in the same words on every page that shows one (the deck
 * list, a deck's page, /study, the delete dialog): "12 cards" while every
 * note is one card, "12 notes, 13 cards" once a cloze note with several gaps
 * makes more cards than there are notes (docs/glossary.md, "note and card").
 */
export function deckSizeText({ notes, cards }: { notes: number; cards: number }): string {
  return notes === cards ? formatCount(cards, "card") : `${formatCount(notes, "note")}, ${formatCount(cards, "card")}`;
}
