import { NOTES_SEARCH_PAGE_SIZE, type TGenerationJob, type TNote } from "@mnemo/api-contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { trpc } from "../../../lib/trpc.ts";

const jobCardsKey = (jobId: string | undefined) => ["generation-job-cards", jobId ?? ""] as const;

/**
 * The cards one job made, in the deck's order, for review right after it
 * finished. A job's cards carry its id as their source's `uploadId`; they are
 * the deck's newest, so the search (newest first) stops once it has them all
 * or reaches cards older than the job.
 */
export function useJobCards(groupId: string, job: TGenerationJob | null) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const key = jobCardsKey(job?.id);
  const query = useQuery({
    queryKey: key,
    enabled: job?.status === "succeeded",
    staleTime: Infinity,
    queryFn: async () => {
      if (!job) return [];
      const found: TNote[] = [];
      const maxPages = Math.ceil(job.cards_created / NOTES_SEARCH_PAGE_SIZE) + 3;
      let cursor: string | null = null;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await utils.client.notes.search.query({ groupId, cursor });
        for (const note of result.notes) if (note.source?.uploadId === job.id) found.push(note);
        const oldest = result.notes.at(-1);
        if (found.length >= job.cards_created || !result.nextCursor || (oldest && oldest.created_at < job.created_at)) break;
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
