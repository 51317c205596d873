import { createDb } from "@mnemo/db";
import pino from "pino";
import { buildApp } from "./app.ts";
import { analyticsFromEnv } from "./plugins/security.ts";
import { readEnv } from "./env.ts";
import { planCatalog } from "./features/plans/plan-catalog.ts";
import { loggerOptions } from "./lib/logger.ts";
import { createGenerationSetup } from "./runtime/generation-setup.ts";
import { createAuthSetup } from "./runtime/auth-setup.ts";
import { openDatabase } from "./runtime/database.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";

/** Starts Mnemo: database (embedded by default), migrations, then HTTP; closes in reverse. */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = pino(loggerOptions(env));
  const database = await openDatabase(env, { info: (m) => log.info(m), debug: (m) => log.debug(m) });
  const db = createDb({ databaseUrl: database.url });
  const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const { trustedOrigins, ...authSetup } = createAuthSetup(env, db, { baseUrl, log });
  const plans = planCatalog(env);
  const generation = await createGenerationSetup({
    env,
    db,
    databaseUrl: database.url,
    plans,
    log: log.child({ module: "generation" }),
    work: env.GENERATION_WORKER === "inline",
  });
  const app = await buildApp({
    db,
    ...authSetup,
    plans,
    generation: generation.service,
    logger: log,
    serveWeb: env.SERVE_WEB,
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    trustProxy: env.TRUST_PROXY,
    security: {
      trustedOrigins,
      analytics: analyticsFromEnv(env),
      supabaseUrl: env.SUPABASE_URL,
      hsts: baseUrl.startsWith("https://"),
    },
  });

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, shutting down`);
    const force = setTimeout(() => {
      log.error("shutdown took over 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close(); // stops accepting, lets in-flight requests finish
    await generation.close(); // lets a running job finish its step; an unfinished one is picked up after restart
    await db.$disconnect();
    await database.stop();
    log.info("bye");
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close(signal));

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    log.error({ err: error }, `could not listen on ${env.HOST}:${env.PORT}`);
    await generation.close();
    await db.$disconnect();
    await database.stop();
    process.exit(1);
  }
  log.info(`Mnemo is running on ${baseUrl}${database.embedded ? " (embedded PostgreSQL)" : ""}`);
  log.info(
    `cards are made by ${generation.service.generator === "llm" ? `the model ${env.LLM_MODEL} at ${new URL(env.LLM_BASE_URL ?? "").host}` : "the built-in offline generator"}` +
      (env.GENERATION_WORKER === "inline" ? "" : "; jobs run in `pnpm worker` processes"),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
