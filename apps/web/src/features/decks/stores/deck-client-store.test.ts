import { describe, expect, it } from "vitest";
import { createDeckClientStore } from "./deck-client-store.ts";
import { DECK_STORE_STORAGE_KEY, INITIAL_DECK_CLIENT_STATE } from "./deck-store-state.ts";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe("the deck store's remembered state", () => {
  it("remembers the layout across reloads (a new store on the same storage)", () => {
    const storage = memoryStorage();
    createDeckClientStore(() => storage).update("u1", { layout: "layout-list" });
    const reloaded = createDeckClientStore(() => storage);
    expect(reloaded.getState()).toMatchObject({ layout: "layout-list", owner: { userId: "u1" } });
  });

  it("forgets another person's choices when someone else claims it", () => {
    const storage = memoryStorage();
    const store = createDeckClientStore(() => storage);
    store.update("u1", { activeGroup: "g1", layout: "layout-list", notesVisible: false });
    store.claim(null);
    expect(store.getState()).toEqual({ ...INITIAL_DECK_CLIENT_STATE, owner: { userId: null } });
    expect(JSON.parse(storage.data.get(DECK_STORE_STORAGE_KEY)!).activeGroup).toBeNull();
  });

  it("keeps its owner's choices when they claim it again", () => {
    const store = createDeckClientStore(() => memoryStorage());
    store.update("u1", { activeGroup: "g1" });
    const before = store.getState();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.claim("u1");
    expect(store.getState()).toBe(before);
    expect(notified).toBe(0);
  });

  it("resets everything and forgets it in storage (sign-out)", () => {
    const storage = memoryStorage();
    const store = createDeckClientStore(() => storage);
    store.update("u1", { activeGroup: "g1", layout: "layout-list" });
    store.reset();
    expect(store.getState()).toEqual(INITIAL_DECK_CLIENT_STATE);
    expect(storage.data.has(DECK_STORE_STORAGE_KEY)).toBe(false);
  });

  it("still works, for this tab, when storage throws", () => {
    const throwing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    const store = createDeckClientStore(() => throwing);
    store.update(null, { layout: "layout-list" });
    expect(store.getState().layout).toBe("layout-list");
    store.reset();
    expect(store.getState()).toEqual(INITIAL_DECK_CLIENT_STATE);
  });
});
