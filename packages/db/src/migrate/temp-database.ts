import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { defaultMigrationsDir } from "./paths.ts";

// Test support for the *.integration.test.ts files (not part of the tool).

const adminUrl = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function query<T extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** An empty database of its own (not the migrated test template: these tests migrate it themselves). */
export async function createEmptyDatabase(): Promise<{ url: string; reset: () => Promise<void>; drop: () => Promise<void> }> {
  const name = `mnemo_mig_${randomBytes(5).toString("hex")}`;
  await query(adminUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    reset: async () => {
      await query(url.toString(), "DROP SCHEMA public CASCADE; CREATE SCHEMA public;");
    },
    drop: async () => {
      await query(adminUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

const scratchDirs: string[] = [];

/** A scratch copy of the repo's migrations, for tests that edit or add migrations. */
export async function copyRepoMigrations(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), "mnemo-mig-"));
  scratchDirs.push(root);
  const dir = path.join(root, "migrations");
  await cp(defaultMigrationsDir, dir, { recursive: true });
  return dir;
}

export async function removeScratchDirs(): Promise<void> {
  await Promise.all(scratchDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
}
