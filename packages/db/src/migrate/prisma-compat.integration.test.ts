import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { applyMigrations, readMigrationStatus } from "./apply.ts";
import { LOCK_FILE, readLocalMigrations } from "./migration-files.ts";
import { defaultMigrationsDir } from "./paths.ts";
import { createEmptyDatabase, query } from "./temp-database.ts";
import type { SchemaEngine } from "./wasm-engine.ts";
import { loadSchemaEngineWasm } from "./wasm-engine.ts";

// Prisma's schema engine (the wasm build of the native one) connected to the
// database for real: what it reads from and writes to _prisma_migrations is
// what a native `prisma migrate deploy` elsewhere would.

let db: Awaited<ReturnType<typeof createEmptyDatabase>>;

beforeAll(async () => {
  db = await createEmptyDatabase();
});
afterAll(() => db?.drop());
beforeEach(() => db.reset());

// The engine takes pg_advisory_lock(72707369) and never releases it (the
// native CLI simply exits), so the lock lives as long as the pooled
// connection: end the pool, or our next deploy waits for it.
async function withPrisma<T>(fn: (engine: SchemaEngine) => Promise<T>): Promise<T> {
  const bg = await loadSchemaEngineWasm();
  const pool = new pg.Pool({ connectionString: db.url });
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg(pool));
  const engine = await bg.SchemaEngine.new({ datamodels: undefined }, () => undefined, adapter);
  try {
    return await fn(engine);
  } finally {
    engine.free();
    await pool.end();
  }
}

async function migrationsList(migrationsDir = defaultMigrationsDir) {
  const local = await readLocalMigrations(migrationsDir);
  return {
    baseDir: migrationsDir,
    lockfile: { path: LOCK_FILE, content: null },
    shadowDbInitScript: "",
    migrationDirectories: local.map((m) => ({
      path: m.name,
      migrationFile: { path: "migration.sql", content: { tag: "ok" as const, value: m.sql } },
    })),
  };
}
const filters = { externalTables: [], externalEnums: [] };

/**
 * The repo's migrations up to the first one with a dollar-quoted body
 * (trigger functions): @prisma/adapter-pg's executeScript splits scripts on
 * every ";", so the wasm engine cannot run those here. A native
 * `prisma migrate deploy` and our deploy send each script whole.
 */
async function migrationsPrismaWasmCanRun(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "mnemo-migrations-"));
  await cp(path.join(defaultMigrationsDir, LOCK_FILE), path.join(dir, LOCK_FILE));
  for (const migration of await readLocalMigrations(defaultMigrationsDir)) {
    if (migration.sql.includes("$$")) break;
    await cp(path.join(defaultMigrationsDir, migration.name), path.join(dir, migration.name), { recursive: true });
  }
  return dir;
}

async function describeMigrationsTable() {
  return {
    columns: await query(
      db.url,
      `SELECT column_name, data_type, character_maximum_length, is_nullable, column_default
         FROM information_schema.columns WHERE table_name = '_prisma_migrations' ORDER BY ordinal_position`,
    ),
    rows: await query(
      db.url,
      "SELECT migration_name, checksum, applied_steps_count, logs, rolled_back_at FROM _prisma_migrations ORDER BY 1",
    ),
  };
}

describe("agreement with Prisma's schema engine", () => {
  it("Prisma finds nothing to apply, edited or failed after our deploy", async () => {
    await applyMigrations({ databaseUrl: db.url });
    const list = await migrationsList();
    await withPrisma(async (prisma) => {
      const diagnosis = await prisma.diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters });
      expect(diagnosis).toEqual({ editedMigrationNames: [], failedMigrationNames: [], hasMigrationsTable: true, history: null });
      expect(await prisma.applyMigrations({ migrationsList: list, filters })).toEqual({ appliedMigrationNames: [] });
    });
  });

  it("Prisma flags the same edits as we do", async () => {
    await applyMigrations({ databaseUrl: db.url });
    const list = await migrationsList();
    const first = list.migrationDirectories[0];
    if (!first) throw new Error("the repo has no migrations");
    first.migrationFile.content.value += "\n-- edited\n";
    const diagnosis = await withPrisma((prisma) =>
      prisma.diagnoseMigrationHistory({ migrationsList: list, optInToShadowDatabase: false, filters }),
    );
    expect(diagnosis.editedMigrationNames).toEqual([first.path]);
  });

  it("we find nothing to apply after Prisma's deploy, and record rows the same way", async () => {
    const migrationsDir = await migrationsPrismaWasmCanRun();
    onTestFinished(() => rm(migrationsDir, { recursive: true, force: true }));
    const list = await migrationsList(migrationsDir);
    const { appliedMigrationNames } = await withPrisma((prisma) => prisma.applyMigrations({ migrationsList: list, filters }));
    expect(appliedMigrationNames.length).toBeGreaterThan(0);
    const status = await readMigrationStatus({ databaseUrl: db.url, migrationsDir });
    expect(status).toEqual({ applied: appliedMigrationNames, pending: [], problems: [] });
    expect(await applyMigrations({ databaseUrl: db.url, migrationsDir })).toEqual({ applied: [] });

    const table = await describeMigrationsTable();
    await db.reset();
    await applyMigrations({ databaseUrl: db.url, migrationsDir });
    expect(await describeMigrationsTable()).toEqual(table);
  });
});
