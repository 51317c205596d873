import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { shouldRetryQuery } from "./query-retry.ts";

/** `onError` sees every failed query and mutation, e.g. to notice an expired session. */
export function createQueryClient({ onError }: { onError?: (error: unknown) => void } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => onError?.(error) }),
    mutationCache: new MutationCache({ onError: (error) => onError?.(error) }),
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        // Decks change only through this tab in this slice; refetching on every focus is noise.
        refetchOnWindowFocus: false,
      },
      // Creating a deck twice because a response got lost is worse than asking the user to retry.
      mutations: { retry: false },
    },
  });
}
