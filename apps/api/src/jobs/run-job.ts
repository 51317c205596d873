import type { Db } from "@mnemo/db";
import { AppError } from "../lib/app-error.ts";
import type { JobHandlerOutcome, JobKind, JobLog, JobRun } from "./job-kind.ts";
import { createJobProgress } from "./job-progress.ts";
import { claimJob, completeJob, failJob, retryJob } from "./job-transitions.ts";
import { createOwnedJobWrites, JobLostError } from "./owned-job-writes.ts";

export type TJobOutcome = "succeeded" | "failed" | "skipped" | "lost";

/** What the user reads while an unexpected failure waits for its retry. */
export const RETRY_MESSAGE = "Something went wrong; trying again";

/** A kind bound to what its handler needs (see registerJobKind). */
export type RegisteredJobKind = {
  kind: JobKind<unknown, unknown, string>;
  run(run: JobRun<unknown>): Promise<JobHandlerOutcome>;
  log: JobLog;
  /** Jobs of this kind run at once by this process. */
  concurrency: number;
  retry: JobKind["retry"];
};

export type RunJobContext = { db: Db; heartbeatMs: number; staleAfterMs: number };

/**
 * Runs one delivery of a job: claims it (a finished job, or one a live worker
 * has, is skipped), checks its payload, runs the handler with progress and a
 * heartbeat, then completes it. An AppError fails the job for good and runs
 * the kind's onFailed hook; anything unexpected is put back in the queue and
 * rethrown for pg-boss to retry, unless this was the last attempt.
 */
export async function runJob(
  registered: RegisteredJobKind,
  { jobId, payload, isLastAttempt }: { jobId: string; payload: unknown; isLastAttempt: boolean },
  { db, heartbeatMs, staleAfterMs }: RunJobContext,
): Promise<TJobOutcome> {
  const { kind, log } = registered;
  const claimed = await claimJob({ table: kind.table, jobId, staleAfterMs, stage: kind.stages[0]! }, db);
  if (!claimed) return "skipped";
  const { attempt } = claimed;
  const fail = async (code: string, message: string) => ((await failJob({ kind, jobId, attempt, code, message }, db)) ? "failed" : "lost");

  const parsed = kind.input.safeParse(payload);
  if (!parsed.success) {
    // A payload that does not fit will not fit on a retry either.
    log.error({ jobId, err: parsed.error }, `${kind.name} job has an invalid payload`);
    return fail("INTERNAL", kind.failureMessage);
  }

  const progress = createJobProgress({ table: kind.table, jobId, attempt, stages: kind.stages, heartbeatMs }, db);
  const controller = new AbortController();
  try {
    const owned = createOwnedJobWrites({ table: kind.table, jobId, attempt });
    const outcome = await registered.run({ id: jobId, attempt, input: parsed.data, progress, signal: controller.signal, ...owned });
    await progress.stop();
    if (outcome === "lost") return "lost";
    await completeJob({ table: kind.table, jobId, attempt }, db);
    return "succeeded";
  } catch (error) {
    controller.abort();
    await progress.stop();
    if (error instanceof JobLostError) return "lost";
    if (error instanceof AppError) return fail(error.code, error.userMessage);
    if (isLastAttempt) {
      log.error({ jobId, err: error }, `${kind.name} failed`);
      return fail("INTERNAL", kind.failureMessage);
    }
    log.warn({ jobId, attempt, err: error }, `${kind.name} attempt failed; retrying`);
    await retryJob({ table: kind.table, jobId, attempt, message: RETRY_MESSAGE }, db);
    throw error;
  }
}
