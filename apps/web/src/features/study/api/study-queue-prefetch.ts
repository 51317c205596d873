import type { TStudyMode, TStudyQueue, TStudyQueueInput } from "@mnemo/api-contract";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";
import { studyQueueInput } from "../utils/study-queue-input.ts";

/**
 * A session's first cards, asked for before the session is on screen: when
 * the learner points at, focuses or presses a Study button, and when a study
 * URL starts loading. The session's first study.queue call then takes the
 * answer (or the request still on its way) instead of asking again.
 *
 * Kept in react-query's cache under PREFETCH_KEY, keyed by the exact input,
 * and taken once (it leaves the cache when it settles): a batch is only worth using while nothing can have
 * changed it, so it is dropped after FRESH_MS, when the learner's time zone
 * is first saved (the study day moves) and when a session ends.
 */
const PREFETCH_KEY = ["study", "queue-prefetch"] as const;
export const PREFETCH_FRESH_MS = 20_000;
/** How long study.settings is taken as known (useEnsureTimeZone asks with the same). */
export const SETTINGS_STALE_MS = 5 * 60_000;

const keyOf = (input: TStudyQueueInput) => [...PREFETCH_KEY, JSON.stringify(input)] as const;

/** Starts fetching a session's first batch unless a fresh one is there or on its way. */
export function prefetchStudyQueue(
  queryClient: QueryClient,
  input: TStudyQueueInput,
  fetch: (input: TStudyQueueInput) => Promise<TStudyQueue>,
) {
  return queryClient.prefetchQuery({ queryKey: keyOf(input), queryFn: () => fetch(input), staleTime: PREFETCH_FRESH_MS, retry: false });
}

/**
 * The prefetched batch for exactly this input, once: the answer, or the
 * request still on its way; null when there is none (or it failed, or is
 * older than PREFETCH_FRESH_MS), and the session asks itself.
 */
export function takePrefetchedStudyQueue(queryClient: QueryClient, input: TStudyQueueInput): Promise<TStudyQueue> | null {
  const queryKey = keyOf(input);
  const query = queryClient.getQueryCache().find<TStudyQueue>({ queryKey, exact: true });
  if (!query) return null;
  const { state } = query;
  const isFresh = state.status === "success" && state.data !== undefined && Date.now() - state.dataUpdatedAt < PREFETCH_FRESH_MS;
  const pending = state.fetchStatus === "fetching" ? query.promise : isFresh ? Promise.resolve(state.data) : undefined;
  // Removed only once settled: removing a query cancels its request.
  const forget = () => queryClient.removeQueries({ queryKey, exact: true });
  if (!pending) {
    forget();
    return null;
  }
  return pending.finally(forget) as Promise<TStudyQueue>;
}

/** Every prefetched batch is out of date (an answer was saved, the time zone changed). */
export function dropPrefetchedStudyQueues(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: PREFETCH_KEY });
}

/** `prefetch(groupIds, mode)`: fetch that session's first batch ahead (signed-in learners only; see above). */
export function usePrefetchStudyQueue(): (groupIds: readonly string[], mode?: TStudyMode) => void {
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  return useCallback(
    (groupIds, mode = "today") => {
      if (groupIds.length === 0) return;
      void prefetchStudyQueue(queryClient, studyQueueInput({ groupIds, mode }), (input) => utils.client.study.queue.query(input));
      // The session checks the learner's time zone first (useEnsureTimeZone) unless /study's figures
      // already said it is saved: that check goes now too, in the same request.
      if (utils.study.overview.getData()?.time_zone_set !== true)
        void utils.study.settings.prefetch(undefined, { staleTime: SETTINGS_STALE_MS });
    },
    [queryClient, utils],
  );
}
