import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";

/** The statistics view's figures for some decks, or all when `groupIds` is empty (tRPC `study.stats`). Fresh on arrival, as /study's overview: a session just changed them. */
export function useStudyStats(groupIds: readonly string[]) {
  // Sorted, so the same decks in another order share one cache entry.
  const sorted = [...groupIds].sort();
  return trpc.study.stats.useQuery(
    { groupIds: sorted },
    {
      staleTime: 0,
      refetchOnMount: "always",
      // Another choice of decks keeps the charts on screen until its figures arrive.
      placeholderData: keepPreviousData,
    },
  );
}
