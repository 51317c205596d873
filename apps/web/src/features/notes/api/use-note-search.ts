import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";
import { toSearchInput, type NoteFilters } from "../utils/note-filters.ts";

/**
 * The user's cards matching the filters, newest first, one server page (30)
 * at a time. While new filters load, the previous results stay on screen
 * (marked as stale) instead of flashing back to skeletons.
 */
export function useNoteSearch(filters: NoteFilters) {
  return trpc.notes.search.useInfiniteQuery(toSearchInput(filters), {
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    placeholderData: keepPreviousData,
  });
}

/** The user's decks for the deck filter (the same cached list the deck pages use). */
export function useDeckOptions() {
  return trpc.groups.list.useQuery(undefined, {
    select: (decks) => decks.map((deck) => ({ value: deck.id, label: deck.title })),
  });
}
