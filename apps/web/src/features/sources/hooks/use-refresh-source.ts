import { useCallback } from "react";
import { trpc } from "@/lib/trpc.ts";

/** For cards made from a source behind this feature's back: what the source made and the decks' "Made from" are read again. */
export function useRefreshSource(): () => void {
  const utils = trpc.useUtils();
  return useCallback(() => {
    void utils.sources.invalidate();
  }, [utils]);
}
