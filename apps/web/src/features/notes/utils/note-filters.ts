import { MAX_SEARCH_QUERY, NOTE_TYPES, type TNoteType } from "@mnemo/api-contract";
import { isUuid } from "@/lib/is-uuid.ts";

/** What the notes page shows, as kept in its URL: `?q=&deck=&type=`. */
export type NoteFilters = { q: string; deck: string | null; type: TNoteType | null };

export const NO_FILTERS: NoteFilters = { q: "", deck: null, type: null };

export function isNoteType(value: string | null | undefined): value is TNoteType {
  return (NOTE_TYPES as readonly string[]).includes(value ?? "");
}

/** Collapses what was typed into what is searched: trimmed, within the server's limit. */
export function normalizeQuery(text: string): string {
  return text.trim().slice(0, MAX_SEARCH_QUERY).trim();
}

/** Reads filters from a URL; a hand-edited or stale value is dropped rather than sent to the server. */
export function parseNoteFilters(params: URLSearchParams): NoteFilters {
  const deck = params.get("deck");
  const type = params.get("type");
  return {
    q: normalizeQuery(params.get("q") ?? ""),
    deck: isUuid(deck ?? undefined) ? deck!.toLowerCase() : null,
    type: isNoteType(type) ? type : null,
  };
}

/** The URL query for some filters; empty ones are left out so a plain /notes stays plain. */
export function toSearchParams(filters: NoteFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set("q", filters.q);
  if (filters.deck) params.set("deck", filters.deck);
  if (filters.type) params.set("type", filters.type);
  return params;
}

/** The `notes.search` input for some filters (the cursor is added per page). */
export function toSearchInput(filters: NoteFilters): { query?: string; groupId?: string; type?: TNoteType } {
  return {
    ...(filters.q ? { query: filters.q } : {}),
    ...(filters.deck ? { groupId: filters.deck } : {}),
    ...(filters.type ? { type: filters.type } : {}),
  };
}

export function hasFilters(filters: NoteFilters): boolean {
  return filters.q !== "" || filters.deck !== null || filters.type !== null;
}

export function sameFilters(a: NoteFilters, b: NoteFilters): boolean {
  return a.q === b.q && a.deck === b.deck && a.type === b.type;
}

/**
 * Whether a change of filters replaces the current history entry instead of
 * adding one. Refining the same search as you type ("pho" → "photo") replaces,
 * so Back skips the keystrokes and returns to the previous search or filter;
 * a new search, a cleared one, or a changed deck or type adds an entry.
 */
export function isRefinement(from: NoteFilters, to: NoteFilters): boolean {
  if (from.deck !== to.deck || from.type !== to.type) return false;
  if (from.q === "" || to.q === "") return false;
  return to.q.startsWith(from.q) || from.q.startsWith(to.q);
}
