import { httpStatusOf } from "@/lib/error-info.ts";
import { trpc } from "@/lib/trpc.ts";

/** A node's source quotes and the cards that cite the same spans (diagrams.nodeDetails). */
export function useNodeDetails(fileKey: string, nodeId: string | null) {
  return trpc.diagrams.nodeDetails.useQuery(
    { fileKey, nodeId: nodeId ?? "" },
    { enabled: nodeId !== null, staleTime: 30_000, retry: (failureCount, error) => httpStatusOf(error) !== 404 && failureCount < 1 },
  );
}

/** "Explain this node" (a model, grounded in the node's spans) and "Make cards from this branch". */
export function useNodeActions() {
  const utils = trpc.useUtils();
  const explain = trpc.diagrams.explainNode.useMutation();
  const makeCards = trpc.diagrams.makeCards.useMutation({
    onSuccess: (_made, input) => {
      // The deck's counts and the node's "cards that cite it" changed.
      void utils.groups.list.invalidate();
      void utils.diagrams.nodeDetails.invalidate({ fileKey: input.fileKey });
    },
  });
  return { explain, makeCards };
}
