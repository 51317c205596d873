import type { TOcrBlock } from "./ocr-text.ts";
import { createTesseractWorker, type TOcrWorker } from "./tesseract-worker.ts";

/** Two: a page is read as two halves at once (see recognisePage), one per core of a small server. */
export const DEFAULT_OCR_WORKERS = 2;

/** Shared by every extraction in a process: OCR engines are big, so they are few and reused. */
export type OcrPool = {
  /** Engines that may run at once. */
  readonly size: number;
  /** OCR one prepared PNG; waits for a free engine (an aborted wait leaves the queue). */
  recognize(png: Uint8Array, options?: { signal?: AbortSignal }): Promise<TOcrBlock[]>;
  /** Terminates every engine; waiting and running jobs reject. */
  close(): Promise<void>;
};

export type TOcrPoolOptions = {
  /** Engines running at once (each adds ~85 MB once it has read a page); OCR_WORKERS in the app. */
  size?: number;
  /** A stuck engine is killed and replaced after this long. */
  jobTimeoutMs?: number;
  /** Injected in tests; the real one starts a tesseract.js worker thread. */
  createWorker?: () => Promise<TOcrWorker>;
};

/**
 * A bounded pool: engines start lazily, are reused, and one whose job failed,
 * hung or was aborted is terminated and replaced by the next job (Tesseract
 * cannot cancel a recognition, and a failed engine may be in any state).
 */
export function createOcrPool({
  size = DEFAULT_OCR_WORKERS,
  jobTimeoutMs = 120_000,
  createWorker = createTesseractWorker,
}: TOcrPoolOptions = {}): OcrPool {
  const idle: TOcrWorker[] = [];
  const all = new Set<TOcrWorker>();
  const waiting = new Set<{ start: () => void; reject: (error: unknown) => void }>();
  let slotsInUse = 0;
  let isClosed = false;

  const closedError = () => new Error("The OCR pool is closed");

  function takeSlot(signal?: AbortSignal): Promise<void> {
    if (slotsInUse < size) {
      slotsInUse += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        waiting.delete(waiter);
        reject(signal?.reason);
      };
      const waiter = {
        start: () => {
          signal?.removeEventListener("abort", onAbort);
          resolve();
        },
        reject,
      };
      signal?.addEventListener("abort", onAbort, { once: true });
      waiting.add(waiter);
    });
  }

  function releaseSlot(): void {
    const [next] = waiting;
    if (next) {
      waiting.delete(next); // the slot passes straight to the next waiter
      next.start();
    } else {
      slotsInUse -= 1;
    }
  }

  function discard(worker: TOcrWorker): void {
    all.delete(worker);
    worker.terminate().catch(() => {}); // it may already be dead; nothing else to do
  }

  async function startWorker(): Promise<TOcrWorker> {
    const worker = await createWorker();
    all.add(worker);
    return worker;
  }

  async function runJob(worker: TOcrWorker, png: Uint8Array, signal?: AbortSignal): Promise<TOcrBlock[]> {
    let timer: NodeJS.Timeout | undefined;
    let onAbort: (() => void) | undefined;
    const stopped = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR took longer than ${jobTimeoutMs} ms`)), jobTimeoutMs);
      onAbort = () => reject(signal?.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
    });
    try {
      return await Promise.race([worker.recognize(png), stopped]);
    } finally {
      clearTimeout(timer);
      if (onAbort) signal?.removeEventListener("abort", onAbort);
    }
  }

  return {
    size,

    async recognize(png, { signal } = {}) {
      if (isClosed) throw closedError();
      signal?.throwIfAborted();
      await takeSlot(signal);
      // Set while this job owns an engine that must be thrown away if the job ends badly.
      let doomed: TOcrWorker | undefined;
      try {
        const worker = idle.pop() ?? (await startWorker());
        doomed = worker;
        if (isClosed) throw closedError();
        if (signal?.aborted) {
          idle.push(worker); // healthy: only the job was cancelled while it started
          doomed = undefined;
          signal.throwIfAborted();
        }
        const result = await runJob(worker, png, signal);
        if (!isClosed) {
          idle.push(worker);
          doomed = undefined;
        }
        return result;
      } finally {
        if (doomed) discard(doomed);
        releaseSlot();
      }
    },

    async close() {
      isClosed = true;
      for (const waiter of waiting) waiter.reject(closedError());
      waiting.clear();
      idle.length = 0;
      const workers = [...all];
      all.clear();
      await Promise.allSettled(workers.map((worker) => worker.terminate()));
    },
  };
}
