import { afterEach, describe, expect, it } from "vitest";
import { PLAYGROUND_STORAGE_KEY } from "./playground-deck.ts";
import { serializePlayground } from "./playground-notes.ts";
import {
  clearPlaygroundMemory,
  loadPlaygroundNotes,
  PlaygroundModeError,
  savePlaygroundNotes,
  type TStorageLike,
} from "./playground-storage.ts";
import { createSampleNotes } from "./sample-cards.ts";

function memoryStorage(initial: Record<string, string> = {}): TStorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const brokenStorage: TStorageLike = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

const visitor = null;
const signedIn = { id: "user-1" };

afterEach(clearPlaygroundMemory);

describe("loadPlaygroundNotes", () => {
  it("seeds a first visit with the sample deck and stores it under _playground_notes", () => {
    const storage = memoryStorage();
    const notes = loadPlaygroundNotes({ user: visitor, storage });
    expect(notes).toEqual(createSampleNotes());
    expect(PLAYGROUND_STORAGE_KEY).toBe("_playground_notes");
    expect(JSON.parse(storage.data.get("_playground_notes")!)).toEqual({ version: 1, notes });
  });

  it("returns the visitor's own cards on later visits", () => {
    const own = createSampleNotes().slice(0, 2);
    const storage = memoryStorage({ _playground_notes: serializePlayground(own) });
    expect(loadPlaygroundNotes({ user: visitor, storage })).toEqual(own);
  });

  it("reseeds when storage holds something unreadable", () => {
    const storage = memoryStorage({ _playground_notes: "not json" });
    expect(loadPlaygroundNotes({ user: visitor, storage })).toEqual(createSampleNotes());
    expect(storage.data.get("_playground_notes")).toBe(serializePlayground(createSampleNotes()));
  });

  it("refuses a signed-in user", () => {
    expect(() => loadPlaygroundNotes({ user: signedIn, storage: memoryStorage() })).toThrow(PlaygroundModeError);
  });
});

describe("savePlaygroundNotes", () => {
  it("writes to browser storage and says so", () => {
    const storage = memoryStorage();
    const notes = createSampleNotes().slice(1);
    expect(savePlaygroundNotes(notes, { user: visitor, storage })).toBe(true);
    expect(loadPlaygroundNotes({ user: visitor, storage })).toEqual(notes);
  });

  it("refuses a signed-in user and leaves storage alone", () => {
    const storage = memoryStorage();
    expect(() => savePlaygroundNotes([], { user: signedIn, storage })).toThrow(/signed in/);
    expect(storage.data.size).toBe(0);
  });

  it("falls back to this tab's memory when there is no storage", () => {
    const notes = createSampleNotes().slice(0, 1);
    expect(savePlaygroundNotes(notes, { user: visitor, storage: null })).toBe(false);
    expect(loadPlaygroundNotes({ user: visitor, storage: null })).toEqual(notes);
  });

  it("falls back to memory when storage throws", () => {
    const notes = createSampleNotes().slice(0, 4);
    expect(savePlaygroundNotes(notes, { user: visitor, storage: brokenStorage })).toBe(false);
    expect(loadPlaygroundNotes({ user: visitor, storage: brokenStorage })).toEqual(notes);
  });
});
