/**
 * The session's outbox: writes (answers, undos, suspends) go to the server one
 * at a time, in the order the learner made them, so an undo always reaches the
 * server after the answer it takes back, and a re-answer after the undo. A
 * write that fails for a reason worth retrying (the network) is tried again
 * after each delay in turn; the returned promise settles with its last outcome.
 */
export type TWriteQueue = {
  push<T>(write: () => Promise<T>): Promise<T>;
};

export const RETRY_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

type WriteQueueOptions = {
  shouldRetry: (error: unknown) => boolean;
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
};

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createWriteQueue({ shouldRetry, retryDelaysMs = RETRY_DELAYS_MS, sleep = defaultSleep }: WriteQueueOptions): TWriteQueue {
  let tail: Promise<unknown> = Promise.resolve();

  async function attempt<T>(write: () => Promise<T>): Promise<T> {
    for (let tries = 0; ; tries += 1) {
      try {
        return await write();
      } catch (error) {
        const delay = retryDelaysMs[tries];
        if (delay === undefined || !shouldRetry(error)) throw error;
        await sleep(delay);
      }
    }
  }

  return {
    push<T>(write: () => Promise<T>): Promise<T> {
      const result = tail.then(() => attempt(write));
      // The next write waits for this one to settle, whichever way.
      tail = result.catch(() => undefined);
      return result;
    },
  };
}
