import { QueryObserver, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "./http-error.ts";
import { createQueryClient } from "./query-client.ts";
import { MAX_QUERY_RETRIES } from "./query-retry.ts";
import { createTrpcClient } from "./trpc.ts";

/** Runs one query the way a component's hook does, without waiting between retries. */
function runQuery(client: QueryClient, queryFn: () => Promise<unknown>): Promise<unknown> {
  return new Promise((resolve) => {
    const observer = new QueryObserver(client, { queryKey: ["probe"], queryFn, retryDelay: 0 });
    const unsubscribe = observer.subscribe((result) => {
      if (result.status === "pending") return;
      unsubscribe();
      resolve(result.status === "error" ? result.error : result.data);
    });
  });
}

describe("the app's QueryClient", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries a fetch that failed on the network 3 times, then reports the failure", async () => {
    const queryFn = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const error = await runQuery(createQueryClient(), queryFn);
    expect(error).toBeInstanceOf(TypeError);
    expect(queryFn).toHaveBeenCalledTimes(1 + MAX_QUERY_RETRIES);
    expect(MAX_QUERY_RETRIES).toBe(3);
  });

  it("succeeds when the network comes back within the retries", async () => {
    let calls = 0;
    const data = await runQuery(createQueryClient(), async () => {
      calls += 1;
      if (calls < 3) throw new TypeError("Failed to fetch");
      return "decks";
    });
    expect(data).toBe("decks");
  });

  it("does not retry an answer from the API", async () => {
    const queryFn = vi.fn(async () => {
      throw new HttpError(404, "Group not found");
    });
    await runQuery(createQueryClient(), queryFn);
    expect(queryFn).toHaveBeenCalledOnce();
  });

  it("does not retry mutations", async () => {
    const mutationFn = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const client = createQueryClient();
    await expect(client.getMutationCache().build(client, { mutationFn }).execute(undefined)).rejects.toThrow("Failed to fetch");
    expect(mutationFn).toHaveBeenCalledOnce();
  });

  it("applies to tRPC queries: offline retries, an API error does not", async () => {
    const offlineFetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    vi.stubGlobal("fetch", offlineFetch);
    const trpcClient = createTrpcClient();
    await runQuery(createQueryClient(), () => trpcClient.plans.list.query());
    expect(offlineFetch).toHaveBeenCalledTimes(1 + MAX_QUERY_RETRIES);

    const notFound = { error: { message: "Group not found", code: -32004, data: { code: "NOT_FOUND", httpStatus: 404 } } };
    const answeringFetch = vi.fn(async () => Response.json([notFound], { status: 404 }));
    vi.stubGlobal("fetch", answeringFetch);
    await runQuery(createQueryClient(), () => trpcClient.plans.list.query());
    expect(answeringFetch).toHaveBeenCalledOnce();
  });
});
