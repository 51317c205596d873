import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";

/**
 * The learner's sources whose title or file name matches `query` (every source
 * when it is empty), newest first, a server page at a time. While a new search
 * loads, the previous results stay on screen, marked as stale.
 */
export function useSources(query: string) {
  const trimmed = query.trim();
  return trpc.sources.list.useInfiniteQuery(trimmed ? { query: trimmed } : {}, {
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}
