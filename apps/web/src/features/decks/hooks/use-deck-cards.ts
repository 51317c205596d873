import type { TNote } from "@mnemo/api-contract";
import { useInfiniteQuery } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";
import { useSessionMode } from "@/lib/auth/use-session.ts";
import { usePlayground } from "@/lib/playground/use-playground.ts";
import { isPlaygroundDeckId } from "@/lib/playground/playground-deck.ts";
import { groupNotesQueryKey } from "../stores/deck-query-keys.ts";
import { notesFromPages } from "../stores/deck-store-state.ts";

export type TDeckCards = {
  notes: TNote[];
  isPending: boolean;
  /** The first page failed: nothing to show. */
  error: unknown;
  refetch: () => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A later page failed: the cards already shown stay. */
  isFetchNextPageError: boolean;
  /** docs/product.md's notes paging: fetches the next page and appends it to this deck's notes. */
  fetchNextPage: () => void;
};

/**
 * A deck's notes, one server page at a time, cached per deck and page (each
 * page keeps its page number in react-query's infinite cache). In playground
 * mode they are the sample deck's local cards and the server is never asked.
 */
export function useDeckCards(groupId: string): TDeckCards {
  const { mode } = useSessionMode();
  const playground = usePlayground();
  const utils = trpc.useUtils();
  const query = useInfiniteQuery({
    queryKey: groupNotesQueryKey(groupId),
    queryFn: ({ pageParam }) => utils.client.notes.byGroup.query({ id: groupId, page: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage) => lastPage.nextPage ?? undefined,
    select: (data) => notesFromPages(data.pages),
    enabled: mode === "signed-in",
  });

  if (mode !== "signed-in") {
    const isSample = mode === "playground" && isPlaygroundDeckId(groupId);
    return {
      notes: isSample ? playground.notes : [],
      isPending: mode === "pending",
      error: null,
      refetch: () => undefined,
      hasNextPage: false,
      isFetchingNextPage: false,
      isFetchNextPageError: false,
      fetchNextPage: () => undefined,
    };
  }
  return {
    notes: query.data ?? [],
    isPending: query.isPending,
    error: query.data ? null : query.error,
    refetch: () => void query.refetch(),
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    fetchNextPage: () => {
      if (query.hasNextPage && !query.isFetching) void query.fetchNextPage();
    },
  };
}
