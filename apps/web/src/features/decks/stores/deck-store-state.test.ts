import type { TGroup, TNote } from "@mnemo/api-contract";
import { describe, expect, it } from "vitest";
import {
  afterGroupDeleted,
  appendNotesPage,
  DEFAULT_DECK_LAYOUT,
  INITIAL_DECK_CLIENT_STATE,
  cardCountOf,
  normalizeGroup,
  noteCountOf,
  notesFromPages,
  parseDeckClientState,
  parseDeckLayout,
  removeNoteFromPages,
  replaceNoteInPages,
  serializeDeckClientState,
  stateFor,
  withGroupAdded,
  withGroupRemoved,
  withNoteCountChanged,
  type TDeckClientState,
} from "./deck-store-state.ts";

const note = (id: string): TNote => ({
  id,
  group_id: "g1",
  type: "manual",
  content: { type: "manual", front: `front ${id}`, back: `back ${id}` },
  source: null,
  position: 0,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});
const group = (id: string, note_count = 0): TGroup => ({
  id,
  title: id,
  note_count,
  card_count: note_count,
  created_at: "",
  updated_at: "",
});

describe("the deck store's initial state", () => {
  it("has the product's defaults: no active deck, grid layout", () => {
    expect(INITIAL_DECK_CLIENT_STATE).toMatchObject({ activeGroup: null, layout: "layout-grid" });
    expect(DEFAULT_DECK_LAYOUT).toBe("layout-grid");
  });
});

describe("remembering the layout and the rest", () => {
  it("reads back what it stored", () => {
    const state: TDeckClientState = { owner: { userId: "u1" }, activeGroup: "g1", notesVisible: false, layout: "layout-list" };
    expect(parseDeckClientState(serializeDeckClientState(state))).toEqual(state);
  });

  it("keeps a visitor's state apart from unclaimed state", () => {
    const state: TDeckClientState = { ...INITIAL_DECK_CLIENT_STATE, owner: { userId: null }, layout: "layout-list" };
    expect(parseDeckClientState(serializeDeckClientState(state)).owner).toEqual({ userId: null });
  });

  it("falls back to the defaults for nothing, garbage or unknown values, field by field", () => {
    expect(parseDeckClientState(null)).toEqual(INITIAL_DECK_CLIENT_STATE);
    expect(parseDeckClientState("{not json")).toEqual(INITIAL_DECK_CLIENT_STATE);
    expect(parseDeckClientState(JSON.stringify({ layout: "list", notesVisible: "yes", activeGroup: 7 }))).toEqual(
      INITIAL_DECK_CLIENT_STATE,
    );
    expect(parseDeckClientState(JSON.stringify({ layout: "layout-list", notesVisible: 1 }))).toMatchObject({
      layout: "layout-list",
      notesVisible: true,
    });
  });

  it("knows only the two layouts", () => {
    expect(parseDeckLayout("layout-list")).toBe("layout-list");
    expect(parseDeckLayout("layout-grid")).toBe("layout-grid");
    expect(parseDeckLayout('"layout-list"')).toBe("layout-grid");
    expect(parseDeckLayout(undefined)).toBe("layout-grid");
  });
});

describe("stateFor", () => {
  const mine: TDeckClientState = { owner: { userId: "u1" }, activeGroup: "g1", notesVisible: false, layout: "layout-list" };

  it("gives the owner their own state, unchanged", () => {
    expect(stateFor(mine, "u1")).toBe(mine);
  });

  it("never shows one person's choices to another (sign-out, or another account)", () => {
    expect(stateFor(mine, null)).toEqual({ ...INITIAL_DECK_CLIENT_STATE, owner: { userId: null } });
    expect(stateFor(mine, "u2")).toEqual({ ...INITIAL_DECK_CLIENT_STATE, owner: { userId: "u2" } });
  });

  it("lets the first person take over unclaimed state", () => {
    const unclaimed = { ...INITIAL_DECK_CLIENT_STATE, layout: "layout-list" as const };
    expect(stateFor(unclaimed, "u1")).toEqual({ ...unclaimed, owner: { userId: "u1" } });
  });
});

describe("deleting a deck", () => {
  const state: TDeckClientState = { ...INITIAL_DECK_CLIENT_STATE, activeGroup: "g1" };

  it("clears the active deck when it was that one", () => {
    expect(afterGroupDeleted(state, "g1").activeGroup).toBeNull();
  });

  it("keeps the active deck when another one goes", () => {
    expect(afterGroupDeleted(state, "g2")).toBe(state);
  });

  it("removes it from the list", () => {
    expect(withGroupRemoved([group("g1"), group("g2")], "g1").map((item) => item.id)).toEqual(["g2"]);
  });
});

describe("deck list helpers", () => {
  it("counts 0 cards when note_count is missing", () => {
    expect(noteCountOf({})).toBe(0);
    expect(noteCountOf({ note_count: null })).toBe(0);
    expect(noteCountOf({ note_count: 12 })).toBe(12);
  });

  it("takes one card per note when card_count is missing", () => {
    expect(cardCountOf({ note_count: 12 })).toBe(12);
    expect(cardCountOf({ note_count: 12, card_count: null })).toBe(12);
    expect(cardCountOf({ note_count: 12, card_count: 13 })).toBe(13);
    expect(normalizeGroup({ id: "g", note_count: 4 })).toMatchObject({ note_count: 4, card_count: 4 });
  });

  it("adds a new deck last, once", () => {
    const created = { ...group("g3"), note_count: undefined } as unknown as TGroup;
    const next = withGroupAdded(withGroupAdded([group("g1")], created), created);
    expect(next.map((item) => item.id)).toEqual(["g1", "g3"]);
    expect(next[1]!.note_count).toBe(0);
  });

  it("keeps card counts from going below zero", () => {
    expect(withNoteCountChanged([group("g1", 1)], "g1", -2)[0]!.note_count).toBe(0);
    expect(withNoteCountChanged([group("g1", 1), group("g2", 5)], "g2", 1).map((item) => item.note_count)).toEqual([1, 6]);
  });
});

describe("notes paging", () => {
  it("appends a fetched page to the deck's notes", () => {
    expect(appendNotesPage([note("a"), note("b")], [note("c")]).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("does not repeat a card that moved across a page boundary", () => {
    expect(appendNotesPage([note("a"), note("b")], [note("b"), note("c")]).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("joins every fetched page in order", () => {
    const pages = [{ notes: [note("a"), note("b")] }, { notes: [note("c")] }, { notes: [] }];
    expect(notesFromPages(pages).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("edits and removes a card wherever it sits in the cached pages", () => {
    const data = { pages: [{ notes: [note("a")] }, { notes: [note("b"), note("c")] }], pageParams: [0, 1] };
    const edited = { ...note("b"), content: { type: "manual" as const, front: "new", back: "new" } };
    expect(replaceNoteInPages(data, edited).pages[1]!.notes[0]).toBe(edited);
    expect(notesFromPages(removeNoteFromPages(data, "b").pages).map((item) => item.id)).toEqual(["a", "c"]);
    expect(removeNoteFromPages(data, "b").pageParams).toEqual([0, 1]);
  });

  it("keeps a listed card's study summary when its edit comes back without one", () => {
    const study = { status: "studied" as const, recall: 0.8 };
    const data = { pages: [{ notes: [{ ...note("a"), study }] }], pageParams: [0] };
    const edited = { ...note("a"), content: { type: "manual" as const, front: "new", back: "new" } };
    expect(replaceNoteInPages(data, edited).pages[0]!.notes[0]).toEqual({ ...edited, study });
  });
});
