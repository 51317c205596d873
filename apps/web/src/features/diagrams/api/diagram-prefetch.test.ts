import type { TDiagram } from "@mnemo/api-contract";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { getQueryKey } from "@trpc/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { trpc } from "@/lib/trpc.ts";
import { adoptPrefetchedDiagram, prefetchDiagram } from "./diagram-prefetch.ts";

const diagramOf = (fileKey: string) => ({ file_key: fileKey, title: `Map ${fileKey}`, status: "done" }) as unknown as TDiagram;
const keyOf = (fileKey: string) => getQueryKey(trpc.diagrams.get, { fileKey }, "query");

/** The server, at the network boundary: tRPC's batch answer for each diagrams.get asked, held until `answer()`. */
function fakeServer() {
  const asked: string[] = [];
  const waiting: Array<() => void> = [];
  const fetch = vi.fn((url: string) => {
    const input = JSON.parse(new URL(url, "http://mnemo.test").searchParams.get("input") ?? "{}") as Record<string, { fileKey: string }>;
    const fileKey = input["0"]!.fileKey;
    asked.push(fileKey);
    return new Promise<Response>((resolve) => waiting.push(() => resolve(Response.json([{ result: { data: diagramOf(fileKey) } }]))));
  });
  vi.stubGlobal("fetch", fetch);
  const answer = async () => {
    for (const resolve of waiting.splice(0)) resolve();
    await vi.waitFor(() => expect(waiting).toHaveLength(0));
  };
  return { asked, answer };
}

/** What useDiagram does on mount: take the prefetch, then observe the same query (useQuery's observer). */
function mountQuery(client: QueryClient, fileKey: string) {
  adoptPrefetchedDiagram(client, fileKey);
  const queryFn = vi.fn(async () => diagramOf(`${fileKey}-asked-again`));
  const observer = new QueryObserver(client, { queryKey: keyOf(fileKey), queryFn, staleTime: Infinity, retry: false });
  const unsubscribe = observer.subscribe(() => {});
  return { observer, queryFn, unsubscribe };
}

afterEach(() => vi.unstubAllGlobals());

describe("diagrams.get started when the viewer's route matches", () => {
  it("is joined by the page's query while on its way: one request, its answer", async () => {
    const server = fakeServer();
    prefetchDiagram("map-a");
    prefetchDiagram("map-a");
    await vi.waitFor(() => expect(server.asked).toEqual(["map-a"]));
    const { observer, queryFn, unsubscribe } = mountQuery(new QueryClient(), "map-a");
    expect(observer.getCurrentResult().fetchStatus).toBe("fetching");
    await server.answer();
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual(diagramOf("map-a")));
    expect(queryFn).not.toHaveBeenCalled();
    expect(server.asked).toEqual(["map-a"]);
    unsubscribe();
  });

  it("already answered is in the page's first render", async () => {
    const server = fakeServer();
    prefetchDiagram("map-b");
    await vi.waitFor(() => expect(server.asked).toEqual(["map-b"]));
    await server.answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const client = new QueryClient();
    const { observer, queryFn, unsubscribe } = mountQuery(client, "map-b");
    expect(observer.getCurrentResult().data).toEqual(diagramOf("map-b"));
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();

    // Back on the same diagram later: the cache has it, so nothing is asked ahead.
    prefetchDiagram("map-b");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(server.asked).toEqual(["map-b"]);
  });

  it("for another diagram, or bad keys, is left alone: the page asks itself", async () => {
    const server = fakeServer();
    prefetchDiagram("../etc");
    prefetchDiagram(undefined);
    prefetchDiagram("map-c");
    await vi.waitFor(() => expect(server.asked).toEqual(["map-c"]));
    const { queryFn, unsubscribe } = mountQuery(new QueryClient(), "map-d");
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    unsubscribe();
  });
});
