import path from "node:path";
import { startEmbeddedPostgres } from "@mnemo/db/embedded";
import { applyMigrations } from "@mnemo/db/migrate";
import type { Env } from "../env.ts";
import { DATA_DIR } from "./paths.ts";

export type Database = { url: string; embedded: boolean; stop: () => Promise<void> };

type Log = { info: (message: string) => void; debug: (message: string) => void };

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL embedded under .data/.
 * Either way the schema is migrated before the app takes requests.
 */
export async function openDatabase(env: Pick<Env, "DATABASE_URL" | "EMBEDDED_PG_PORT" | "EMBEDDED_PG_DIR">, log: Log): Promise<Database> {
  let database: Database;
  if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL, embedded: false, stop: async () => {} };
  } else {
    const dataDir = env.EMBEDDED_PG_DIR ?? path.join(DATA_DIR, "postgres");
    const started = Date.now();
    const pg = await startEmbeddedPostgres({ dataDir, port: env.EMBEDDED_PG_PORT, database: "mnemo", log: log.debug });
    log.info(`embedded PostgreSQL ready on 127.0.0.1:${env.EMBEDDED_PG_PORT} in ${Date.now() - started} ms (data in ${dataDir})`);
    database = { url: pg.url, embedded: true, stop: pg.stop };
  }
  try {
    // It logs each migration it applies, or that none were pending.
    await applyMigrations({ databaseUrl: database.url, log: log.info });
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}
