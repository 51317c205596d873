import type { TExchangeNote, TExportDeck, TExportMedia, TExportNotes } from "../exchange-model.ts";

/**
 * Going through an export's decks and media the same way whether they are in memory (tests, small
 * inputs) or read as they are written (`export/load-export-input.ts`: notes a page at a time from
 * the database, media streamed from the store). Writers that need the notes twice (a count first,
 * or the PDF's page count) call `deckNotes` again: a streamed deck is read again.
 */

function isStreamed(notes: TExportDeck["notes"]): notes is TExportNotes {
  return !Array.isArray(notes);
}

/** The deck's notes in order. */
export async function* deckNotes(deck: TExportDeck): AsyncGenerator<TExchangeNote> {
  if (isStreamed(deck.notes)) yield* deck.notes.read();
  else yield* deck.notes;
}

/** How many notes the deck has. */
export function deckNoteCount(deck: TExportDeck): number {
  return isStreamed(deck.notes) ? deck.notes.count : deck.notes.length;
}

/** Every deck's notes, with the deck, in order. */
export async function* exportNotes<TDeck extends TExportDeck>(
  decks: readonly TDeck[],
): AsyncGenerator<{ deck: TDeck; note: TExchangeNote }> {
  for (const deck of decks) for await (const note of deckNotes(deck)) yield { deck, note };
}

/** A media file's bytes, a chunk at a time. */
export async function* mediaChunks(media: TExportMedia): AsyncGenerator<Uint8Array> {
  if ("data" in media) yield media.data;
  else yield* media.read();
}
