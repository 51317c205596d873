import { trpc } from "../../../lib/trpc.ts";

/**
 * The list cache is updated from each server answer, never before it: a deck
 * only appears, changes or disappears once the server has said so.
 */
export function useCreateDeck() {
  const utils = trpc.useUtils();
  return trpc.groups.create.useMutation({
    onSuccess: (created) => {
      // The list is oldest first, so a new deck goes last. No cached list yet: it will be fetched.
      utils.groups.list.setData(undefined, (decks) => (decks ? [...decks, created] : decks));
    },
  });
}

export function useRenameDeck() {
  const utils = trpc.useUtils();
  return trpc.groups.rename.useMutation({
    onSuccess: (renamed) => {
      utils.groups.list.setData(undefined, (decks) => decks?.map((deck) => (deck.id === renamed.id ? renamed : deck)));
    },
  });
}

export function useDeleteDeck() {
  const utils = trpc.useUtils();
  return trpc.groups.delete.useMutation({
    onSuccess: ({ id }) => {
      utils.groups.list.setData(undefined, (decks) => decks?.filter((deck) => deck.id !== id));
    },
  });
}
