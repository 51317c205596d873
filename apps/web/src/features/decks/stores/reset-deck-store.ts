import type { QueryClient } from "@tanstack/react-query";
import { deckClientStore, type TDeckClientStore } from "./deck-client-store.ts";
import { GROUP_NOTES_KEY_PREFIX, GROUPS_QUERY_KEY_FILTER } from "./deck-query-keys.ts";

/**
 * docs/product.md's deck store reset at sign-out: every deck and note leaves the
 * cache, and the remembered choices (active deck, answers shown, layout)
 * return to their defaults. Plain function, so the sign-out flow can call it
 * with the app's QueryClient. (Even without it, one person's remembered
 * choices never show for another: see `stateFor`.)
 */
export function resetDeckStore(queryClient: QueryClient, store: TDeckClientStore = deckClientStore) {
  store.reset();
  queryClient.removeQueries({ queryKey: GROUPS_QUERY_KEY_FILTER });
  queryClient.removeQueries({ queryKey: [GROUP_NOTES_KEY_PREFIX] });
}
