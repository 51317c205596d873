import type { TDiagram } from "@mnemo/api-contract";
import type { QueryClient } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { httpStatusOf } from "@/lib/error-info.ts";
import { createTrpcClient, trpc } from "@/lib/trpc.ts";

/** A diagram key's shape (the server makes them URL-safe); anything else is a 404 before asking the server. */
export const DIAGRAM_FILE_KEY = /^[A-Za-z0-9_-]{1,64}$/;

/** Unknown or another learner's key answers 404: final, so not retried; anything else twice more. */
export const retryDiagramGet = (failureCount: number, error: unknown) => httpStatusOf(error) !== 404 && failureCount < 2;

/** A prefetched answer older than this is not taken (the page asks again). */
const PREFETCH_FRESH_MS = 20_000;

type TPrefetch = { fileKey: string; at: number; promise: Promise<TDiagram>; settled?: { data: TDiagram } | { error: unknown } };

/**
 * The one diagram asked for ahead of its page (the latest URL matched), and
 * the query client the page used last (so a diagram already in its cache is
 * not asked for again). Module state: the route matches before React has
 * rendered anything of the page, or on a first load, anything at all.
 */
let pending: TPrefetch | null = null;
let knownClient: QueryClient | null = null;
let client: ReturnType<typeof createTrpcClient> | null = null;

const diagramQueryKey = (fileKey: string) => getQueryKey(trpc.diagrams.get, { fileKey }, "query");
const fetchDiagram = (fileKey: string): Promise<TDiagram> => (client ??= createTrpcClient()).diagrams.get.query({ fileKey });

/**
 * /ai-diagrams/view/{fileKey} matched (route-table.tsx's loader): `diagrams.get`
 * starts now, beside the download of the page's code, instead of once that
 * code has arrived and rendered. useDiagram takes the request (adoptPrefetchedDiagram).
 */
export function prefetchDiagram(fileKey: string | undefined): void {
  if (!fileKey || !DIAGRAM_FILE_KEY.test(fileKey)) return;
  if (knownClient?.getQueryData(diagramQueryKey(fileKey)) !== undefined) return;
  if (pending?.fileKey === fileKey && Date.now() - pending.at < PREFETCH_FRESH_MS) return;
  const entry: TPrefetch = { fileKey, at: Date.now(), promise: fetchDiagram(fileKey) };
  entry.promise.then(
    (data) => (entry.settled = { data }),
    (error: unknown) => (entry.settled = { error }),
  );
  pending = entry;
}

/**
 * The page's query takes the prefetched request for its key, once: an answer
 * already in is put in the cache (the first render has it), a request on its
 * way becomes the query's fetch (useQuery joins it rather than asking again).
 * A failed or stale one is dropped, and the query asks as it would have.
 */
export function adoptPrefetchedDiagram(queryClient: QueryClient, fileKey: string): void {
  knownClient = queryClient;
  const entry = pending;
  if (!entry || entry.fileKey !== fileKey) return;
  pending = null;
  const queryKey = diagramQueryKey(fileKey);
  if (Date.now() - entry.at >= PREFETCH_FRESH_MS || queryClient.getQueryState(queryKey) !== undefined) return;
  if (entry.settled && "data" in entry.settled) queryClient.setQueryData(queryKey, entry.settled.data);
  else if (!entry.settled) {
    // Its first run is the request on its way; a retry (useDiagram's rule) asks afresh.
    let first: Promise<TDiagram> | null = entry.promise;
    const queryFn = () => {
      const promise = first ?? fetchDiagram(fileKey);
      first = null;
      return promise;
    };
    void queryClient.prefetchQuery({ queryKey, queryFn, retry: retryDiagramGet });
  }
}
