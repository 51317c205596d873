import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildPlans, type TPlan, type TPlanId } from "@mnemo/api-contract";
import { createDb, type Db } from "@mnemo/db";
import { createTestDatabase, type TestDatabase } from "@mnemo/db/testing";
import { afterAll, beforeAll } from "vitest";
import { buildApp, type App } from "../app.ts";
import type { AuthRateLimiter } from "../auth/auth-rate-limits.ts";
import { configuredOAuthProviders, createAuth, type Auth, type OAuthProviders } from "../auth/create-auth.ts";
import { createExchangeService } from "../features/exchange/exchange-service.ts";
import { createSourceFiles } from "../features/library/source-files.ts";
import { createThreadPool, type ThreadPool } from "../threads/thread-pool.ts";
import { createMailer, type Mailer } from "../mail/mailer.ts";
import type { AppServices } from "../runtime/app-services.ts";
import { startJobServices, type JobServices, type StartJobServicesOptions } from "../runtime/job-services.ts";
import { TEST_GENERATION_ENV } from "./test-env.ts";
import { createContextInner } from "../trpc/context.ts";
import { createCallerFactory } from "../trpc/init.ts";
import { appRouter } from "../trpc/router.ts";

export const TEST_BASE_URL = "http://localhost:3000";
export const TEST_PRICE_IDS = { premium: "price_test_premium", pro: "price_test_pro" };

export type TestApp = {
  app: App;
  db: Db;
  auth: Auth;
  plans: TPlan[];
  database: TestDatabase;
  mailer: Mailer;
  /** What the app was built with (the fields above, and jobs and generation when asked for). */
  services: AppServices;
  /** Present when the test asked for generation: the job runtime (real pg-boss on the test database). */
  work: JobServices | undefined;
  /** What the log mailer wrote (no SMTP_URL in tests): one entry per email, newest last. */
  mailLog: { to: string; subject: string; text: string }[];
  /** A temporary folder for this file's media, export files and uploads (removed afterwards). */
  filesDir: string;
  /** The file threads imports and exports run in (on this file's database and folder). */
  threads: ThreadPool;
};

export { TEST_GENERATION_ENV };

export type TestAppOptions = {
  oauth?: OAuthProviders;
  /** Our per-IP/per-email auth limits; off unless a test is about them. */
  authRateLimiter?: AuthRateLimiter;
  /** Start the job runtime with generation: pg-boss on this file's database, extraction, OCR and the offline generator. */
  generation?: TestGenerationOptions;
  /** Fakes for any service (a scripted generation service, say), over the real ones. */
  services?: Partial<AppServices>;
  /** The plan a new account starts on, as NEW_ACCOUNT_PLAN gives it (default free, as in production; null: none). */
  newAccountPlan?: TPlanId | null;
};

export type TestGenerationOptions = Partial<Omit<StartJobServicesOptions, "env" | "db" | "databaseUrl" | "plans" | "log">> & {
  env?: Partial<StartJobServicesOptions["env"]>;
  /** Collects the generation log (errors included) for assertions. */
  logLines?: { level: string; message: string; object: object }[];
};

/**
 * Builds the real app on a database of this test file's own. Call at the top
 * of a describe/file; the fields are filled in before the first test runs.
 */
export function useTestApp(options: TestAppOptions = {}): TestApp {
  const ctx = { mailLog: [] } as unknown as TestApp;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.db = createDb({ databaseUrl: ctx.database.url, poolSize: 5 });
    ctx.mailer = createMailer({
      smtpUrl: undefined,
      from: "Mnemo <no-reply@example.test>",
      log: {
        info: (object, message) => {
          const { mailTo, subject } = object as { mailTo?: string; subject?: string };
          if (mailTo && subject) ctx.mailLog.push({ to: mailTo, subject, text: message });
        },
        error: () => {},
      },
    });
    ctx.auth = createAuth({
      mailer: ctx.mailer,
      ...(options.oauth ? { oauth: options.oauth } : {}),
      db: ctx.db,
      secret: "test-secret-that-is-long-enough-for-better-auth",
      baseUrl: TEST_BASE_URL,
      trustedOrigins: [TEST_BASE_URL],
      newAccountPlan: options.newAccountPlan === undefined ? "free" : options.newAccountPlan,
    });
    // With Stripe (a fake), the catalogue carries its prices, as both come from STRIPE_PRICE_* in production.
    ctx.plans = buildPlans(options.services?.billing?.prices ?? TEST_PRICE_IDS);
    ctx.filesDir = await mkdtemp(path.join(tmpdir(), "mnemo-files-"));
    const exchange = createExchangeService({ root: ctx.filesDir });
    const sourceFiles = createSourceFiles({ root: ctx.filesDir });
    // Threads start when a test first imports or exports, and leave when the file is done.
    ctx.threads = createThreadPool({
      size: 2,
      memoryMb: 512,
      workerData: { databaseUrl: ctx.database.url, files: { root: exchange.root, mediaLimitBytes: exchange.mediaLimitBytes } },
    });
    if (options.generation) {
      const { env, logLines, ...rest } = options.generation;
      const record = (level: string) => (object: object, message: string) => logLines?.push({ level, message, object });
      ctx.work = await startJobServices({
        env: { ...TEST_GENERATION_ENV, ...env },
        db: ctx.db,
        databaseUrl: ctx.database.url,
        plans: ctx.plans,
        log: { info: record("info"), warn: record("warn"), error: record("error") },
        work: true,
        heartbeatMs: 500,
        staleAfterMs: 3_000,
        sweepEveryMs: 1_000,
        exchange,
        sourceFiles,
        threads: ctx.threads,
        ...rest,
      });
    }
    ctx.services = {
      db: ctx.db,
      plans: ctx.plans,
      auth: ctx.auth,
      oauthProviders: configuredOAuthProviders(options.oauth),
      jobs: ctx.work?.jobs,
      generation: ctx.work?.generation,
      exchange,
      sourceFiles,
      threads: ctx.threads,
      ...options.services,
    };
    ctx.app = await buildApp({ services: ctx.services, authRateLimiter: options.authRateLimiter ?? false });
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.work?.close();
    await ctx.threads?.close({ graceMs: 0 });
    await ctx.db?.$disconnect();
    await ctx.database?.drop();
    if (ctx.filesDir) await rm(ctx.filesDir, { recursive: true, force: true });
  });
  return ctx;
}

let counter = 0;

export type TestUser = {
  id: string;
  email: string;
  /** Authorization header carrying the session as a bearer token. */
  headers: { authorization: string };
  /** Cookie header carrying the same session. */
  cookie: string;
};

/** Signs a new user up through the real auth endpoint. */
export async function createTestUser(app: App, overrides: { email?: string; password?: string; name?: string } = {}): Promise<TestUser> {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${Date.now().toString(36)}@example.test`;
  const response = await app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    // A program asking for a bearer token: only then does the answer carry one.
    headers: { origin: TEST_BASE_URL, "x-mnemo-bearer": "true" },
    payload: { email, password: overrides.password ?? "correct horse battery", name: overrides.name ?? "Test User" },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const token = response.headers["set-auth-token"];
  if (typeof token !== "string") throw new Error("sign-up returned no set-auth-token header");
  const setCookie = response.headers["set-cookie"];
  const cookies = (Array.isArray(setCookie) ? setCookie : [setCookie ?? ""]).map((c) => c.split(";")[0]).join("; ");
  const body = response.json<{ user: { id: string } }>();
  return { id: body.user.id, email, headers: { authorization: `Bearer ${token}` }, cookie: cookies };
}

/** A tRPC caller acting as `user` (or signed out), without HTTP. */
export function callerFor(ctx: TestApp, user: { id: string; email: string } | null) {
  return createCallerFactory(appRouter)(
    createContextInner({ services: ctx.services, user: user ? { id: user.id, email: user.email, name: "Test User" } : null }),
  );
}
