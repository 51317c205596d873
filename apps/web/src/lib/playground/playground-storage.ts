import type { TNote } from "@mnemo/api-contract";
import { PLAYGROUND_STORAGE_KEY } from "./playground-deck.ts";
import { parseStoredPlayground, serializePlayground } from "./playground-notes.ts";
import { createSampleNotes } from "./sample-cards.ts";

export type TStorageLike = Pick<Storage, "getItem" | "setItem"> & Partial<Pick<Storage, "removeItem">>;

/** Who is asking: the playground belongs to visitors only. */
export type TPlaygroundAccess = {
  user: { id: string } | null;
  /** null when the browser refuses storage (private modes, blocked cookies): an in-memory copy is used. */
  storage: TStorageLike | null;
};

/** docs/product.md's rule: saving or loading playground decks outside playground mode is an error. */
export class PlaygroundModeError extends Error {
  constructor(action: "load" | "save") {
    super(`Cannot ${action} the playground deck while signed in: the playground is only for visitors. Use the account's decks instead.`);
    this.name = "PlaygroundModeError";
  }
}

export function assertPlaygroundMode(user: TPlaygroundAccess["user"], action: "load" | "save") {
  if (user) throw new PlaygroundModeError(action);
}

/**
 * Where the playground lives when browser storage cannot be used: this tab's
 * memory, for as long as the tab is open. Also the fallback when a write fails.
 */
let memoryCopy: string | null = null;

/** For tests: forget the in-memory copy. */
export function clearPlaygroundMemory() {
  memoryCopy = null;
}

function readRaw(storage: TStorageLike | null): string | null {
  if (storage) {
    try {
      return storage.getItem(PLAYGROUND_STORAGE_KEY) ?? memoryCopy;
    } catch {
      // Fall through to memory.
    }
  }
  return memoryCopy;
}

/** True when the browser kept it; false when only this tab's memory has it. */
function writeRaw(storage: TStorageLike | null, raw: string): boolean {
  memoryCopy = raw;
  if (!storage) return false;
  try {
    storage.setItem(PLAYGROUND_STORAGE_KEY, raw);
    return true;
  } catch {
    return false;
  }
}

/** The visitor's sample deck; a first visit, or anything unreadable in storage, gets a fresh sample. */
export function loadPlaygroundNotes({ user, storage }: TPlaygroundAccess): TNote[] {
  assertPlaygroundMode(user, "load");
  const stored = parseStoredPlayground(readRaw(storage));
  if (stored) return stored;
  const seeded = createSampleNotes();
  writeRaw(storage, serializePlayground(seeded));
  return seeded;
}

/** Returns whether the cards are in browser storage (true) or only in this tab (false). */
export function savePlaygroundNotes(notes: readonly TNote[], { user, storage }: TPlaygroundAccess): boolean {
  assertPlaygroundMode(user, "save");
  return writeRaw(storage, serializePlayground(notes));
}

/**
 * The stored notes for the sign-up handover (playground-handover.ts), whoever
 * asks: the one read allowed outside playground mode, so a visitor who just
 * signed up can bring the sample deck along. Never reseeds; null when there is
 * nothing usable.
 */
export function readPlaygroundNotesForHandover(storage: TStorageLike | null): TNote[] | null {
  return parseStoredPlayground(readRaw(storage));
}

/** Forgets the stored notes (after the handover moved them into the account): the next visit gets a fresh sample. */
export function clearPlaygroundNotes(storage: TStorageLike | null): void {
  memoryCopy = null;
  try {
    storage?.removeItem?.(PLAYGROUND_STORAGE_KEY);
  } catch {
    // Nothing stored, or nothing to do.
  }
}
