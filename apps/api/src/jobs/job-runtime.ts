import type { Db } from "@mnemo/db";
import PgBoss from "pg-boss";
import type { z } from "zod";
import type { JobKind, JobLog, JobRetryPolicy } from "./job-kind.ts";
import { createJobQueuePool } from "./job-queue-pool.ts";
import { assertJobTable } from "./job-transitions.ts";
import { runJob, type RegisteredJobKind } from "./run-job.ts";
import { sweepStaleJobs } from "./sweep-stale-jobs.ts";

export type JobRuntime = {
  /**
   * Queues a job whose state row (`id`, in the kind's table) already exists:
   * create the row in the transaction that accepts the work, then enqueue.
   * The row id is the pg-boss id, so sending twice never makes two jobs.
   * Higher `priority` runs first.
   */
  enqueue<TInput>(
    kind: { name: string; input: z.ZodType<TInput> },
    input: TInput,
    options: { id: string; priority?: number },
  ): Promise<void>;
  /** Hands dead workers' jobs on (also runs on a timer while working). */
  sweep(): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
};

/** Binds a kind to what its handler needs; `retry` overrides parts of the kind's policy (tests). */
export function registerJobKind<TInput, TDeps, TStageId extends string>(
  kind: JobKind<TInput, TDeps, TStageId>,
  deps: TDeps,
  { log, concurrency = 1, retry }: { log: JobLog; concurrency?: number; retry?: Partial<JobRetryPolicy> | undefined },
): RegisteredJobKind {
  return {
    kind: kind as unknown as RegisteredJobKind["kind"],
    run: (run) => kind.handler(run as Parameters<typeof kind.handler>[0], deps),
    log,
    concurrency,
    retry: { ...kind.retry, ...retry },
  };
}

/** Heartbeat, staleness and sweep from JOB_STALE_AFTER_SECONDS: 30 s gives the defaults (5 s, 30 s, 10 s). */
export function jobTimings(staleAfterSeconds: number): { heartbeatMs: number; staleAfterMs: number; sweepEveryMs: number } {
  const staleAfterMs = staleAfterSeconds * 1000;
  return { heartbeatMs: Math.round(staleAfterMs / 6), staleAfterMs, sweepEveryMs: Math.round(staleAfterMs / 3) };
}

export type StartJobRuntimeOptions = {
  databaseUrl: string;
  db: Db;
  /** Every kind this process may queue or run. */
  kinds: RegisteredJobKind[];
  /** Run jobs in this process (the API unless GENERATION_WORKER=off; always in `pnpm worker`). */
  work: boolean;
  log: JobLog;
  /** How often a running job proves its worker is alive. */
  heartbeatMs?: number;
  /** A running job silent this long is taken over by another worker. */
  staleAfterMs?: number;
  sweepEveryMs?: number;
  /** pg-boss's own schema. */
  schema?: string;
};

/**
 * The one pg-boss instance of a process, with a queue per registered kind.
 * pg-boss carries job ids and payloads; each kind's table holds the job's
 * state (job-transitions.ts). A job survives a restart: it stays in pg-boss
 * until done, and a job whose worker stopped beating is handed on by the sweep.
 */
export async function startJobRuntime(options: StartJobRuntimeOptions): Promise<JobRuntime> {
  const {
    databaseUrl,
    db,
    kinds,
    work,
    log,
    heartbeatMs = 5_000,
    staleAfterMs = 30_000,
    sweepEveryMs = 10_000,
    schema = "pgboss",
  } = options;
  const byName = new Map(kinds.map((registered) => [registered.kind.name, registered]));
  if (byName.size !== kinds.length) throw new Error("two job kinds share a name");
  for (const { kind } of kinds) await assertJobTable({ table: kind.table }, db);

  const logError = (error: Error) => log.error({ err: error }, "job queue error");
  const pool = createJobQueuePool(databaseUrl, { max: 3, onError: logError });
  const boss = new PgBoss({ db: pool.db, schema, schedule: false, supervise: true });
  boss.on("error", logError);
  await boss.start();
  const workerIds = new Map<string, string[]>();
  for (const registered of kinds) {
    const { kind, retry } = registered;
    await boss.createQueue(kind.name, {
      name: kind.name,
      retryLimit: retry.limit,
      retryDelay: retry.delaySeconds,
      retryBackoff: retry.backoff,
      expireInSeconds: kind.expireInSeconds,
    });
    if (!work) continue;
    const ids: string[] = [];
    for (let i = 0; i < registered.concurrency; i++) {
      ids.push(
        await boss.work<unknown>(kind.name, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
          if (!job) return;
          const isLastAttempt = job.retryCount >= job.retryLimit;
          await runJob(registered, { jobId: job.id, payload: job.data, isLastAttempt }, { db, heartbeatMs, staleAfterMs });
        }),
      );
    }
    workerIds.set(kind.name, ids);
  }

  const sweep = async () => {
    for (const registered of kinds) {
      try {
        await sweepStaleJobs({ boss, registered, staleAfterMs }, db);
      } catch (error) {
        registered.log.error({ err: error }, `${registered.kind.name} sweep failed`);
      }
    }
  };
  const timer = work ? setInterval(() => void sweep(), sweepEveryMs) : undefined;
  timer?.unref();

  return {
    async enqueue(kind, input, { id, priority = 0 }) {
      if (!byName.has(kind.name)) throw new Error(`job kind ${kind.name} is not registered in this process`);
      await boss.send(kind.name, kind.input.parse(input) as object, { id, priority });
      for (const workerId of workerIds.get(kind.name) ?? []) boss.notifyWorker(workerId);
    },
    sweep,
    async stop({ graceful = true } = {}) {
      if (timer) clearInterval(timer);
      await boss.stop({ graceful, wait: true, timeout: 10_000 });
      await pool.close();
    },
  };
}
