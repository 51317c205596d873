import { paths } from "@/lib/paths.ts";
import { trpc } from "@/lib/trpc.ts";

/** The deck's candidates waiting for review (tRPC `generation.waitingCandidates`), for the deck page's pointer. */
export function useWaitingCandidates(groupId: string, { enabled }: { enabled: boolean }) {
  // Asked again whenever the deck page opens: a review finished in another tab shows as it is now.
  return trpc.generation.waitingCandidates.useQuery({ groupId }, { enabled, staleTime: 0 });
}

/** How many of the deck's cards wait for review and the one review of them, or null (none, loading, failed). */
export function useWaitingReview(groupId: string, { enabled }: { enabled: boolean }): { count: number; href: string } | null {
  const waiting = useWaitingCandidates(groupId, { enabled });
  if (!waiting.data || waiting.data.waiting === 0) return null;
  return { count: waiting.data.waiting, href: paths.deckReview.getHref(groupId, waiting.data.job_ids) };
}
