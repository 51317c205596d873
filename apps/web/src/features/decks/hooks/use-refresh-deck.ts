import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";
import { groupNotesQueryKey } from "../stores/deck-query-keys.ts";

/** For changes made on the server behind the deck store's back (a generation added cards): its pages and count are read again. */
export function useRefreshDeck(groupId: string): () => void {
  const refreshDecks = useRefreshDecks();
  return useCallback(() => refreshDecks([groupId]), [refreshDecks, groupId]);
}

/** The same for several decks at once (an import fills one or makes several). */
export function useRefreshDecks(): (groupIds: readonly string[]) => void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(
    (groupIds: readonly string[]) => {
      for (const groupId of groupIds) void queryClient.invalidateQueries({ queryKey: groupNotesQueryKey(groupId) });
      void utils.groups.list.invalidate();
    },
    [queryClient, utils],
  );
}
