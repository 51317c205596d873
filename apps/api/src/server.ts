import pino from "pino";
import { buildApp } from "./app.ts";
import { analyticsFromEnv } from "./plugins/security.ts";
import { readEnv } from "./env.ts";
import { loggerOptions } from "./lib/logger.ts";
import { publicBaseUrl, trustedOriginsFor } from "./runtime/auth-setup.ts";
import { bootRuntime } from "./runtime/boot-runtime.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";

/** Starts Mnemo: database (embedded by default), migrations, services, then HTTP; closes in reverse. */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = pino(loggerOptions(env));
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
    await runtime.close(); // lets a running job finish its step; an unfinished one is picked up after restart
    log.info("bye");
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close(signal));

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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
