import { noteCardOrds, type TGroup, type TNote } from "@mnemo/api-contract";

/**
 * The visitors' one sample deck. Deck URLs must hold a UUID (anything else is
 * a 404), so the sample deck has a fixed, valid v4 UUID that no server deck
 * will ever have in practice: /flashcards/00000000-0000-4000-8000-00000000f1a5.
 * Changing it breaks visitors' bookmarks, nothing else.
 */
export const PLAYGROUND_DECK_ID = "00000000-0000-4000-8000-00000000f1a5";
export const PLAYGROUND_DECK_TITLE = "Your First Deck";
/** docs/product.md's browser storage key. */
export const PLAYGROUND_STORAGE_KEY = "_playground_notes";

/** The sample's creation date: never shown, fixed so a reseeded sample equals the first one. */
export const SAMPLE_EPOCH = "2026-01-01T00:00:00.000Z";

export function isPlaygroundDeckId(id: string): boolean {
  return id.toLowerCase() === PLAYGROUND_DECK_ID;
}

/** The sample deck as the deck list shows it; its counts are of the notes stored in this browser and the cards they make. */
export function playgroundGroup(notes: readonly TNote[]): TGroup {
  const lastChange = notes.reduce((latest, note) => (note.updated_at > latest ? note.updated_at : latest), SAMPLE_EPOCH);
  return {
    id: PLAYGROUND_DECK_ID,
    title: PLAYGROUND_DECK_TITLE,
    note_count: notes.length,
    card_count: notes.reduce((sum, note) => sum + noteCardOrds(note.content).length, 0),
    created_at: SAMPLE_EPOCH,
    updated_at: lastChange,
  };
}
