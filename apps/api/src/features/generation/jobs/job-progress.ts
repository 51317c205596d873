import type { TGenerationStage } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";

export type JobProgress = {
  /** Moves to a stage; written at once. */
  stage(stage: TGenerationStage, percent: number, message: string): Promise<void>;
  /** Progress within a stage; written at most every `minIntervalMs`, the last value always lands. */
  update(percent: number, message: string): void;
  /** Stops the heartbeat and flushes a pending update. */
  stop(): Promise<void>;
};

/**
 * Writes a running job's stage, percent and message for the browser to poll,
 * and beats its heartbeat so a sweep can tell a live worker from a dead one.
 * Every write is conditional on this attempt still owning the job: a worker
 * given up for dead can never overwrite its successor's progress.
 */
export function createJobProgress(
  { jobId, attempt, heartbeatMs, minIntervalMs = 250 }: { jobId: string; attempt: number; heartbeatMs: number; minIntervalMs?: number },
  db: Db,
): JobProgress {
  let stage: TGenerationStage = "extracting";
  let pending: { percent: number; message: string } | undefined;
  let lastWrite = 0;
  let timer: NodeJS.Timeout | undefined;
  let chain: Promise<unknown> = Promise.resolve();

  const write = (next: { stage: TGenerationStage; percent: number; message: string }) => {
    lastWrite = Date.now();
    chain = chain
      .then(
        () => db.$executeRaw`
        UPDATE generation_job SET stage = ${next.stage}, percent = GREATEST(percent, ${Math.min(99, Math.round(next.percent))}),
          message = ${next.message}, "heartbeatAt" = now(), "updatedAt" = now()
        WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`,
      )
      .catch(() => {}); // progress is best-effort; the job's outcome is written elsewhere
    return chain;
  };

  const heartbeat = setInterval(() => {
    chain = chain
      .then(
        () => db.$executeRaw`
        UPDATE generation_job SET "heartbeatAt" = now() WHERE id = ${jobId}::uuid AND attempts = ${attempt} AND status = 'running'`,
      )
      .catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();

  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const next = pending;
    pending = undefined;
    void write({ stage, ...next });
  };

  return {
    async stage(nextStage, percent, message) {
      stage = nextStage;
      pending = undefined;
      await write({ stage, percent, message });
    },
    update(percent, message) {
      pending = { percent, message };
      const wait = minIntervalMs - (Date.now() - lastWrite);
      if (wait <= 0) flush();
      else timer ??= setTimeout(flush, wait);
    },
    async stop() {
      clearInterval(heartbeat);
      if (timer) clearTimeout(timer);
      flush();
      await chain;
    },
  };
}
