import type { TNote } from "@mnemo/api-contract";
import { PLAYGROUND_STORAGE_KEY } from "./playground-deck.ts";
import { addPlaygroundCard, deletePlaygroundCard, updatePlaygroundCard, type TPlaygroundCardInput } from "./playground-notes.ts";
import { browserStorage } from "../browser-storage.ts";
import { assertPlaygroundMode, loadPlaygroundNotes, savePlaygroundNotes, type TStorageLike } from "./playground-storage.ts";
import { clearPlaygroundStudy } from "./playground-study-storage.ts";
import { createSampleNotes } from "./sample-cards.ts";

type TUser = { id: string } | null;

type TPlaygroundStoreDeps = {
  storage: () => TStorageLike | null;
  newId: () => string;
  now: () => string;
};

export type TPlaygroundState = {
  notes: TNote[];
  /** False when the last write only reached this tab's memory (storage full or blocked). */
  isPersisted: boolean;
};

/**
 * The sample deck for React: one in-memory snapshot, loaded from storage on
 * first use, written back on every change. Every call names the user so a
 * signed-in user can never read or write it (PlaygroundModeError).
 */
export function createPlaygroundStore({ storage, newId, now }: TPlaygroundStoreDeps) {
  let state: TPlaygroundState | null = null;
  const listeners = new Set<() => void>();

  const notify = () => listeners.forEach((listener) => listener());

  const load = (user: TUser): TPlaygroundState => {
    // Checked on every read, not only the first: the cached copy is no more a signed-in user's than the stored one.
    assertPlaygroundMode(user, "load");
    if (state) return state;
    const store = storage();
    state = { notes: loadPlaygroundNotes({ user, storage: store }), isPersisted: store !== null };
    return state;
  };

  const commit = (user: TUser, change: (notes: TNote[]) => TNote[]) => {
    const notes = change(load(user).notes);
    const isPersisted = savePlaygroundNotes(notes, { user, storage: storage() });
    state = { notes, isPersisted };
    notify();
    return notes;
  };

  return {
    getState: load,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Another tab changed the deck: read it again next time. */
    invalidate() {
      state = null;
      notify();
    },
    /** Returns the new card. */
    addCard: (user: TUser, card: TPlaygroundCardInput): TNote =>
      commit(user, (notes) => addPlaygroundCard(notes, card, { id: newId(), now: now() })).at(-1)!,
    updateCard: (user: TUser, id: string, card: TPlaygroundCardInput) =>
      commit(user, (notes) => updatePlaygroundCard(notes, id, card, now())),
    deleteCard: (user: TUser, id: string) => commit(user, (notes) => deletePlaygroundCard(notes, id)),
    /** The fresh sample, and its study progress forgotten with it. */
    resetSample: (user: TUser) => {
      const notes = commit(user, () => createSampleNotes());
      clearPlaygroundStudy(storage());
      return notes;
    },
  };
}

export type TPlaygroundStore = ReturnType<typeof createPlaygroundStore>;

/** A v4 UUID; crypto.randomUUID is missing on plain-http origins other than localhost. */
export function newLocalId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export const playgroundStore = createPlaygroundStore({
  storage: browserStorage,
  newId: newLocalId,
  now: () => new Date().toISOString(),
});

if (typeof window !== "undefined") {
  // Two tabs open on the sample deck stay in step.
  window.addEventListener("storage", (event) => {
    if (event.key === PLAYGROUND_STORAGE_KEY || event.key === null) playgroundStore.invalidate();
  });
}
