import { trpc } from "@/lib/trpc.ts";

/** "Make diagram cards from the missed" (diagrams.makeDiagramCards): the map with each missed label hidden, into a deck. */
export function useRecallCards() {
  const utils = trpc.useUtils();
  return trpc.diagrams.makeDiagramCards.useMutation({
    onSuccess: (_made, input) => {
      // The deck's counts, and what the nodes' panels list as their cards.
      void utils.groups.list.invalidate();
      void utils.diagrams.nodeDetails.invalidate({ fileKey: input.fileKey });
    },
  });
}
