import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { MigrationRow } from "./history.ts";

// The key native Prisma takes (`SELECT pg_advisory_lock(72707369)`), so this
// tool and a native `prisma migrate deploy` also exclude each other.
export const PRISMA_ADVISORY_LOCK_KEY = 72707369;

// Copied from the schema engine's PostgreSQL connector, column for column.
const CREATE_TABLE = `CREATE TABLE _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

export async function acquireLock(client: pg.Client, timeoutMs: number): Promise<void> {
  // lock_timeout also bounds advisory lock waits; scoped to this one statement
  // so it does not leak into the migrations themselves.
  await client.query("BEGIN");
  try {
    await client.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    if ((error as { code?: string }).code === "55P03") {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for the migration lock ` +
          `(pg_advisory_lock(${PRISMA_ADVISORY_LOCK_KEY})): another deploy is still running.`,
        { cause: error },
      );
    }
    throw error;
  }
}

export async function releaseLock(client: pg.Client): Promise<void> {
  await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
}

async function tableExists(client: pg.Client): Promise<boolean> {
  const { rows } = await client.query<{ found: boolean }>("SELECT to_regclass('_prisma_migrations') IS NOT NULL AS found");
  return rows[0]?.found === true;
}

/** Only call while holding the lock: check-then-create is not atomic. */
export async function ensureMigrationsTable(client: pg.Client): Promise<void> {
  if (!(await tableExists(client))) await client.query(CREATE_TABLE);
}

export async function readMigrationRows(client: pg.Client): Promise<MigrationRow[]> {
  if (!(await tableExists(client))) return [];
  const { rows } = await client.query<MigrationRow>(
    `SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count
       FROM _prisma_migrations ORDER BY started_at, migration_name`,
  );
  return rows;
}

/** Runs one migration in its own transaction and records it as Prisma would. */
export async function applyOne(client: pg.Client, name: string, sql: string, checksum: string): Promise<void> {
  await client.query("BEGIN");
  try {
    const id = randomUUID();
    await client.query(
      `INSERT INTO _prisma_migrations (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, clock_timestamp(), 0)`,
      [id, checksum, name],
    );
    // No parameters: pg then uses the simple query protocol, which accepts a
    // script of many statements.
    await client.query(sql);
    await client.query("UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1", [id]);
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw new Error(`Migration ${name} failed, nothing of it was applied: ${describePgError(error, sql)}`, {
      cause: error,
    });
  }
}

function describePgError(error: unknown, sql: string): string {
  const e = error as { message?: string; position?: string; code?: string };
  const at = Number(e.position);
  const line = Number.isFinite(at) && at > 0 ? ` (line ${sql.slice(0, at - 1).split("\n").length})` : "";
  return `${e.message ?? String(error)}${e.code ? ` [${e.code}]` : ""}${line}`;
}
