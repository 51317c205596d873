// OURS: the real Mnemo API, built exactly as apps/api/src/server.ts builds it
// (same createDb pool size, createAuth options incl. the rate limiter, all
// plugins and routes), minus the pino logger. Runs in its own process.
import { createDb } from "@mnemo/db";
import { buildPlans } from "../../packages/api-contract/src/index.ts";
import { buildApp } from "../../apps/api/src/app.ts";
import { createAuth } from "../../apps/api/src/auth/create-auth.ts";
import { createMailer } from "../../apps/api/src/mail/mailer.ts";
import type { JobRuntime } from "../../apps/api/src/jobs/job-runtime.ts";
import { serveInChild } from "../lib/child-protocol.ts";
import { addBreakdownRoutes } from "./ours-breakdown.ts";

await serveInChild(async () => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) throw new Error("DATABASE_URL is not set");
  const baseUrl = `http://127.0.0.1:${process.env.BENCH_PORT}`;
  const db = createDb({ databaseUrl, poolSize: Number(process.env.BENCH_POOL_SIZE ?? 10) });
  const auth = createAuth({
    db,
    secret: process.env.BENCH_AUTH_SECRET ?? "bench-secret-that-is-long-enough-for-better-auth",
    baseUrl,
    trustedOrigins: [baseUrl],
    mailer: createMailer({ smtpUrl: undefined, from: "bench@localhost", log: { info: () => {}, error: () => {} } }),
    newAccountPlan: "free",
  });
  // BENCH_STUB_JOBS=1 (bench:study): a job runtime that is there but never used, so study.answer takes
  // production's path (after each answer it counts the learner's answers up to 401, to start the first
  // parameter fit at the 400th); with a year of answers that count never hits 400, so nothing is queued.
  const jobs: JobRuntime | undefined =
    process.env.BENCH_STUB_JOBS === "1"
      ? {
          enqueue: () => Promise.reject(new Error("bench: no job runtime")),
          sweep: () => Promise.resolve(),
          stop: () => Promise.resolve(),
        }
      : undefined;
  // BENCH_WEB_ROOT (bench:study-open): also serve that production build of apps/web, as `pnpm start` serves apps/web/dist.
  const webRoot = process.env.BENCH_WEB_ROOT;
  const app = await buildApp({ services: { db, auth, plans: buildPlans({}), jobs }, ...(webRoot ? { serveWeb: true, webRoot } : {}) });
  if (process.env.BENCH_BREAKDOWN === "1") addBreakdownRoutes(app, db);
  await app.ready();
  return { app, close: () => db.$disconnect() };
});
