import type { TAcceptCandidatesResult, TGeneratedContent } from "@mnemo/api-contract";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useSyncExternalStore } from "react";
import { trpc } from "@/lib/trpc.ts";
import { ReviewStore, type TReviewCounts, type TReviewRow, type TReviewSection } from "../stores/review-store.ts";

/**
 * The review screen's data: the candidates of one job or of every part of a split text, in one store
 * (ReviewStore) the rows read from, and the calls that change them on the server.
 */
export function useCandidateReview(jobIds: readonly string[]) {
  const utils = trpc.useUtils();
  const query = useQuery({
    queryKey: ["candidate-review", ...jobIds],
    enabled: jobIds.length > 0,
    // The store holds the learner's ticks: a refetch would reset them. Left and opened again, the page asks afresh.
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: () =>
      Promise.all(
        jobIds.map(async (jobId) => {
          const { sections, memorise } = await utils.client.generation.candidates.query({ jobId });
          return { jobId, sections, memorise };
        }),
      ),
  });
  const store = useMemo(() => (query.data ? new ReviewStore(query.data) : null), [query.data]);

  const actions = useMemo(() => {
    // One candidate's drops and restores reach the server in the order they were pressed (X X X quickly), and only
    // the last answer is shown: answers arriving out of order would otherwise leave a dropped card restored.
    const latest = new Map<string, Promise<unknown>>();
    return {
      /** X: drops the candidate (or restores a dropped one), shown at once and put back if the server refuses. */
      toggleDrop: async (id: string) => {
        if (!store) return;
        const item = store.item(id);
        if (!item) return;
        const isDropped = item.candidate.status === "dropped";
        const before = store.setStatus(id, isDropped ? "pending" : "dropped");
        const previous = latest.get(id) ?? Promise.resolve();
        const call = previous
          .catch(() => undefined)
          .then(() =>
            isDropped ? utils.client.generation.restoreCandidate.mutate({ id }) : utils.client.generation.dropCandidate.mutate({ id }),
          );
        latest.set(id, call);
        try {
          const saved = await call;
          if (latest.get(id) === call) store.applyCandidate(saved);
        } catch (error) {
          if (before && latest.get(id) === call) store.applyCandidate(before);
          throw error;
        } finally {
          if (latest.get(id) === call) latest.delete(id);
        }
      },
      edit: async (id: string, content: TGeneratedContent) => {
        const saved = await utils.client.generation.editCandidate.mutate({ id, content });
        store?.applyCandidate(saved);
      },
      /** "Show me more from this section": the section's new candidates join it; resolves with how many. */
      moreFromSection: async (section: TReviewSection): Promise<number> => {
        if (!store) return 0;
        const more = await utils.client.generation.moreCandidates.mutate({ jobId: section.jobId, sectionIndex: section.index });
        store.addToSection(section.key, more.candidates);
        if (more.added > 0) void utils.generation.waitingCandidates.invalidate();
        return more.added;
      },
      /** Enter: adds the ticked cards of each job to the deck; resolves with how many were added. */
      acceptTicked: async (): Promise<number> => {
        if (!store) return 0;
        const results: TAcceptCandidatesResult[] = [];
        for (const [jobId, ids] of store.tickedByJob()) results.push(await utils.client.generation.acceptCandidates.mutate({ jobId, ids }));
        // The jobs' counts, and what each source was made into (its decks are read from their cards), changed.
        void utils.generation.job.invalidate();
        void utils.generation.jobs.invalidate();
        void utils.generation.waitingCandidates.invalidate();
        void utils.sources.invalidate();
        return results.reduce((sum, result) => sum + result.added, 0);
      },
    };
  }, [store, utils]);

  return { store, isPending: query.isPending, error: query.error, refetch: () => void query.refetch(), ...actions };
}

const EMPTY_COUNTS: TReviewCounts = { total: 0, ticked: 0, dropped: 0 };

/** How many candidates there are, are ticked and are dropped (re-renders only when they change). */
export function useReviewCounts(store: ReviewStore | null): TReviewCounts {
  return useSyncExternalStore(store?.subscribe ?? noSubscribe, store?.getCounts ?? (() => EMPTY_COUNTS));
}

const NO_SECTIONS: readonly TReviewSection[] = [];

/** The review's sections and their rows (re-renders when a section gets more candidates). */
export function useReviewSections(store: ReviewStore | null): readonly TReviewSection[] {
  return useSyncExternalStore(store?.subscribeSections ?? noSubscribe, store?.getSections ?? (() => NO_SECTIONS));
}

/** One row's state: re-renders only that row when it changes. */
export function useReviewRow(store: ReviewStore, id: string): TReviewRow | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribeRow(id, listener), [store, id]);
  return useSyncExternalStore(subscribe, () => store.row(id));
}

function noSubscribe(): () => void {
  return () => undefined;
}
