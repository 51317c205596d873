import type { TGroup, TNote } from "@mnemo/api-contract";

/**
 * docs/product.md's deck store state and the pure rules around it. The
 * server part (`groups`, each deck's notes) lives in react-query's cache; the
 * client part below (`activeGroup`, `notesVisible`, `layout`) is remembered
 * in this browser for the person it belongs to.
 */
export const DECK_LAYOUTS = ["layout-grid", "layout-list"] as const;
export type TDeckLayout = (typeof DECK_LAYOUTS)[number];
export const DEFAULT_DECK_LAYOUT: TDeckLayout = "layout-grid";

export type TDeckClientState = {
  /** Whose state this is (userId null: a visitor); null until someone claims it. Another owner's state is never shown. */
  owner: { userId: string | null } | null;
  activeGroup: string | null;
  /** Whether card answers show in a deck's card list. */
  notesVisible: boolean;
  layout: TDeckLayout;
};

export const INITIAL_DECK_CLIENT_STATE: TDeckClientState = {
  owner: null,
  activeGroup: null,
  notesVisible: true,
  layout: DEFAULT_DECK_LAYOUT,
};

export const DECK_STORE_STORAGE_KEY = "mnemo:deck-store";

/** Anything unknown in storage (old versions, hand edits) falls back to the default. */
export function parseDeckLayout(raw: unknown): TDeckLayout {
  return DECK_LAYOUTS.find((layout) => layout === raw) ?? DEFAULT_DECK_LAYOUT;
}

/** Reads what `serializeDeckClientState` wrote, field by field: one bad field does not cost the others. */
export function parseDeckClientState(raw: string | null | undefined): TDeckClientState {
  if (!raw) return INITIAL_DECK_CLIENT_STATE;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return INITIAL_DECK_CLIENT_STATE;
  }
  if (typeof parsed !== "object" || parsed === null) return INITIAL_DECK_CLIENT_STATE;
  const value = parsed as Record<string, unknown>;
  const owner = value.owner as { userId?: unknown } | null | undefined;
  const hasOwner = typeof owner === "object" && owner !== null && (owner.userId === null || typeof owner.userId === "string");
  return {
    owner: hasOwner ? { userId: owner.userId as string | null } : null,
    activeGroup: typeof value.activeGroup === "string" ? value.activeGroup : null,
    notesVisible: typeof value.notesVisible === "boolean" ? value.notesVisible : INITIAL_DECK_CLIENT_STATE.notesVisible,
    layout: parseDeckLayout(value.layout),
  };
}

export function serializeDeckClientState(state: TDeckClientState): string {
  return JSON.stringify(state);
}

function isOwnedBy(state: TDeckClientState, userId: string | null): boolean {
  return state.owner !== null && state.owner.userId === userId;
}

/**
 * The state as `userId` may see it: their own, or a fresh one when it was
 * someone else's (signed out, or another account signed in on this browser).
 * Unclaimed state (first visit) is simply taken over.
 */
export function stateFor(state: TDeckClientState, userId: string | null): TDeckClientState {
  if (state.owner === null) return { ...state, owner: { userId } };
  return isOwnedBy(state, userId) ? state : { ...INITIAL_DECK_CLIENT_STATE, owner: { userId } };
}

/** docs/product.md: deleting the active deck clears `activeGroup`. */
export function afterGroupDeleted(state: TDeckClientState, deletedId: string): TDeckClientState {
  return state.activeGroup === deletedId ? { ...state, activeGroup: null } : state;
}

/** docs/product.md: a deck's `note_count` is 0 when missing. */
export function noteCountOf(group: { note_count?: number | null }): number {
  return typeof group.note_count === "number" && Number.isFinite(group.note_count) ? group.note_count : 0;
}

/** A deck without a card count (an older server) is taken to have one card per note. */
export function cardCountOf(group: { note_count?: number | null; card_count?: number | null }): number {
  return typeof group.card_count === "number" && Number.isFinite(group.card_count) ? group.card_count : noteCountOf(group);
}

export function normalizeGroup<T extends { note_count?: number | null; card_count?: number | null }>(
  group: T,
): T & { note_count: number; card_count: number } {
  return { ...group, note_count: noteCountOf(group), card_count: cardCountOf(group) };
}

/** The list is oldest first, so a new deck goes last; a deck already listed is replaced, not doubled. */
export function withGroupAdded(groups: readonly TGroup[], group: TGroup): TGroup[] {
  return [...groups.filter((existing) => existing.id !== group.id), normalizeGroup(group)];
}

export function withGroupRemoved(groups: readonly TGroup[], id: string): TGroup[] {
  return groups.filter((group) => group.id !== id);
}

export function withGroupReplaced(groups: readonly TGroup[], group: TGroup): TGroup[] {
  return groups.map((existing) => (existing.id === group.id ? normalizeGroup(group) : existing));
}

export function withNoteCountChanged(groups: readonly TGroup[], id: string, delta: number): TGroup[] {
  return groups.map((group) => (group.id === id ? { ...group, note_count: Math.max(0, noteCountOf(group) + delta) } : group));
}

/**
 * docs/product.md's notes paging: a fetched page is appended to the group's notes.
 * A card already shown is not repeated (a card added meanwhile shifts the
 * server's page boundaries by one).
 */
export function appendNotesPage(notes: readonly TNote[], page: readonly TNote[]): TNote[] {
  const seen = new Set(notes.map((note) => note.id));
  return [...notes, ...page.filter((note) => !seen.has(note.id))];
}

/** All pages fetched so far for one group, in order, as one list. */
export function notesFromPages(pages: readonly { notes: readonly TNote[] }[]): TNote[] {
  return pages.reduce<TNote[]>((notes, page) => appendNotesPage(notes, page.notes), []);
}

type TPaged<P> = { pages: P[]; pageParams: unknown[] };

export function replaceNoteInPages<P extends { notes: TNote[] }>(data: TPaged<P>, note: TNote): TPaged<P> {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, notes: page.notes.map((item) => (item.id === note.id ? withStudyOf(item, note) : item)) })),
  };
}

/** An edit's answer has no study summary (notes.update): the listed one is kept until the list is fetched again. */
function withStudyOf(listed: TNote, note: TNote): TNote {
  return note.study || !listed.study ? note : { ...note, study: listed.study };
}

export function removeNoteFromPages<P extends { notes: TNote[] }>(data: TPaged<P>, id: string): TPaged<P> {
  return { ...data, pages: data.pages.map((page) => ({ ...page, notes: page.notes.filter((item) => item.id !== id) })) };
}
