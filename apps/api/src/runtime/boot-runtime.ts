import path from "node:path";
import { createDb } from "@mnemo/db";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { billingConfig, createBillingService } from "../features/billing/billing-service.ts";
import { createExchangeService } from "../features/exchange/exchange-service.ts";
import { startTempFolderSweep } from "../features/exchange/files/temp-folder-sweep.ts";
import { createSourceFiles } from "../features/library/source-files.ts";
import { s3SettingsFrom } from "../lib/create-file-stores.ts";
import { planCatalog } from "../features/plan/plan-catalog.ts";
import { defaultFileThreads } from "../threads/require-threads.ts";
import { createThreadPool } from "../threads/thread-pool.ts";
import type { AppServices } from "./app-services.ts";
import { createAuthSetup, publicBaseUrl } from "./auth-setup.ts";
import { openDatabase, type Database } from "./database.ts";
import { DATA_DIR } from "./paths.ts";
import { startJobServices } from "./job-services.ts";
import { jobTimings } from "../jobs/job-runtime.ts";
import { createMeaningCheckSetup } from "./practice-setup.ts";
import { diagramModelFromEnv } from "../features/diagrams/model/diagram-model.ts";

/**
 * `api`: serves HTTP (accounts set up) and runs jobs unless GENERATION_WORKER=off.
 * `worker`: runs jobs only, on a smaller connection pool.
 */
export type RuntimeRole = "api" | "worker";

export type Runtime = {
  services: AppServices & Required<Pick<AppServices, "jobs" | "generation">>;
  database: Database;
  /**
   * After the HTTP server closed, stops in this order: the jobs (a running one has until `graceMs` to
   * finish its step, else the sweep hands it on after a restart), the file threads (the rest of
   * `graceMs`), the database client, then the embedded PostgreSQL if this process started it.
   */
  close(options?: { graceMs?: number }): Promise<void>;
};

/**
 * What `server.ts` and `worker.ts` share: the database (embedded by default,
 * migrated), the plans, accounts (API only) and the job runtime with every
 * job kind. Built once; closed in reverse.
 */
export async function bootRuntime(env: Env, { log, role }: { log: Logger; role: RuntimeRole }): Promise<Runtime> {
  // Detached: Ctrl-C reaches this process alone, which stops the database last (closeOnSignals).
  const database = await openDatabase(env, { info: (m) => log.info(m), debug: (m) => log.debug(m) }, { detached: true });
  const db = createDb({ databaseUrl: database.url, ...(role === "worker" ? { poolSize: 4 } : {}) });
  try {
    const accounts = role === "api" ? createAuthSetup(env, db, { baseUrl: publicBaseUrl(env), log }) : undefined;
    const plans = planCatalog(env);
    const billing = createBillingService(env, { publicUrl: publicBaseUrl(env), log: log.child({ module: "billing" }) });
    const exchange = createExchangeService({
      root: env.FILES_DIR ?? path.join(DATA_DIR, "files"),
      s3: s3SettingsFrom(env),
      mediaLimitBytes: env.MEDIA_LIMIT_MB * 1024 * 1024,
    });
    // Beside exchange's stores, under FILES_DIR (docs/sources.md).
    const sourceFiles = createSourceFiles({ root: exchange.root, s3: exchange.s3, limitMb: env.SOURCE_FILES_MB });
    const threads = createThreadPool({
      size: env.FILE_THREADS ?? defaultFileThreads(),
      memoryMb: env.FILE_THREAD_MEMORY_MB,
      workerData: {
        databaseUrl: database.url,
        files: { root: exchange.root, ...(exchange.s3 ? { s3: exchange.s3 } : {}), mediaLimitBytes: exchange.mediaLimitBytes },
      },
      log: log.child({ module: "threads" }),
    });
    const work = await startJobServices({
      env,
      db,
      databaseUrl: database.url,
      plans,
      log: log.child({ module: "jobs" }),
      generationLog: log.child({ module: "generation" }),
      work: role === "worker" || env.GENERATION_WORKER === "inline",
      ...jobTimings(env.JOB_STALE_AFTER_SECONDS),
      exchange,
      sourceFiles,
      threads,
      billing,
    });
    // This machine's own temp folder: the hourly file sweep reaches only the folder of the worker it runs in.
    const tempSweep = startTempFolderSweep({ tempDir: exchange.tempDir, log: log.child({ module: "files" }) });
    const services = {
      db,
      plans,
      auth: accounts?.auth,
      supabase: accounts?.supabase,
      oauthProviders: accounts?.oauthProviders,
      canSendEmail: accounts?.canSendEmail,
      jobs: work.jobs,
      generation: work.generation,
      outlineAnalyser: work.outlineAnalyser,
      meaningCheck: createMeaningCheckSetup(env, { log: log.child({ module: "practice" }) }),
      diagramModel: diagramModelFromEnv(env, log.child({ module: "diagrams" })),
      exchange,
      sourceFiles,
      threads,
      billing,
      billingConfig: billingConfig(billing, env),
    };
    return {
      services,
      database,
      async close({ graceMs = 8_000 } = {}) {
        const deadline = Date.now() + graceMs;
        const stopping = work.close().catch((error: unknown) => log.error({ err: error }, "stopping the jobs failed"));
        const jobsStopped = await settlesWithin(stopping, graceMs);
        log.info(jobsStopped ? "jobs stopped" : `jobs still running after ${graceMs} ms are left for the sweep to hand on after a restart`);
        await threads.close({ graceMs: Math.max(0, deadline - Date.now()) });
        log.info("file threads closed");
        await tempSweep.stop();
        await db.$disconnect();
        log.info("database connections closed");
        if (database.embedded && !database.owned) log.info("the embedded PostgreSQL is left running for the process that owns it");
        await database.stop();
      },
    };
  } catch (error) {
    await db.$disconnect();
    await database.stop();
    throw error;
  }
}

/** Everything after the first signal gets this long; then the database is stopped regardless and the process exits 1. */
const SHUTDOWN_MS = 10_000;
/** Of SHUTDOWN_MS, kept for disconnecting and stopping the embedded PostgreSQL. */
const DATABASE_STOP_RESERVE_MS = 2_000;
/** The same Ctrl-C can arrive twice (from the terminal, and relayed by tsx); a repeat this soon is that one. */
const REPEAT_MS = 1_000;

/** What a shutdown closes: the HTTP server first (if any), then the runtime. */
export type ShutdownTarget = { runtime: Runtime; closeHttp?: () => Promise<void> };

/**
 * From the call on, SIGINT and SIGTERM shut the process down, whether a signal reached this process
 * alone or its whole group (a terminal's Ctrl-C; the embedded PostgreSQL is out of the group, see
 * openDatabase). During start-up the process exits at once (a PostgreSQL it started gets a fast
 * shutdown). Once `closeInOrder` was called: `closeHttp` (stop taking requests, let those in flight
 * finish), then `runtime.close()`. Past SHUTDOWN_MS, or on a second signal, the embedded PostgreSQL
 * this process started is stopped at once (open requests and jobs get errors; a job is handed on
 * after a restart) and the process exits 1; a third signal exits at once.
 */
export function closeOnSignals(log: Logger): { closeInOrder(target: ShutdownTarget): void } {
  let target: ShutdownTarget | undefined;
  let firstAt: number | undefined;
  let forcing = false;

  // On a terminal pino writes through a transport thread: exiting before it flushed would lose the last lines.
  const exit = (code: number) => {
    setTimeout(() => process.exit(code), 1_000).unref();
    log.flush(() => process.exit(code));
  };

  const force = async (reason: string) => {
    if (forcing) return;
    forcing = true;
    const database = target?.runtime.database;
    log.error(
      `${reason}: ${database?.owned ? "stopping the embedded PostgreSQL now (open requests and jobs get errors) and " : ""}exiting`,
    );
    if (database?.owned && !(await settlesWithin(database.stop(), 5_000))) {
      log.error("the embedded PostgreSQL has not stopped yet; it finishes shutting down by itself");
    }
    exit(1);
  };

  const shutdown = async (signal: NodeJS.Signals, { runtime, closeHttp }: ShutdownTarget) => {
    const deadline = Date.now() + SHUTDOWN_MS;
    log.info(
      `${signal} received: closing ${closeHttp ? "HTTP, then " : ""}the jobs, the file threads and the database (Ctrl-C again to stop at once)`,
    );
    setTimeout(() => void force(`shutdown took over ${SHUTDOWN_MS / 1000} s`), SHUTDOWN_MS);
    try {
      if (closeHttp) {
        await closeHttp(); // stops accepting, lets in-flight requests finish
        log.info("HTTP server closed");
      }
      await runtime.close({ graceMs: Math.max(0, deadline - DATABASE_STOP_RESERVE_MS - Date.now()) });
    } catch (error) {
      log.error({ err: error }, "shutdown failed");
      return force("shutdown failed");
    }
    if (forcing) return; // force() exits once the database is stopped
    log.info("bye");
    exit(0);
  };

  const onSignal = (signal: NodeJS.Signals) => {
    if (!target) {
      log.info(`${signal} received during start-up: exiting`);
      exit(1);
    } else if (firstAt === undefined) {
      firstAt = Date.now();
      void shutdown(signal, target);
    } else if (Date.now() - firstAt < REPEAT_MS) {
      return;
    } else if (!forcing) {
      void force(`${signal} again`);
    } else {
      log.error(`${signal} again: exiting now`);
      process.exit(1);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, onSignal);
  return {
    closeInOrder(ready) {
      target = ready;
    },
  };
}

/** True when `promise` settled (either way) within `ms`; it is not cancelled otherwise. */
async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
