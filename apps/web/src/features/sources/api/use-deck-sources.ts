import { trpc } from "@/lib/trpc.ts";

/** The sources a deck's cards were made from (tRPC `sources.forDeck`), for the deck page's "Made from". */
export function useDeckSources(groupId: string, { enabled }: { enabled: boolean }) {
  return trpc.sources.forDeck.useQuery({ groupId }, { enabled });
}
