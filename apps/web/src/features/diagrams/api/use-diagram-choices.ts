import { keepPreviousData } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";

/** The learner's sources to make a diagram from, whose title or file name matches `query`, newest first. */
export function useSourceChoices(query: string, { enabled }: { enabled: boolean }) {
  const trimmed = query.trim();
  return trpc.sources.list.useInfiniteQuery(trimmed ? { query: trimmed } : {}, {
    enabled,
    getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** The learner's decks (the same cached list the deck pages use): to make a diagram from, or to put a branch's cards in. */
export function useDeckChoices({ enabled }: { enabled: boolean }) {
  return trpc.groups.list.useQuery(undefined, { enabled, staleTime: 30_000 });
}

/**
 * Whether this server has a language model configured (generation.options
 * says "llm"): only then are "Generator: Model" and "Explain this node" offered.
 */
export function useHasModel({ enabled }: { enabled: boolean }): boolean {
  return trpc.generation.options.useQuery(undefined, { enabled, staleTime: 5 * 60_000 }).data?.generator === "llm";
}

/** A chosen source's title when the search's first page does not hold it (a link from an older source's page). */
export function useChosenSourceTitle(sourceId: string | null, { enabled }: { enabled: boolean }): string | undefined {
  return trpc.sources.get.useQuery({ id: sourceId ?? "" }, { enabled: enabled && sourceId !== null, staleTime: 60_000, retry: false }).data
    ?.title;
}
