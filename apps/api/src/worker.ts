import pino from "pino";
import { readEnv } from "./env.ts";
import { loggerOptions } from "./lib/logger.ts";
import { bootRuntime, closeOnSignals } from "./runtime/boot-runtime.ts";
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
  const shutdown = closeOnSignals(log);
  const runtime = await bootRuntime(env, { log, role: "worker" });
  log.info(`generation worker running (${env.GENERATION_CONCURRENCY} at a time, ${runtime.services.generation.generator} generator)`);

  // The embedded PostgreSQL is stopped only if this worker started it (no `pnpm start` was running).
  shutdown.closeInOrder({ runtime });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
