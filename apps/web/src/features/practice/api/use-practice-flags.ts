import { useMemo } from "react";
import { trpc } from "@/lib/trpc.ts";
import { flagsByNote } from "../utils/flags-by-note.ts";

/**
 * Why a deck's cards are flagged by the learner's tests (practice.itemStats: missed again and again, tests and study
 * disagreeing, a distractor never picked), by note id, in the deck page's words. Empty until loaded, and for a deck
 * without tests.
 */
export function usePracticeFlags(groupId: string, { enabled = true }: { enabled?: boolean } = {}): ReadonlyMap<string, string[]> {
  const query = trpc.practice.itemStats.useQuery({ groupId }, { enabled, staleTime: 0 });
  return useMemo(() => flagsByNote(query.data?.cards ?? []), [query.data]);
}
