import pino from "pino";
import { readEnv } from "./env.ts";
import { loggerOptions } from "./lib/logger.ts";
import { bootRuntime } from "./runtime/boot-runtime.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";

/**
 * `pnpm worker`: runs jobs without serving HTTP, for scale-out
 * (set GENERATION_WORKER=off on the API to leave every job to workers).
 * Uses DATABASE_URL, or attaches to the embedded PostgreSQL a running `pnpm start` owns.
 */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = pino(loggerOptions(env));
  const runtime = await bootRuntime(env, { log, role: "worker" });
  log.info(`generation worker running (${env.GENERATION_CONCURRENCY} at a time, ${runtime.services.generation.generator} generator)`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, stopping the worker`);
    await runtime.close();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
