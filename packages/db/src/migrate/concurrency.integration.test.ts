import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyMigrations, readMigrationStatus } from "./apply.ts";
import { runCli } from "./cli-commands.ts";
import { PRISMA_ADVISORY_LOCK_KEY } from "./migrations-table.ts";
import { copyRepoMigrations, createEmptyDatabase, query, removeScratchDirs } from "./temp-database.ts";

let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
let migrationsDir: string;

beforeAll(async () => {
  db = await createEmptyDatabase();
  // A slow last migration widens the window in which two deploys overlap.
  migrationsDir = await copyRepoMigrations();
  await mkdir(path.join(migrationsDir, "99990101000000_slow"));
  await writeFile(path.join(migrationsDir, "99990101000000_slow", "migration.sql"), "SELECT pg_sleep(0.3);\n");
});
afterAll(async () => {
  await db?.drop();
  await removeScratchDirs();
});
beforeEach(() => db.reset());

describe("concurrent deploys", () => {
  it("both succeed and apply each migration once", async () => {
    const runs = await Promise.all([
      applyMigrations({ databaseUrl: db.url, migrationsDir }),
      applyMigrations({ databaseUrl: db.url, migrationsDir }),
    ]);
    const status = await readMigrationStatus({ databaseUrl: db.url, migrationsDir });
    expect(status.pending).toEqual([]);
    // One run did all the work, the other found nothing left to do.
    expect(runs.map((r) => r.applied.length).sort()).toEqual([0, status.applied.length]);
    const counts = await query<{ n: number }>(db.url, "SELECT count(*)::int AS n FROM _prisma_migrations GROUP BY migration_name");
    expect(counts.every((c) => c.n === 1)).toBe(true);
  });

  it("gives up with a clear message when the lock stays taken", async () => {
    const holder = new pg.Client({ connectionString: db.url });
    await holder.connect();
    try {
      await holder.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK_KEY]);
      await expect(applyMigrations({ databaseUrl: db.url, migrationsDir, lockTimeoutMs: 200 })).rejects.toThrow(
        /Timed out after 200 ms waiting for the migration lock/,
      );
    } finally {
      await holder.end();
    }
  });
});

describe("the CLI against a database", () => {
  it("deploys, then reports status", async () => {
    const out: string[] = [];
    const io = { env: { DATABASE_URL: db.url }, migrationsDir, out: (l: string) => out.push(l), err: (l: string) => out.push(l) };
    expect(await runCli(["status"], io)).toBe(1);
    expect(out.at(-1)).toMatch(/pending migration\(s\): run pnpm db:migrate/);
    expect(await runCli(["deploy"], io)).toBe(0);
    expect(out.at(-1)).toMatch(/^Applied 99990101000000_slow/);
    expect(await runCli(["deploy"], io)).toBe(0);
    expect(out.at(-1)).toBe("No pending migrations");
    expect(await runCli(["status"], io)).toBe(0);
  });
});
