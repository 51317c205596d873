import { NOTES_SEARCH_PAGE_SIZE, type TGenerationJob, type TNote } from "@mnemo/api-contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "@/lib/trpc.ts";

const jobCardsKey = (jobIds: string[]) => ["generation-job-cards", ...jobIds] as const;

/**
 * The cards some jobs made (one, or every part of a split text), in the
 * deck's order, for review right after they finished. A job's cards carry its
 * id as their source's `uploadId`; they are the deck's newest, so the search
 * (newest first) stops once it has them all or reaches cards older than the
 * first job.
 */
export function useJobCards(groupId: string, jobs: readonly TGenerationJob[]) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const key = jobCardsKey(jobs.map((job) => job.id));
  const query = useQuery({
    queryKey: key,
    enabled: jobs.length > 0 && jobs.every((job) => job.status === "succeeded"),
    staleTime: Infinity,
    queryFn: async () => {
      const ids = new Set(jobs.map((job) => job.id));
      const expected = jobs.reduce((sum, job) => sum + job.cards_created, 0);
      const since = jobs.reduce((earliest, job) => (job.created_at < earliest ? job.created_at : earliest), jobs[0]?.created_at ?? "");
      const found: TNote[] = [];
      const maxPages = Math.ceil(expected / NOTES_SEARCH_PAGE_SIZE) + 3;
      let cursor: string | null = null;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await utils.client.notes.search.query({ groupId, cursor });
        for (const note of result.notes) if (note.source?.uploadId && ids.has(note.source.uploadId)) found.push(note);
        const oldest = result.notes.at(-1);
        if (found.length >= expected || !result.nextCursor || (oldest && oldest.created_at < since)) break;
        cursor = result.nextCursor;
      }
      return found.sort((a, b) => a.position - b.position);
    },
  });

  return {
    notes: query.data ?? [],
    isPending: query.isPending && query.fetchStatus !== "idle",
    error: query.error,
    refetch: () => void query.refetch(),
    /** An edit saved elsewhere (the card's form): show it here too. */
    replaceCard: (note: TNote) =>
      queryClient.setQueryData<TNote[]>(key, (notes) => notes?.map((each) => (each.id === note.id ? note : each))),
    removeCard: (id: string) => queryClient.setQueryData<TNote[]>(key, (notes) => notes?.filter((each) => each.id !== id)),
  };
}
