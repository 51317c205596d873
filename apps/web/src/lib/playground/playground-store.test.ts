import { afterEach, describe, expect, it } from "vitest";
import { parseStoredPlayground } from "./playground-notes.ts";
import { clearPlaygroundMemory, PlaygroundModeError, type TStorageLike } from "./playground-storage.ts";
import { createPlaygroundStore, newLocalId } from "./playground-store.ts";
import { createSampleNotes } from "./sample-cards.ts";

function setup() {
  const data = new Map<string, string>();
  const storage: TStorageLike = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  let counter = 0;
  const store = createPlaygroundStore({
    storage: () => storage,
    newId: () => `local-${++counter}`,
    now: () => "2026-03-01T10:00:00.000Z",
  });
  const stored = () => parseStoredPlayground(data.get("_playground_notes"));
  return { store, stored, data };
}

afterEach(clearPlaygroundMemory);

describe("the playground store", () => {
  it("persists every change, so it survives a reload", () => {
    const { store, stored } = setup();
    const { id } = store.addCard(null, { front: "Capital of France?", back: "Paris" });
    expect(stored()?.at(-1)).toMatchObject({ id, content: { front: "Capital of France?", back: "Paris" } });

    store.updateCard(null, id, { front: "Capital of Italy?", back: "Rome" });
    expect(stored()?.at(-1)?.content).toEqual({ type: "manual", front: "Capital of Italy?", back: "Rome" });

    store.deleteCard(null, id);
    expect(stored()).toEqual(createSampleNotes());
  });

  it("tells subscribers about changes", () => {
    const { store } = setup();
    let calls = 0;
    const unsubscribe = store.subscribe(() => (calls += 1));
    store.addCard(null, { front: "a", back: "b" });
    store.resetSample(null);
    unsubscribe();
    store.addCard(null, { front: "c", back: "d" });
    expect(calls).toBe(2);
  });

  it("resets to the sample deck, and forgets its study progress", () => {
    const { store, stored, data } = setup();
    data.set("_playground_study", JSON.stringify({ version: 1, cards: {}, reviews: [] }));
    store.deleteCard(null, createSampleNotes()[0]!.id);
    store.addCard(null, { front: "a", back: "b" });
    store.resetSample(null);
    expect(store.getState(null).notes).toEqual(createSampleNotes());
    expect(stored()).toEqual(createSampleNotes());
    expect(data.has("_playground_study")).toBe(false);
  });

  it("reads storage again after another tab changed it", () => {
    const first = setup();
    first.store.getState(null);
    first.data.set("_playground_notes", JSON.stringify({ version: 1, notes: [] }));
    expect(first.store.getState(null).notes).toHaveLength(createSampleNotes().length);
    first.store.invalidate();
    expect(first.store.getState(null).notes).toEqual([]);
  });

  it("never reads or writes for a signed-in user, even once loaded", () => {
    const { store, data } = setup();
    store.getState(null);
    const before = data.get("_playground_notes");
    const user = { id: "user-1" };
    expect(() => store.getState(user)).toThrow(PlaygroundModeError);
    expect(() => store.addCard(user, { front: "a", back: "b" })).toThrow(PlaygroundModeError);
    expect(() => store.resetSample(user)).toThrow(PlaygroundModeError);
    expect(data.get("_playground_notes")).toBe(before);
  });
});

describe("without browser storage", () => {
  it("keeps the deck in memory and says it is not stored", () => {
    const store = createPlaygroundStore({ storage: () => null, newId: () => "local-1", now: () => "2026-03-01T10:00:00.000Z" });
    expect(store.getState(null)).toMatchObject({ notes: createSampleNotes(), isPersisted: false });
    store.addCard(null, { front: "a", back: "b" });
    expect(store.getState(null).isPersisted).toBe(false);
    expect(store.getState(null).notes).toHaveLength(createSampleNotes().length + 1);
  });

  it("says it is stored when the browser keeps it", () => {
    expect(setup().store.getState(null).isPersisted).toBe(true);
  });
});

describe("newLocalId", () => {
  it("makes v4 UUIDs", () => {
    expect(newLocalId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
