import { createDb } from "@mnemo/db";
import pino from "pino";
import { readEnv } from "./env.ts";
import { planCatalog } from "./features/plans/plan-catalog.ts";
import { loggerOptions } from "./lib/logger.ts";
import { openDatabase } from "./runtime/database.ts";
import { createGenerationSetup } from "./runtime/generation-setup.ts";
import { loadDotenv } from "./runtime/load-dotenv.ts";

/**
 * `pnpm worker`: runs generation jobs without serving HTTP, for scale-out
 * (set GENERATION_WORKER=off on the API to leave every job to workers).
 * Uses DATABASE_URL, or attaches to the embedded PostgreSQL a running `pnpm start` owns.
 */
async function main() {
  loadDotenv();
  const env = readEnv();
  const log = pino(loggerOptions(env));
  const database = await openDatabase(env, { info: (m) => log.info(m), debug: (m) => log.debug(m) });
  const db = createDb({ databaseUrl: database.url, poolSize: 4 });
  const generation = await createGenerationSetup({
    env,
    db,
    databaseUrl: database.url,
    plans: planCatalog(env),
    log: log.child({ module: "generation" }),
    work: true,
  });
  log.info(`generation worker running (${env.GENERATION_CONCURRENCY} at a time, ${generation.service.generator} generator)`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info(`${signal} received, stopping the worker`);
    await generation.close();
    await db.$disconnect();
    await database.stop();
    process.exit(0);
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void close(signal));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
