/**
 * The server Playwright tests against (playwright.config.ts `webServer`): the
 * real API from apps/api serving the production build of apps/web, on a fresh
 * database that exists only for this run.
 *
 * - DATABASE_URL set: a new database `mnemo_e2e_<pid>_<random>` on that server,
 *   dropped on exit (databases of killed earlier runs on this machine too).
 * - otherwise: an embedded PostgreSQL in a temporary directory, removed on exit.
 *
 * It builds nothing: the web app must be built first (the config's webServer
 * command runs turbo, which is a cache hit when nothing changed). It serves a
 * copy of apps/web/dist, so a rebuild during the run cannot pull files from
 * under the open pages.
 *
 * Billing runs against a local fake of Stripe's API (its hosted checkout and
 * portal pages included), driven by the real `stripe` client; webhooks come
 * back signed to this server. A second instance on the same database, with
 * billing off (no Stripe), listens on the port in MNEMO_E2E_NO_BILLING_PORT.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../apps/api/src/app.ts";
import { createAuth } from "../apps/api/src/auth/create-auth.ts";
import { fakeBilling } from "../apps/api/src/features/billing/testing/fake-billing.ts";
import { startFakeStripe } from "../apps/api/src/features/billing/testing/fake-stripe.ts";
import { createExchangeService } from "../apps/api/src/features/exchange/exchange-service.ts";
import { createSourceFiles } from "../apps/api/src/features/library/source-files.ts";
import { createMailer } from "../apps/api/src/mail/mailer.ts";
import { planCatalog } from "../apps/api/src/features/plan/plan-catalog.ts";
import { analyticsFromEnv } from "../apps/api/src/plugins/security.ts";
import { WEB_DIST } from "../apps/api/src/plugins/web.ts";
import { startJobServices } from "../apps/api/src/runtime/job-services.ts";
import { createThreadPool } from "../apps/api/src/threads/thread-pool.ts";
import { TEST_GENERATION_ENV } from "../apps/api/src/testing/test-env.ts";
import { removeEmbeddedCluster, startEmbeddedPostgres } from "../packages/db/src/embedded.ts";
import { createDb, type Db } from "../packages/db/src/index.ts";
import { applyMigrations } from "../packages/db/src/migrate/index.ts";
import { findFreePort, isProcessAlive } from "../packages/db/src/process-utils.ts";
import { databaseUrl } from "../packages/db/src/testing/test-database.ts";
import { createConsoleLogger } from "./support/console-logger.ts";

const E2E_DB_PREFIX = "mnemo_e2e_";
const TEMP_PREFIX = "mnemo-e2e-";
const port = Number(process.env.MNEMO_E2E_PORT);
const noBillingPort = Number(process.env.MNEMO_E2E_NO_BILLING_PORT);
if (!Number.isInteger(port) || port <= 0 || !Number.isInteger(noBillingPort) || noBillingPort <= 0) {
  throw new Error("MNEMO_E2E_PORT and MNEMO_E2E_NO_BILLING_PORT are not set: start this through playwright.config.ts.");
}
const baseUrl = `http://127.0.0.1:${port}`;
const noBillingUrl = `http://127.0.0.1:${noBillingPort}`;
const log = (line: string) => console.log(`[e2e server] ${line}`);

type Database = { url: string; drop: () => Promise<void> };
const cleanups: (() => Promise<unknown>)[] = [];

async function main() {
  await removeAbandonedTempDirs();
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), `${TEMP_PREFIX}${process.pid}-`));
  // The embedded cluster runs as the `postgres` OS user when we are root: it must reach the directory.
  await fs.chmod(tempDir, 0o755);
  cleanups.push(() => fs.rm(tempDir, { recursive: true, force: true }));

  const webRoot = await copyWebBuild(path.join(tempDir, "web"));
  const database = process.env.DATABASE_URL ? await createServerDatabase(process.env.DATABASE_URL) : await startEmbedded(tempDir);
  cleanups.push(database.drop);
  await applyMigrations({ databaseUrl: database.url, log: () => {} });
  const databaseFile = process.env.MNEMO_E2E_DATABASE_FILE;
  if (databaseFile) {
    await fs.writeFile(databaseFile, database.url);
    cleanups.push(() => fs.rm(databaseFile, { force: true }));
  }

  const db = createDb({ databaseUrl: database.url });
  cleanups.push(() => db.$disconnect());
  const logger = createConsoleLogger(process.env.MNEMO_E2E_LOG === "1" ? "info" : "warn");
  // No SMTP_URL, as on a fresh self-hosted install: reset emails go to the log. The log lines are also
  // appended to MNEMO_E2E_OUTBOX (JSON lines), where e2e/auth.spec.ts reads the reset link from.
  const outbox = process.env.MNEMO_E2E_OUTBOX;
  if (outbox) cleanups.push(() => fs.rm(outbox, { force: true }));
  const mailer = createMailer({
    smtpUrl: undefined,
    from: "Mnemo <no-reply@localhost>",
    log: {
      info: (object, message) => {
        logger.info(object, message);
        if (outbox) void fs.appendFile(outbox, `${JSON.stringify({ ...object, message })}\n`);
      },
      error: (object, message) => logger.error(object, message),
    },
  });
  const auth = createAuth({
    db,
    mailer,
    secret: randomBytes(32).toString("hex"),
    baseUrl,
    trustedOrigins: [baseUrl, `http://localhost:${port}`, noBillingUrl],
    // As `pnpm start` does without NEW_ACCOUNT_PLAN: new accounts start on Free.
    newAccountPlan: "free",
  });
  const fakeStripe = await startFakeStripe({ webhookUrl: `${baseUrl}/api/stripe/webhook` });
  cleanups.push(() => fakeStripe.stop());
  const {
    env: billingEnv,
    billing,
    billingConfig,
  } = fakeBilling(fakeStripe, {
    publicUrl: baseUrl,
    log: logger.child({ module: "billing" }),
  });
  const plans = planCatalog(billingEnv);
  const exchange = createExchangeService({ root: path.join(tempDir, "files") });
  // As `pnpm start` keeps them: uploads made into cards are kept with their source (e2e/sources.spec.ts).
  const sourceFiles = createSourceFiles({ root: exchange.root });
  const threads = createThreadPool({
    size: 2,
    memoryMb: 512,
    workerData: { databaseUrl: database.url, files: { root: exchange.root, mediaLimitBytes: exchange.mediaLimitBytes } },
    log: logger.child({ module: "threads" }),
  });
  cleanups.push(() => threads.close({ graceMs: 0 }));
  // Generation as a fresh install runs it: the offline generator, jobs in this process (e2e/generate.spec.ts).
  const work = await startJobServices({
    env: TEST_GENERATION_ENV,
    db,
    databaseUrl: database.url,
    plans,
    log: logger.child({ module: "jobs" }),
    generationLog: logger.child({ module: "generation" }),
    work: true,
    exchange,
    sourceFiles,
    threads,
    billing,
  });
  cleanups.push(() => work.close());
  // Our auth limits are off (every test signs up from one address): apps/api/src/auth/auth-rate-limits.integration.test.ts covers them.
  const services = { db, auth, plans, jobs: work.jobs, generation: work.generation, exchange, sourceFiles, threads };
  const appOptions = {
    authRateLimiter: false,
    // As `pnpm start` sets them: the consent tests load (faked) analytics scripts.
    security: {
      analytics: analyticsFromEnv(process.env),
    },
    logger,
    serveWeb: true,
    webRoot,
  } as const;
  // This server's outbox stands in for inboxes: it "can send email" (the reset page offers the link), while the
  // billing-off server below says, as a server without SMTP_URL does, that it cannot (e2e/auth.spec.ts).
  const app = await buildApp({ ...appOptions, services: { ...services, billing, billingConfig, canSendEmail: true } });
  cleanups.push(() => app.close());
  await app.listen({ host: "127.0.0.1", port });
  // The same app as a server without STRIPE_SECRET_KEY runs it (e2e/billing.spec.ts, "billing off").
  const noBillingApp = await buildApp({
    ...appOptions,
    services: { ...services, plans: planCatalog({ STRIPE_PRICE_PREMIUM: undefined, STRIPE_PRICE_PRO: undefined }) },
  });
  cleanups.push(() => noBillingApp.close());
  await noBillingApp.listen({ host: "127.0.0.1", port: noBillingPort });
  log(`serving ${baseUrl} (${process.env.DATABASE_URL ? "database on DATABASE_URL's server" : "embedded PostgreSQL"})`);
}

/** A snapshot of the built web app; fails with what to do when there is none. */
async function copyWebBuild(target: string): Promise<string> {
  const indexHtml = path.join(WEB_DIST, "index.html");
  if (!existsSync(indexHtml)) {
    throw new Error(`${indexHtml} is missing: build the web app first (pnpm exec turbo run build --filter=@mnemo/web).`);
  }
  await fs.cp(WEB_DIST, target, { recursive: true, filter: (source) => !source.endsWith(".map") });
  return target;
}

async function createServerDatabase(serverUrl: string): Promise<Database> {
  const admin = createDb({ databaseUrl: serverUrl, poolSize: 1 });
  try {
    await dropAbandonedDatabases(admin, serverUrl);
    const name = `${E2E_DB_PREFIX}${process.pid}_${randomBytes(4).toString("hex")}`;
    await admin.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    return {
      url: databaseUrl(serverUrl, name),
      drop: async () => {
        const client = createDb({ databaseUrl: serverUrl, poolSize: 1 });
        try {
          await client.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        } finally {
          await client.$disconnect();
        }
      },
    };
  } finally {
    await admin.$disconnect();
  }
}

/** Databases of runs on this machine that were killed before they could drop theirs. */
async function dropAbandonedDatabases(admin: Db, serverUrl: string) {
  const host = new URL(serverUrl).hostname;
  if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) return; // another machine's pids mean nothing here
  const rows = await admin.$queryRawUnsafe<{ datname: string }[]>(`SELECT datname FROM pg_database WHERE datname LIKE '${E2E_DB_PREFIX}%'`);
  for (const { datname } of rows) {
    const pid = Number(new RegExp(`^${E2E_DB_PREFIX}(\\d+)_`).exec(datname)?.[1]);
    if (pid && !isProcessAlive(pid)) await admin.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

/** Temporary directories of runs that were killed before they could clean up (and their PostgreSQL, if still running). */
async function removeAbandonedTempDirs() {
  for (const entry of await fs.readdir(os.tmpdir())) {
    const pid = Number(new RegExp(`^${TEMP_PREFIX}(\\d+)-`).exec(entry)?.[1]);
    if (!pid || isProcessAlive(pid)) continue;
    const dir = path.join(os.tmpdir(), entry);
    await removeEmbeddedCluster(path.join(dir, "postgres"));
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function startEmbedded(tempDir: string): Promise<Database> {
  const pg = await startEmbeddedPostgres({
    dataDir: path.join(tempDir, "postgres"),
    port: await findFreePort(),
    database: "mnemo",
    fresh: true,
  });
  return { url: pg.url, drop: pg.stop };
}

let closing: Promise<void> | undefined;
function close(exitCode: number) {
  // Playwright signals the whole process group, so a wrapper may forward the same signal again.
  closing ??= (async () => {
    const started = Date.now();
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error: unknown) => console.error("[e2e server] cleanup failed:", error));
    }
    log(`stopped and cleaned up in ${Date.now() - started} ms`);
    process.exit(exitCode);
  })();
  return closing;
}

for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void close(0));

main().catch(async (error: unknown) => {
  console.error("[e2e server] could not start:", error instanceof Error ? error.message : error);
  await close(1);
});
