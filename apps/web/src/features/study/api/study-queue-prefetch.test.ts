import type { TStudyQueue } from "@mnemo/api-contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { studyQueueInput } from "../utils/study-queue-input.ts";
import { dropPrefetchedStudyQueues, PREFETCH_FRESH_MS, prefetchStudyQueue, takePrefetchedStudyQueue } from "./study-queue-prefetch.ts";

const batch = (id: string) => ({ cards: [{ id }] }) as unknown as TStudyQueue;
const input = studyQueueInput({ groupIds: ["deck-a"] });

afterEach(() => vi.useRealTimers());

describe("a session's first batch fetched ahead", () => {
  it("is taken while still on its way, with no second request, and only once", async () => {
    const client = new QueryClient();
    let resolve: (queue: TStudyQueue) => void = () => {};
    const fetch = vi.fn(() => new Promise<TStudyQueue>((done) => (resolve = done)));
    void prefetchStudyQueue(client, input, fetch);
    void prefetchStudyQueue(client, input, fetch);
    const taken = takePrefetchedStudyQueue(client, input);
    expect(taken).not.toBeNull();
    resolve(batch("c1"));
    await expect(taken).resolves.toEqual(batch("c1"));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(takePrefetchedStudyQueue(client, input)).toBeNull();
  });

  it("is found only by the same input", async () => {
    const client = new QueryClient();
    await prefetchStudyQueue(client, input, async () => batch("c1"));
    expect(takePrefetchedStudyQueue(client, studyQueueInput({ groupIds: ["deck-a"], mode: "ahead" }))).toBeNull();
    expect(takePrefetchedStudyQueue(client, studyQueueInput({ groupIds: ["deck-a"], excludeCardIds: ["c0"] }))).toBeNull();
    await expect(takePrefetchedStudyQueue(client, input)).resolves.toEqual(batch("c1"));
  });

  it("is not used once older than PREFETCH_FRESH_MS, or after being dropped", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-29T10:00:00Z"), toFake: ["Date"] });
    const client = new QueryClient();
    await prefetchStudyQueue(client, input, async () => batch("c1"));
    vi.setSystemTime(Date.now() + PREFETCH_FRESH_MS + 1);
    expect(takePrefetchedStudyQueue(client, input)).toBeNull();

    await prefetchStudyQueue(client, input, async () => batch("c2"));
    dropPrefetchedStudyQueues(client);
    expect(takePrefetchedStudyQueue(client, input)).toBeNull();
  });

  it("that failed leaves the session to ask again", async () => {
    const client = new QueryClient();
    let reject: (error: Error) => void = () => {};
    void prefetchStudyQueue(client, input, () => new Promise<TStudyQueue>((_, fail) => (reject = fail)));
    const taken = takePrefetchedStudyQueue(client, input);
    reject(new Error("offline"));
    await expect(taken).rejects.toThrow("offline");
    expect(takePrefetchedStudyQueue(client, input)).toBeNull();
  });
});
