import { describe, expect, it } from "vitest";
import { createWriteQueue } from "./write-queue.ts";

const noSleep = () => Promise.resolve();

describe("createWriteQueue", () => {
  it("runs writes one at a time, in order", async () => {
    const log: string[] = [];
    let release: () => void = () => undefined;
    const queue = createWriteQueue({ shouldRetry: () => false, sleep: noSleep });
    const first = queue.push(async () => {
      log.push("answer starts");
      await new Promise<void>((resolve) => (release = resolve));
      log.push("answer ends");
      return 1;
    });
    const second = queue.push(async () => {
      log.push("undo");
      return 2;
    });
    await Promise.resolve();
    expect(log).toEqual(["answer starts"]);
    release();
    expect(await first).toBe(1);
    expect(await second).toBe(2);
    expect(log).toEqual(["answer starts", "answer ends", "undo"]);
  });

  it("retries a write that failed for a retryable reason, after each delay", async () => {
    const delays: number[] = [];
    let calls = 0;
    const queue = createWriteQueue({
      shouldRetry: (error) => error instanceof TypeError,
      retryDelaysMs: [10, 20, 30],
      sleep: async (ms) => void delays.push(ms),
    });
    const result = await queue.push(async () => {
      calls += 1;
      if (calls < 3) throw new TypeError("Failed to fetch");
      return "saved";
    });
    expect(result).toBe("saved");
    expect(delays).toEqual([10, 20]);
  });

  it("gives up after the last delay, or at once for an error not worth retrying, and carries on with the next write", async () => {
    const queue = createWriteQueue({ shouldRetry: (error) => error instanceof TypeError, retryDelaysMs: [1], sleep: noSleep });
    await expect(queue.push(() => Promise.reject(new TypeError("offline")))).rejects.toThrow("offline");
    let conflictCalls = 0;
    await expect(
      queue.push(() => {
        conflictCalls += 1;
        return Promise.reject(new Error("CONFLICT"));
      }),
    ).rejects.toThrow("CONFLICT");
    expect(conflictCalls).toBe(1);
    expect(await queue.push(async () => "next")).toBe("next");
  });
});
