import { trpc } from "@/lib/trpc.ts";

/** The learner's decks, to choose where cards made from a source go (tRPC `groups.list`). */
export function useDecksToFill({ enabled }: { enabled: boolean }) {
  return trpc.groups.list.useQuery(undefined, { enabled, staleTime: 30_000 });
}
