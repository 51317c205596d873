import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  isRefinement,
  NO_FILTERS,
  normalizeQuery,
  parseNoteFilters,
  sameFilters,
  toSearchParams,
  type NoteFilters,
} from "../utils/note-filters.ts";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The notes page's filters, kept in the URL (`?q=&deck=&type=`) so a search
 * can be shared and Back returns to the previous one. The search box has its
 * own draft that reaches the URL after a pause in typing (or on Enter).
 */
export function useNoteFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = parseNoteFilters(searchParams);
  const [draft, setDraft] = useState(filters.q);
  // The latest filters for callbacks that run later (the debounce timer).
  const current = useRef(filters);
  current.current = filters;

  const apply = useCallback(
    (next: NoteFilters) => {
      const from = current.current;
      if (sameFilters(from, next)) return;
      setSearchParams(toSearchParams(next), { replace: isRefinement(from, next), preventScrollReset: true });
    },
    [setSearchParams],
  );

  // Typing reaches the URL once it pauses; leaving the page first drops the pending change.
  useEffect(() => {
    const timer = window.setTimeout(() => apply({ ...current.current, q: normalizeQuery(draft) }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, apply]);

  // Back/Forward (or a link) changed the search: show it in the box, unless the box already says it.
  useEffect(() => {
    setDraft((text) => (normalizeQuery(text) === filters.q ? text : filters.q));
  }, [filters.q]);

  return {
    filters,
    draft,
    setDraft,
    /** Enter in the search box: search now. */
    submitDraft: () => apply({ ...current.current, q: normalizeQuery(draft) }),
    setDeck: (deck: string | null) => apply({ ...current.current, q: normalizeQuery(draft), deck }),
    setType: (type: NoteFilters["type"]) => apply({ ...current.current, q: normalizeQuery(draft), type }),
    clearAll: () => {
      setDraft("");
      apply(NO_FILTERS);
    },
  };
}
