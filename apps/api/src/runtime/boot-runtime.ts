import path from "node:path";
import { createDb } from "@mnemo/db";
import type { Logger } from "pino";
import type { Env } from "../env.ts";
import { billingConfig, createBillingService } from "../features/billing/billing-service.ts";
import { createExchangeService } from "../features/exchange/exchange-service.ts";
import { planCatalog } from "../features/plans/plan-catalog.ts";
import { defaultFileThreads } from "../threads/require-threads.ts";
import { createThreadPool } from "../threads/thread-pool.ts";
import type { AppServices } from "./app-services.ts";
import { createAuthSetup, publicBaseUrl } from "./auth-setup.ts";
import { openDatabase, type Database } from "./database.ts";
import { DATA_DIR } from "./paths.ts";
import { startJobServices } from "./job-services.ts";

/**
 * `api`: serves HTTP (accounts set up) and runs jobs unless GENERATION_WORKER=off.
 * `worker`: runs jobs only, on a smaller connection pool.
 */
export type RuntimeRole = "api" | "worker";

export type Runtime = {
  services: AppServices & Required<Pick<AppServices, "jobs" | "generation">>;
  database: Database;
  /** Stops the jobs (a running one finishes its step), then the database; after the HTTP server closed. */
  close(): Promise<void>;
};

/**
 * What `server.ts` and `worker.ts` share: the database (embedded by default,
 * migrated), the plans, accounts (API only) and the job runtime with every
 * job kind. Built once; closed in reverse.
 */
export async function bootRuntime(env: Env, { log, role }: { log: Logger; role: RuntimeRole }): Promise<Runtime> {
  const database = await openDatabase(env, { info: (m) => log.info(m), debug: (m) => log.debug(m) });
  const db = createDb({ databaseUrl: database.url, ...(role === "worker" ? { poolSize: 4 } : {}) });
  try {
    const accounts = role === "api" ? createAuthSetup(env, db, { baseUrl: publicBaseUrl(env), log }) : undefined;
    const plans = planCatalog(env);
    const billing = createBillingService(env, { publicUrl: publicBaseUrl(env), log: log.child({ module: "billing" }) });
    const exchange = createExchangeService({
      root: env.FILES_DIR ?? path.join(DATA_DIR, "files"),
      mediaLimitBytes: env.MEDIA_LIMIT_MB * 1024 * 1024,
    });
    const threads = createThreadPool({
      size: env.FILE_THREADS ?? defaultFileThreads(),
      memoryMb: env.FILE_THREAD_MEMORY_MB,
      workerData: { databaseUrl: database.url, files: { root: exchange.root, mediaLimitBytes: exchange.mediaLimitBytes } },
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
      exchange,
      threads,
      billing,
    });
    const services = {
      db,
      plans,
      auth: accounts?.auth,
      supabase: accounts?.supabase,
      oauthProviders: accounts?.oauthProviders,
      jobs: work.jobs,
      generation: work.generation,
      exchange,
      threads,
      billing,
      billingConfig: billingConfig(billing, env),
    };
    return {
      services,
      database,
      async close() {
        await work.close();
        await threads.close();
        await db.$disconnect();
        await database.stop();
      },
    };
  } catch (error) {
    await db.$disconnect();
    await database.stop();
    throw error;
  }
}
