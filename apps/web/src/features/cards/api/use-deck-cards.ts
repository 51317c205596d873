import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc.ts";

export const deckCardsQueryKey = (deckId: string) => ["cards", deckId] as const;

/**
 * A deck's cards, one server page at a time; each "load more" appends the
 * next page (the spec's notes paging). tRPC's own infinite query wants a
 * `cursor` input, and `notes.byGroup` takes `page`, so react-query drives it.
 */
export function useDeckCards(deckId: string) {
  const utils = trpc.useUtils();
  return useInfiniteQuery({
    queryKey: deckCardsQueryKey(deckId),
    queryFn: ({ pageParam }) => utils.client.notes.byGroup.query({ id: deckId, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.notes),
  });
}

export function useCreateCard(deckId: string) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return trpc.notes.create.useMutation({
    onSuccess: () => {
      // The deck page and the deck list's card count are now out of date.
      void queryClient.invalidateQueries({ queryKey: deckCardsQueryKey(deckId) });
      void utils.groups.list.invalidate();
    },
  });
}
