import { useEffect, useRef } from "react";
import { trpc } from "@/lib/trpc.ts";
import { dueTomorrow } from "../utils/study-more.ts";

/** Cards coming due on the next study day in these decks (study.stats), asked again whenever `studied` changes (an answer or an undo). */
export function useDueTomorrow(groupIds: readonly string[], studied: number) {
  const stats = trpc.study.stats.useQuery(
    { groupIds: [...groupIds] },
    { staleTime: 0, refetchOnMount: "always", select: (data) => dueTomorrow(data, new Date()) },
  );
  const { refetch } = stats;
  const shownFor = useRef(studied);
  useEffect(() => {
    if (shownFor.current === studied) return;
    shownFor.current = studied;
    void refetch();
  }, [studied, refetch]);
  return stats;
}
