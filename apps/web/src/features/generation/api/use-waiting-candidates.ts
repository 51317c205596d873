import { trpc } from "@/lib/trpc.ts";

/** The deck's candidates waiting for review (tRPC `generation.waitingCandidates`), for the deck page's pointer. */
export function useWaitingCandidates(groupId: string, { enabled }: { enabled: boolean }) {
  // Asked again whenever the deck page opens: a review finished in another tab shows as it is now.
  return trpc.generation.waitingCandidates.useQuery({ groupId }, { enabled, staleTime: 0 });
}
