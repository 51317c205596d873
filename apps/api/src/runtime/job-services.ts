import type { TPlan } from "@mnemo/api-contract";
import type { Db } from "@mnemo/db";
import type { BillingService } from "../features/billing/billing-service.ts";
import { billingReconcileJob } from "../features/billing/jobs/billing-reconcile-job-kind.ts";
import { startReconcileSchedule } from "../features/billing/jobs/billing-reconcile-schedule.ts";
import { stripeEventJob } from "../features/billing/jobs/stripe-event-job-kind.ts";
import type { OutlineAnalyser } from "../features/analysis/outline/outline-analyser.ts";
import type { GenerationService } from "../features/generation/generation-service.ts";
import { generationJob } from "../features/generation/jobs/generation-job-kind.ts";
import { diagramJob } from "../features/diagrams/jobs/diagram-job-kind.ts";
import { diagramModelFromEnv } from "../features/diagrams/model/diagram-model.ts";
import type { ExchangeService } from "../features/exchange/exchange-service.ts";
import type { SourceFiles } from "../features/library/source-files.ts";
import { exportJob } from "../features/exchange/export/jobs/export-job-kind.ts";
import { fileSweepJob } from "../features/exchange/files/jobs/file-sweep-job-kind.ts";
import { startFileSweepSchedule } from "../features/exchange/files/jobs/file-sweep-schedule.ts";
import { fitParametersJob } from "../features/study/jobs/fit-parameters-job-kind.ts";
import type { CardGenerator } from "../features/generation/types.ts";
import type { JobLog, JobRetryPolicy } from "../jobs/job-kind.ts";
import type { ThreadPool } from "../threads/thread-pool.ts";
import { registerJobKind, startJobRuntime, type JobRuntime } from "../jobs/job-runtime.ts";
import { createGenerationSetup, type GenerationEnv } from "./generation-setup.ts";

export type StartJobServicesOptions = {
  env: GenerationEnv;
  db: Db;
  databaseUrl: string;
  plans: readonly TPlan[];
  /** The job runtime's own lines ("job queue error"). */
  log: JobLog;
  /** Generation's lines, and the runtime's about generation jobs; defaults to `log`. */
  generationLog?: JobLog;
  /** Run jobs here (the API unless GENERATION_WORKER=off; always in `pnpm worker`). */
  work: boolean;
  /** Tests shorten these. */
  heartbeatMs?: number;
  staleAfterMs?: number;
  sweepEveryMs?: number;
  /** Attempts after the first for unexpected generation failures (the kind says 2). */
  retryLimit?: number;
  /** The file stores large exports are written to; without them no export or file-sweep kind is registered. */
  exchange?: ExchangeService | undefined;
  /** Where generation keeps an upload's original file with its source; without it only the text is kept. */
  sourceFiles?: SourceFiles | undefined;
  /** The file threads export jobs write their files in; required with `exchange`. */
  threads?: ThreadPool | undefined;
  /** Stripe: with it the stripe-event and billing-reconcile kinds run, and working processes queue the daily reconcile. */
  billing?: BillingService | undefined;
  /** Tests shorten the stripe-event retries (the kind says 5, from 10 s, doubling). */
  stripeEventRetry?: Partial<JobRetryPolicy>;
  /** Tests may run a scripted generator to stop a job mid-way; the server never sets it. */
  generatorOverride?: CardGenerator;
};

/** The services built on the job runtime, and how to stop them. */
export type JobServices = {
  jobs: JobRuntime;
  generation: GenerationService;
  /** What reads a source into its outline: the jobs' own, for study notes too (a model's when one is configured). */
  outlineAnalyser: OutlineAnalyser;
  /** Lets a running job finish its step; an unfinished one is picked up after a restart. */
  close(): Promise<void>;
};

/**
 * The registry of job kinds: every kind this app runs, bound to what its
 * handler needs, on one pg-boss instance. Adding a kind is one more
 * registerJobKind line here (docs/jobs.md).
 */
export async function startJobServices(options: StartJobServicesOptions): Promise<JobServices> {
  const { env, db, databaseUrl, plans, log, generationLog = log, work, billing } = options;
  const generation = createGenerationSetup({
    env,
    db,
    plans,
    log: generationLog,
    work,
    threads: options.threads,
    sourceFiles: options.sourceFiles,
    ...(options.generatorOverride ? { generatorOverride: options.generatorOverride } : {}),
  });
  const jobs = await startJobRuntime({
    databaseUrl,
    db,
    work,
    log,
    kinds: [
      registerJobKind(generationJob, generation.deps, {
        log: generationLog,
        concurrency: env.GENERATION_CONCURRENCY,
        retry: options.retryLimit === undefined ? undefined : { limit: options.retryLimit },
      }),
      registerJobKind(fitParametersJob, { db }, { log, concurrency: 1 }),
      // Diagrams read sources with the jobs' own analyser, so a diagram and the cards see the same outline.
      registerJobKind(
        diagramJob,
        {
          db,
          outlineAnalyser: generation.deps.outlineAnalyser,
          model: diagramModelFromEnv(env, generationLog),
        },
        { log, concurrency: 2 },
      ),
      ...(options.exchange && options.threads
        ? [registerJobKind(exportJob, { db, exchange: options.exchange, threads: options.threads }, { log, concurrency: 1 })]
        : []),
      ...(options.exchange
        ? [
            registerJobKind(
              fileSweepJob,
              { db, exchange: options.exchange, sourceFiles: options.sourceFiles, log },
              { log, concurrency: 1 },
            ),
          ]
        : []),
      ...(billing
        ? [
            registerJobKind(stripeEventJob, { db, billing, plans }, { log, concurrency: 2, retry: options.stripeEventRetry }),
            registerJobKind(billingReconcileJob, { db, billing, plans }, { log, concurrency: 1 }),
          ]
        : []),
    ],
    ...(options.heartbeatMs ? { heartbeatMs: options.heartbeatMs } : {}),
    ...(options.staleAfterMs ? { staleAfterMs: options.staleAfterMs } : {}),
    ...(options.sweepEveryMs ? { sweepEveryMs: options.sweepEveryMs } : {}),
  });
  const reconcileSchedule = billing && work ? startReconcileSchedule({ db, jobs, log }) : undefined;
  // Each working process checks for the hour's sweep; one runs (docs/jobs.md, file-sweep).
  const fileSweepSchedule = options.exchange && work ? startFileSweepSchedule({ db, jobs, log }) : undefined;
  return {
    jobs,
    generation: generation.service(jobs),
    outlineAnalyser: generation.deps.outlineAnalyser,
    async close() {
      await reconcileSchedule?.stop();
      await fileSweepSchedule?.stop();
      await jobs.stop();
      await generation.close();
    },
  };
}
