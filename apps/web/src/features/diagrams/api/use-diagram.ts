import type { TDiagram } from "@mnemo/api-contract";
import { keepPreviousData, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "@/lib/trpc.ts";
import { adoptPrefetchedDiagram, retryDiagramGet } from "./diagram-prefetch.ts";

/** How often a diagram whose job is still running is asked for its progress. */
export const DIAGRAM_POLL_MS = 700;

/** True while the diagram's job has not finished: its graph is not there yet. */
export function isDiagramMaking(diagram: Pick<TDiagram, "status"> | undefined): boolean {
  return diagram?.status === "queued" || diagram?.status === "running";
}

/**
 * One diagram, polled while its job makes it, then read once: the page holds
 * the learner's edits, so it is not read again behind their back (a window
 * regaining focus would otherwise put the stored graph over an unsaved edit).
 * Unknown or another learner's key answers 404: final, so not retried. The
 * request the route started when it matched (diagram-prefetch.ts) is taken
 * rather than asking again.
 */
export function useDiagram(fileKey: string) {
  const queryClient = useQueryClient();
  useState(() => adoptPrefetchedDiagram(queryClient, fileKey));
  return trpc.diagrams.get.useQuery(
    { fileKey },
    {
      retry: retryDiagramGet,
      refetchInterval: (query) => (isDiagramMaking(query.state.data) ? DIAGRAM_POLL_MS : false),
      refetchIntervalInBackground: true,
      refetchOnWindowFocus: false,
      staleTime: Infinity,
    },
  );
}

/** The learner's diagrams, newest first, a server page at a time. */
export function useDiagramList() {
  return trpc.diagrams.list.useInfiniteQuery(
    {},
    { getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined, placeholderData: keepPreviousData, staleTime: 0 },
  );
}
