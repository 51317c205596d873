import path from "node:path";
import { startEmbeddedPostgres } from "@mnemo/db/embedded";
import { applyMigrations } from "@mnemo/db/migrate";
import type { Env } from "../env.ts";
import { DATA_DIR } from "./paths.ts";

export type Database = {
  url: string;
  embedded: boolean;
  /** True when `stop` stops a PostgreSQL this process started (never DATABASE_URL's, nor one another process runs). */
  owned: boolean;
  /** Stops the embedded PostgreSQL this process started, once the process is done with it; otherwise nothing. */
  stop: () => Promise<void>;
};

type Log = { info: (message: string) => void; debug: (message: string) => void };

export type OpenDatabaseOptions = {
  /**
   * Keep the embedded PostgreSQL out of this process's group, so the terminal's Ctrl-C reaches
   * only this process, which stops the database after its own work (server, worker, dev). A
   * process that dies of the signal gains nothing from it; the database is stopped either way.
   */
  detached?: boolean;
};

/**
 * DATABASE_URL when set; otherwise a real PostgreSQL embedded under .data/
 * (or the one a running `pnpm start` already runs there, left to it).
 * Either way the schema is migrated before the app takes requests.
 */
export async function openDatabase(
  env: Pick<Env, "DATABASE_URL" | "EMBEDDED_PG_PORT" | "EMBEDDED_PG_DIR">,
  log: Log,
  options: OpenDatabaseOptions = {},
): Promise<Database> {
  let database: Database;
  if (env.DATABASE_URL) {
    database = { url: env.DATABASE_URL, embedded: false, owned: false, stop: async () => {} };
  } else {
    const dataDir = env.EMBEDDED_PG_DIR ?? path.join(DATA_DIR, "postgres");
    const started = Date.now();
    const pg = await startEmbeddedPostgres({
      dataDir,
      port: env.EMBEDDED_PG_PORT,
      database: "mnemo",
      detached: options.detached ?? false,
      log: log.debug,
    });
    if (pg.attached) {
      log.info(`using the embedded PostgreSQL on 127.0.0.1:${env.EMBEDDED_PG_PORT} that another process runs (left running on exit)`);
    } else {
      log.info(`embedded PostgreSQL ready on 127.0.0.1:${env.EMBEDDED_PG_PORT} in ${Date.now() - started} ms (data in ${dataDir})`);
    }
    let stopped: Promise<void> | undefined;
    const stop = () => (stopped ??= pg.attached ? Promise.resolve() : pg.stop().then(() => log.info("embedded PostgreSQL stopped")));
    database = { url: pg.url, embedded: true, owned: !pg.attached, stop };
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
