import { trpc } from "@/lib/trpc.ts";

/** The learner's decks, for the statistics' deck picker (tRPC `groups.list`). */
export function useDeckList() {
  return trpc.groups.list.useQuery(undefined, { staleTime: 60_000 });
}
