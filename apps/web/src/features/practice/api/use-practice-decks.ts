import type { TGroup } from "@mnemo/api-contract";
import { trpc } from "@/lib/trpc.ts";

export type TPracticeDecks =
  | { status: "loading" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "not-found" }
  | { status: "ready"; decks: TGroup[]; cardCount: number };

/**
 * The decks a test asks about, from the learner's deck list: those `groupIds` name, or every deck when it is empty.
 * A named deck that is not the learner's is "not-found", as the API would answer.
 */
export function usePracticeDecks(groupIds: readonly string[]): TPracticeDecks {
  const query = trpc.groups.list.useQuery();
  if (query.isPending) return { status: "loading" };
  if (query.isError) return { status: "error", error: query.error, retry: () => void query.refetch() };
  const all = query.data;
  const decks = groupIds.length === 0 ? all : groupIds.map((id) => all.find((deck) => deck.id === id));
  if (decks.some((deck) => deck === undefined)) return { status: "not-found" };
  const found = decks as TGroup[];
  return { status: "ready", decks: found, cardCount: found.reduce((sum, deck) => sum + deck.card_count, 0) };
}
