import type { Worker as Thread } from "node:worker_threads";
import { afterAll, describe, expect, it } from "vitest";
import { loadTextPng } from "../generation/testing/make-fixtures.ts";
import { createOcrPool } from "./ocr-pool.ts";
import { toOcrResult, type TOcrBlock } from "./ocr-text.ts";
import { prepareOcrImage } from "./prepare-ocr-image.ts";
import { createTesseractWorker, type TOcrWorker } from "./tesseract-worker.ts";

const RESULT: TOcrBlock[] = [{ paragraphs: [{ lines: [{ words: [{ text: "ok", confidence: 90 }] }] }] }];

/** Engines that answer after `ms`, counting how many run at once. */
function fakeEngines(ms = 20) {
  const stats = { created: 0, terminated: 0, running: 0, maxRunning: 0 };
  const createWorker = async (): Promise<TOcrWorker> => {
    stats.created += 1;
    return {
      recognize: async (png) => {
        stats.running += 1;
        stats.maxRunning = Math.max(stats.maxRunning, stats.running);
        await new Promise((resolve) => setTimeout(resolve, ms));
        stats.running -= 1;
        if (png[0] === 0xff) throw new Error("engine crashed");
        return RESULT;
      },
      terminate: async () => {
        stats.terminated += 1;
      },
    };
  };
  return { stats, createWorker };
}

describe("createOcrPool (pool logic)", () => {
  it("runs at most `size` jobs at once, starting engines lazily and reusing them", async () => {
    const { stats, createWorker } = fakeEngines();
    const pool = createOcrPool({ size: 2, createWorker });
    expect(stats.created).toBe(0);
    await Promise.all(Array.from({ length: 6 }, () => pool.recognize(new Uint8Array([1]))));
    expect(stats).toMatchObject({ created: 2, maxRunning: 2 });
    await pool.close();
    expect(stats.terminated).toBe(2);
  });

  it("replaces an engine whose job failed; the failure reaches only that caller", async () => {
    const { stats, createWorker } = fakeEngines();
    const pool = createOcrPool({ createWorker });
    const results = await Promise.allSettled([pool.recognize(new Uint8Array([0xff])), pool.recognize(new Uint8Array([1]))]);
    expect(results.map((result) => result.status)).toEqual(["rejected", "fulfilled"]);
    expect(stats).toMatchObject({ created: 2, terminated: 1 });
    await pool.close();
  });

  it("lets an aborted job leave the queue and kills a hung one after the timeout", async () => {
    const { createWorker } = fakeEngines(200);
    const pool = createOcrPool({ createWorker, jobTimeoutMs: 50 });
    await expect(pool.recognize(new Uint8Array([1]))).rejects.toThrow(/longer than 50 ms/);
    const slow = createOcrPool({ createWorker: fakeEngines(100).createWorker });
    const first = slow.recognize(new Uint8Array([1]));
    const controller = new AbortController();
    const queued = slow.recognize(new Uint8Array([1]), { signal: controller.signal });
    controller.abort(new Error("user cancelled"));
    await expect(queued).rejects.toThrow("user cancelled");
    await expect(first).resolves.toEqual(RESULT);
    await Promise.all([pool.close(), slow.close()]);
  });

  it("rejects new and waiting jobs once closed", async () => {
    const pool = createOcrPool({ createWorker: fakeEngines(50).createWorker });
    const running = pool.recognize(new Uint8Array([1]));
    const waiting = pool.recognize(new Uint8Array([1]));
    await pool.close();
    await expect(waiting).rejects.toThrow(/closed/);
    await expect(pool.recognize(new Uint8Array([1]))).rejects.toThrow(/closed/);
    await running.catch(() => {});
  });
});

describe("createOcrPool (real tesseract.js engines)", { timeout: 120_000 }, () => {
  const threads: Thread[] = [];
  const pool = createOcrPool({ createWorker: () => createTesseractWorker({ onThread: (thread) => threads.push(thread) }) });
  afterAll(() => pool.close());

  it("turns an engine failure into an error for that call only, then keeps working", async () => {
    const [png] = await prepareOcrImage({ image: loadTextPng(), kind: "image" });
    // Bytes Tesseract cannot read: tesseract.js reports the failure through errorHandler.
    await expect(pool.recognize(new Uint8Array([1, 2, 3, 4]))).rejects.toThrow(/read image/);
    // An engine thread that dies mid-job never answers by itself.
    const dying = pool.recognize(png!);
    await waitFor(() => threads.length === 2);
    await threads[1]!.terminate();
    await expect(dying).rejects.toThrow(/stopped/);
    const result = toOcrResult(await pool.recognize(png!));
    expect(result.text).toContain("powerhouse of the cell");
    expect(threads).toHaveLength(3);
  });
});

async function waitFor(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}
