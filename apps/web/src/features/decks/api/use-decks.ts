import type { TGroup } from "@mnemo/api-contract";
import { trpc } from "../../../lib/trpc.ts";

/** The signed-in user's decks ("groups" on the server), oldest first, with card counts. */
export function useDecks() {
  return trpc.groups.list.useQuery();
}

/** One deck out of the cached list: there is no single-deck endpoint, and the list is small. */
export function useDeck(deckId: string) {
  return trpc.groups.list.useQuery(undefined, {
    select: (decks: TGroup[]) => decks.find((deck) => deck.id === deckId) ?? null,
  });
}
