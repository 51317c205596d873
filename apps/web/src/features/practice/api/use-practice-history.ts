import { trpc } from "@/lib/trpc.ts";

/** A deck's latest submitted attempts (the first page, newest first): its score over time. */
export function usePracticeHistory(groupId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return trpc.practice.history.useQuery({ groupId }, { enabled, staleTime: 0 });
}
