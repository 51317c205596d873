import { trpc } from "@/lib/trpc.ts";

/** The sources a deck's cards were made from (tRPC `sources.forDeck`), for the deck page's "Made from". */
export function useDeckSources(groupId: string, { enabled }: { enabled: boolean }) {
  // Asked again whenever the deck page opens: a source renamed or deleted elsewhere shows as it is now.
  return trpc.sources.forDeck.useQuery({ groupId }, { enabled, staleTime: 0 });
}
