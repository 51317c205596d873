import { browserStorage } from "@/lib/browser-storage.ts";
import {
  DECK_STORE_STORAGE_KEY,
  INITIAL_DECK_CLIENT_STATE,
  parseDeckClientState,
  serializeDeckClientState,
  stateFor,
  type TDeckClientState,
} from "./deck-store-state.ts";

type TStorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;
type TPatch = Partial<Omit<TDeckClientState, "owner">>;

/**
 * The client half of the deck store, remembered in localStorage. Storage may
 * be missing or throw (private modes, blocked cookies): it is only a memory
 * aid, so the state then lives for this tab only.
 */
export function createDeckClientStore(storage: () => TStorageLike | null) {
  const read = (): TDeckClientState => {
    try {
      return parseDeckClientState(storage()?.getItem(DECK_STORE_STORAGE_KEY));
    } catch {
      return INITIAL_DECK_CLIENT_STATE;
    }
  };
  let state = read();
  const listeners = new Set<() => void>();

  const write = (next: TDeckClientState) => {
    if (next === state) return;
    state = next;
    try {
      storage()?.setItem(DECK_STORE_STORAGE_KEY, serializeDeckClientState(next));
    } catch {
      // Remembered for this tab only.
    }
    listeners.forEach((listener) => listener());
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Changes `userId`'s state; someone else's remembered state is dropped first. */
    update(userId: string | null, patch: TPatch) {
      write({ ...stateFor(state, userId), ...patch });
    },
    /** Makes the state `userId`'s: kept if it already was, reset if it was someone else's. */
    claim(userId: string | null) {
      write(stateFor(state, userId));
    },
    /** docs/product.md's reset at sign-out: everything back to its default, remembered for nobody. */
    reset() {
      state = INITIAL_DECK_CLIENT_STATE;
      try {
        storage()?.removeItem(DECK_STORE_STORAGE_KEY);
      } catch {
        // Nothing stored to forget.
      }
      listeners.forEach((listener) => listener());
    },
    /** Another tab changed it. */
    reload() {
      state = read();
      listeners.forEach((listener) => listener());
    },
  };
}

export type TDeckClientStore = ReturnType<typeof createDeckClientStore>;

export const deckClientStore = createDeckClientStore(browserStorage);

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === DECK_STORE_STORAGE_KEY || event.key === null) deckClientStore.reload();
  });
}
