import { randomBytes } from "node:crypto";
import { removeEmbeddedCluster, startEmbeddedPostgres } from "@mnemo/db/embedded";
import { applyMigrations } from "@mnemo/db/migrate";
import pg from "pg";
import { findFreePort as freePort } from "@mnemo/db/embedded";
import { EMBEDDED_DATA_DIR } from "./paths.ts";

export type BenchDatabase = {
  /** URL of the fresh, migrated mnemo_bench_<random> database. */
  url: string;
  name: string;
  /** "embedded PostgreSQL 18.x" or "DATABASE_URL (host:port)". */
  server: string;
  serverVersion: string;
  /** The embedded cluster's data directory (for CPU accounting); undefined with DATABASE_URL. */
  embeddedDataDir?: string;
  /** Drops the database and stops the embedded server (if we started one). Safe to call twice. */
  drop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function adminQuery<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, application_name: "mnemo-bench" });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * DATABASE_URL's server when set, else an embedded PostgreSQL (fresh data
 * directory, free port). Either way the benchmark works in a database of its
 * own, created here and dropped by `drop()`.
 */
export async function openBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  let adminUrl = process.env.DATABASE_URL;
  let stopServer = async () => {};
  let server: string;
  if (adminUrl) {
    const u = new URL(adminUrl);
    server = `DATABASE_URL (${u.hostname}:${u.port || 5432})`;
  } else {
    const port = await freePort();
    log(`starting embedded PostgreSQL on 127.0.0.1:${port} (data in ${EMBEDDED_DATA_DIR})`);
    const embedded = await startEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR, port, database: "postgres", fresh: true });
    adminUrl = embedded.adminUrl;
    server = "embedded PostgreSQL";
    stopServer = async () => {
      // On Ctrl-C the terminal has already sent the postmaster SIGINT too, so
      // do not wait forever for a stop; removeEmbeddedCluster kills a leftover.
      await Promise.race([embedded.stop().catch(() => undefined), sleep(10_000)]);
      for (let attempt = 1; ; attempt++) {
        try {
          await removeEmbeddedCluster(EMBEDDED_DATA_DIR);
          return;
        } catch (error) {
          if (attempt >= 5) throw error;
          await sleep(500); // a postmaster still writing its last files
        }
      }
    };
  }

  const name = `mnemo_bench_${randomBytes(4).toString("hex")}`;
  const url = databaseUrl(adminUrl, name);
  let dropped: Promise<void> | undefined;
  const drop = () =>
    (dropped ??= (async () => {
      try {
        await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } catch (error) {
        // A stopped embedded server takes the database with it; an external one must not keep it.
        if (process.env.DATABASE_URL) throw error;
      } finally {
        await stopServer();
      }
    })());

  try {
    const [version] = await adminQuery<{ server_version: string }>(adminUrl, "SHOW server_version");
    await adminQuery(adminUrl, `CREATE DATABASE "${name}"`);
    await applyMigrations({ databaseUrl: url, log: () => undefined });
    return {
      url,
      name,
      server,
      serverVersion: version?.server_version ?? "?",
      embeddedDataDir: process.env.DATABASE_URL ? undefined : EMBEDDED_DATA_DIR,
      drop,
    };
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}
