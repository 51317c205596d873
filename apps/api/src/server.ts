import pino from "pino";
import { buildApp, type App } from "./app.ts";
import { analyticsFromEnv } from "./plugins/security.ts";
import { readEnv } from "./env.ts";
import { loggerOptions } from "./lib/logger.ts";
import { publicBaseUrl, trustedOriginsFor } from "./runtime/auth-setup.ts";
import { bootRuntime, closeOnSignals } from "./runtime/boot-runtime.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";

/** Starts Mnemo: database (embedded by default), migrations, services, then HTTP; closes in reverse on SIGINT/SIGTERM. */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = pino(loggerOptions(env));
  const shutdown = closeOnSignals(log);
  const runtime = await bootRuntime(env, { log, role: "api" });
  const { services, database } = runtime;
  const baseUrl = publicBaseUrl(env);
  const app = await buildApp({
    services,
    logger: log,
    serveWeb: env.SERVE_WEB,
    serveSourceMaps: env.SERVE_SOURCE_MAPS,
    trustProxy: env.TRUST_PROXY,
    security: {
      trustedOrigins: trustedOriginsFor(env, baseUrl),
      analytics: analyticsFromEnv(env),
      supabaseUrl: env.SUPABASE_URL,
      hsts: baseUrl.startsWith("https://"),
    },
  });

  shutdown.closeInOrder({ runtime, closeHttp: () => closeHttp(app) });

  try {
    await app.listen({ host: env.HOST, port: env.PORT });
  } catch (error) {
    log.error({ err: error }, `could not listen on ${env.HOST}:${env.PORT}`);
    await runtime.close();
    process.exit(1);
  }
  log.info(`Mnemo is running on ${baseUrl}${database.embedded ? " (embedded PostgreSQL)" : ""}`);
  log.info(
    `cards are made by ${services.generation.generator === "llm" ? `the model ${env.LLM_MODEL} at ${new URL(env.LLM_BASE_URL ?? "").host}` : "the built-in offline generator"}` +
      (env.GENERATION_WORKER === "inline" ? "" : "; jobs run in `pnpm worker` processes"),
  );
}

/**
 * Stops taking requests and waits for those in flight. A connection kept alive after its last
 * answer is closed at once, not after keepAliveTimeout (5 s): the close waits for every connection.
 */
async function closeHttp(app: App): Promise<void> {
  const reap = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reap);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
