import type { TPracticeTestCards } from "@mnemo/api-contract";
import { useMemo } from "react";
import { trpc } from "@/lib/trpc.ts";

export type TTestCard = TPracticeTestCards["cards"][number];

/** The cards a submitted test asked about, by note id: each one's deck (its edit link) and source (the popover). */
export function useTestCards(testId: string, enabled: boolean): ReadonlyMap<string, TTestCard> {
  const query = trpc.practice.cards.useQuery({ testId }, { enabled, staleTime: 60_000 });
  return useMemo(() => new Map((query.data?.cards ?? []).map((card) => [card.note_id, card])), [query.data]);
}
