import PgBoss from "pg-boss";
import { failGenerationJob } from "./fail-generation-job.ts";
import { GENERIC_GENERATION_ERROR, type GenerationRuntime } from "./generation-runtime.ts";
import { runGenerationJob } from "./run-generation-job.ts";

export const GENERATION_QUEUE = "generation";

export type GenerationQueue = {
  /** Higher priority runs first; a user's later jobs get lower ones, so one user's batch does not hold up everyone. */
  enqueue(jobId: string, options?: { priority?: number }): Promise<void>;
  /** Hands dead workers' jobs on (also runs on a timer while working). */
  sweep(): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
};

export type StartGenerationQueueOptions = {
  databaseUrl: string;
  runtime: GenerationRuntime;
  /** Run jobs in this process (the API by default; `pnpm worker` too). */
  work: boolean;
  /** Jobs run at once by this process. */
  concurrency?: number;
  /** Attempts after the first for unexpected failures. */
  retryLimit?: number;
  sweepEveryMs?: number;
  /** pg-boss's own schema. */
  schema?: string;
};

/**
 * pg-boss carries job ids (our generation_job row is the job's state). A job
 * survives a restart: it stays in pg-boss until done, and a job whose worker
 * stopped beating is failed back into pg-boss's retry by the sweep, then
 * reclaimed (claimGenerationJob) by whichever worker fetches it.
 */
export async function startGenerationQueue(options: StartGenerationQueueOptions): Promise<GenerationQueue> {
  const { databaseUrl, runtime, work, concurrency = 1, retryLimit = 2, sweepEveryMs = 10_000, schema = "pgboss" } = options;
  const boss = new PgBoss({ connectionString: databaseUrl, schema, max: 3, schedule: false, supervise: true });
  boss.on("error", (error) => runtime.log.error({ err: error }, "job queue error"));
  await boss.start();
  // Our heartbeat decides when a job is dead; pg-boss's own expiry is only a backstop for long model runs.
  await boss.createQueue(GENERATION_QUEUE, {
    name: GENERATION_QUEUE,
    retryLimit,
    retryDelay: 2,
    retryBackoff: true,
    expireInSeconds: 4 * 60 * 60,
  });

  const workerIds: string[] = [];
  if (work) {
    for (let i = 0; i < concurrency; i++) {
      workerIds.push(
        await boss.work<{ jobId: string }>(
          GENERATION_QUEUE,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 0.5 },
          async ([job]) => {
            if (!job) return;
            await runGenerationJob({ jobId: job.data.jobId, isLastAttempt: job.retryCount >= job.retryLimit }, runtime);
          },
        ),
      );
    }
  }

  const sweep = async () => {
    const stale = await runtime.db.generationJob.findMany({
      where: { status: "running", heartbeatAt: { lt: new Date(Date.now() - runtime.staleAfterMs) } },
      select: { id: true, attempts: true },
      take: 50,
    });
    for (const row of stale) {
      const queued = await boss.getJobById(GENERATION_QUEUE, row.id);
      if (queued?.state === "active") {
        runtime.log.warn({ jobId: row.id }, "generation worker stopped responding; handing the job on");
        await boss.fail(GENERATION_QUEUE, row.id, { reason: "worker stopped responding" });
      } else if (!queued || queued.state === "failed" || queued.state === "completed" || queued.state === "cancelled") {
        // No delivery left for it: finish it here so the user sees an answer and gets the words back.
        await failGenerationJob({ jobId: row.id, attempt: row.attempts, code: "INTERNAL", message: GENERIC_GENERATION_ERROR }, runtime.db);
      }
    }
  };
  const timer = work
    ? setInterval(() => sweep().catch((error: unknown) => runtime.log.error({ err: error }, "generation sweep failed")), sweepEveryMs)
    : undefined;
  timer?.unref();

  return {
    async enqueue(jobId, { priority = 0 } = {}) {
      // Our row id is the pg-boss id: sending twice never makes two jobs.
      await boss.send(GENERATION_QUEUE, { jobId }, { id: jobId, priority });
      for (const id of workerIds) boss.notifyWorker(id);
    },
    sweep,
    async stop({ graceful = true } = {}) {
      if (timer) clearInterval(timer);
      await boss.stop({ graceful, wait: true, timeout: 10_000 });
    },
  };
}
