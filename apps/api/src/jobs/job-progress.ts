import type { Db } from "@mnemo/db";
import type { JobStage } from "./job-kind.ts";
import { heartbeatJob, reportJobProgress } from "./job-transitions.ts";

export type JobProgress<TStageId extends string = string> = {
  /** Moves to a stage, at its `from` percent; written at once. The message defaults to the stage's label. */
  stage(id: TStageId, message?: string): Promise<void>;
  /** `done` of `total` through the current stage; written at most every `minIntervalMs`, the last value always lands. */
  update(done: number, total: number, message: string): void;
  /** Stops the heartbeat and flushes a pending update. Safe to call more than once. */
  stop(): Promise<void>;
};

/** Where `done` of `total` falls in the stage's share of the bar. */
export function stagePercent(stage: JobStage, done: number, total: number): number {
  const fraction = Math.min(1, Math.max(0, done / Math.max(1, total)));
  return stage.from + (stage.to - stage.from) * fraction;
}

/**
 * Writes a running job's stage, percent and message for the browser to poll,
 * and beats its heartbeat so a sweep can tell a live worker from a dead one.
 * Percentages come from the kind's stage table, never from the handler. Every
 * write is guarded on this attempt still owning the job: a worker given up
 * for dead can never overwrite its successor's progress.
 */
export function createJobProgress<TStageId extends string>(
  {
    table,
    jobId,
    attempt,
    stages,
    heartbeatMs,
    minIntervalMs = 250,
  }: { table: string; jobId: string; attempt: number; stages: readonly JobStage<TStageId>[]; heartbeatMs: number; minIntervalMs?: number },
  db: Db,
): JobProgress<TStageId> {
  const stageById = new Map(stages.map((stage) => [stage.id, stage]));
  let current = stages[0]!;
  let pending: { percent: number; message: string } | undefined;
  let lastWrite = 0;
  let timer: NodeJS.Timeout | undefined;
  // Writes go one after another, so a late one never lands before an earlier one.
  let chain: Promise<unknown> = Promise.resolve();
  const ref = { table, jobId, attempt };

  const write = (next: { percent: number; message: string }) => {
    lastWrite = Date.now();
    const stage = current.id;
    chain = chain.then(() => reportJobProgress({ ...ref, stage, ...next }, db)).catch(() => {}); // progress is best-effort; the job's outcome is written elsewhere
    return chain;
  };

  const heartbeat = setInterval(() => {
    chain = chain.then(() => heartbeatJob(ref, db)).catch(() => {});
  }, heartbeatMs);
  heartbeat.unref();

  const flush = () => {
    timer = undefined;
    if (!pending) return;
    const next = pending;
    pending = undefined;
    void write(next);
  };

  return {
    async stage(id, message) {
      const stage = stageById.get(id);
      if (!stage) throw new Error(`job ${jobId}: no stage "${id}" in its kind's stage table`);
      current = stage;
      pending = undefined;
      await write({ percent: stage.from, message: message ?? stage.label });
    },
    update(done, total, message) {
      pending = { percent: stagePercent(current, done, total), message };
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
