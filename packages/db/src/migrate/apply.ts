import pg from "pg";
import { MigrationHistoryError, planMigrations } from "./history.ts";
import { readLocalMigrations } from "./migration-files.ts";
import { acquireLock, applyOne, ensureMigrationsTable, readMigrationRows, releaseLock } from "./migrations-table.ts";
import { defaultMigrationsDir } from "./paths.ts";

export interface ApplyOptions {
  databaseUrl: string;
  migrationsDir?: string;
  log?: (line: string) => void;
  /** How long to wait for another deploy holding the lock. Default 5 minutes. */
  lockTimeoutMs?: number;
}

export interface MigrationStatus {
  applied: string[];
  pending: string[];
  problems: string[];
}

async function withClient<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  if (!databaseUrl) throw new Error("DATABASE_URL is not set: migrations need a PostgreSQL connection string.");
  const client = new pg.Client({ connectionString: databaseUrl, application_name: "mnemo-migrate" });
  // Without a listener, a connection dropped while idle would crash the process.
  client.on("error", () => undefined);
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * Applies pending migrations in name order. Plain SQL through `pg`: no schema
 * engine is loaded, so this is cheap enough to run at every start-up.
 */
export async function applyMigrations(opts: ApplyOptions): Promise<{ applied: string[] }> {
  const log = opts.log ?? (() => undefined);
  const local = await readLocalMigrations(opts.migrationsDir ?? defaultMigrationsDir);
  return withClient(opts.databaseUrl, async (client) => {
    await acquireLock(client, opts.lockTimeoutMs ?? 5 * 60_000);
    try {
      await ensureMigrationsTable(client);
      // Read under the lock: a concurrent deploy may just have applied them.
      const plan = planMigrations(local, await readMigrationRows(client));
      if (plan.problems.length > 0) throw new MigrationHistoryError(plan.problems);
      if (plan.pending.length === 0) {
        log("No pending migrations");
        return { applied: [] };
      }
      const applied: string[] = [];
      for (const migration of plan.pending) {
        const started = performance.now();
        await applyOne(client, migration.name, migration.sql, migration.checksum);
        applied.push(migration.name);
        log(`Applied ${migration.name} (${Math.round(performance.now() - started)} ms)`);
      }
      return { applied };
    } finally {
      // If the connection is already broken, closing it frees the lock anyway.
      await releaseLock(client).catch(() => undefined);
    }
  });
}

/** Read-only: does not create `_prisma_migrations` or take the lock. */
export async function readMigrationStatus(opts: Omit<ApplyOptions, "log" | "lockTimeoutMs">): Promise<MigrationStatus> {
  const local = await readLocalMigrations(opts.migrationsDir ?? defaultMigrationsDir);
  const plan = await withClient(opts.databaseUrl, async (client) => planMigrations(local, await readMigrationRows(client)));
  return { applied: plan.applied, pending: plan.pending.map((m) => m.name), problems: plan.problems };
}
