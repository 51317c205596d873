import type { Db, DbOrTx } from "@mnemo/db";
import type { z } from "zod";
import type { JobProgress } from "./job-progress.ts";

export type JobLog = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

/** One row of a kind's progress table: the stage's share of the bar is `from`..`to` percent. */
export type JobStage<TStageId extends string = string> = { id: TStageId; label: string; from: number; to: number };

/** How pg-boss retries a job whose handler threw something unexpected (an AppError fails it at once). */
export type JobRetryPolicy = {
  /** Attempts after the first. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay after each attempt. */
  backoff: boolean;
};

/** What `run.commit` answers: the write's value once it committed with the completion, or lost. */
export type JobCommitResult<T> = { outcome: "succeeded"; value: T } | { outcome: "lost" };

/**
 * Runs `write` and completes the job (with `message`) in one transaction, only
 * while this attempt owns the running job: it answers lost, writing nothing,
 * when another attempt owns it, or when `write` calls `abandon()` (which rolls
 * back everything it wrote). Anything `write` throws rolls back and is rethrown.
 */
export type JobCommit = <T>(
  db: Db,
  write: (tx: DbOrTx, control: { abandon(): never }) => Promise<T>,
  options: { message: string; timeout?: number | undefined },
) => Promise<JobCommitResult<T>>;

/**
 * Runs `write` in a transaction only while this attempt owns the running job,
 * without completing it (a step whose writes must not land twice, such as
 * charging words). When another attempt owns the job it writes nothing and
 * throws: the runtime ends this attempt as lost.
 */
export type JobWrite = <T>(db: Db, write: (tx: DbOrTx) => Promise<T>) => Promise<T>;

/** What a handler is given for one attempt. */
export type JobRun<TInput, TStageId extends string = string> = {
  /** The job's id: its state row's id and its pg-boss id. */
  id: string;
  /** 1 for the first attempt; writes that finish the job are guarded on it. */
  attempt: number;
  input: TInput;
  progress: JobProgress<TStageId>;
  /** Aborted when the attempt ends (failed, or lost to another worker). */
  signal: AbortSignal;
  /** A guarded step that does not finish the job (owned-job-writes.ts). */
  write: JobWrite;
  /** Saves the handler's result with the job's completion, guarded on this attempt (owned-job-writes.ts). */
  commit: JobCommit;
};

/**
 * "succeeded": the work is done (the runtime completes the job unless the
 * handler already did, with run.commit).
 * "lost": another attempt owns the job now; nothing was written.
 */
export type JobHandlerOutcome = "succeeded" | "lost";

export type JobKind<TInput = unknown, TDeps = unknown, TStageId extends string = string> = {
  /** The pg-boss queue, and the word the logs use ("generation failed"). */
  name: string;
  /**
   * The table holding the kind's state, one row per job, with the job columns
   * (job-transitions.ts): id, status, stage, percent, message, attempts,
   * "heartbeatAt", "errorCode", "errorMessage", "updatedAt", "finishedAt".
   */
  table: string;
  /** The pg-boss payload: checked when the job is queued and again when a worker takes it. */
  input: z.ZodType<TInput>;
  retry: JobRetryPolicy;
  /** In order; a claimed job starts in the first. */
  stages: readonly JobStage<TStageId>[];
  /** pg-boss's own expiry: only a backstop, the heartbeat decides when a worker is dead. */
  expireInSeconds: number;
  /** What the user reads when a job fails for a reason we cannot explain better. */
  failureMessage: string;
  /** Throws to fail: an AppError fails the job for good, anything else is retried per `retry`. */
  handler(run: JobRun<TInput, TStageId>, deps: TDeps): Promise<JobHandlerOutcome>;
  /**
   * Runs once per job, in the transaction that marks it failed (after any
   * retries, or when the sweep gives it up): refunds and clean-up go here.
   */
  onFailed?(job: { id: string }, tx: DbOrTx): Promise<void>;
};

const TABLE_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Declares a job kind: its payload schema, handler, retry policy and progress
 * stages. Checks the stage table once, here, so a handler can only name
 * stages that exist and percentages never come from the handler.
 */
export function defineJobKind<TInput, TDeps, const TStageId extends string>(
  kind: JobKind<TInput, TDeps, TStageId>,
): JobKind<TInput, TDeps, TStageId> {
  if (!TABLE_NAME.test(kind.table)) throw new Error(`job kind ${kind.name}: table "${kind.table}" is not a plain table name`);
  if (kind.stages.length === 0) throw new Error(`job kind ${kind.name}: needs at least one stage`);
  let previousTo = 0;
  for (const stage of kind.stages) {
    if (!(stage.from >= previousTo && stage.from <= stage.to && stage.to <= 100)) {
      throw new Error(
        `job kind ${kind.name}: stage ${stage.id} (${stage.from}..${stage.to}) must follow the one before and stay within 0..100`,
      );
    }
    previousTo = stage.to;
  }
  if (new Set(kind.stages.map((stage) => stage.id)).size !== kind.stages.length) {
    throw new Error(`job kind ${kind.name}: stage ids must be unique`);
  }
  if (
    !Number.isInteger(kind.retry.limit) ||
    kind.retry.limit < 0 ||
    !Number.isInteger(kind.retry.delaySeconds) ||
    kind.retry.delaySeconds < 0
  ) {
    throw new Error(`job kind ${kind.name}: retry limit and delay must be whole numbers >= 0`);
  }
  return kind;
}
