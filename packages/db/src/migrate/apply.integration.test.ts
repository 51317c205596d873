import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { applyMigrations, readMigrationStatus } from "./apply.ts";
import { checksumOf, listMigrationNames } from "./migration-files.ts";
import { defaultMigrationsDir } from "./paths.ts";
import { copyRepoMigrations, createEmptyDatabase, query, removeScratchDirs } from "./temp-database.ts";

let db: Awaited<ReturnType<typeof createEmptyDatabase>>;
let repoMigrations: string[];

beforeAll(async () => {
  db = await createEmptyDatabase();
  repoMigrations = await listMigrationNames(defaultMigrationsDir);
});
afterAll(async () => {
  await db?.drop();
  await removeScratchDirs();
});
beforeEach(() => db.reset());

async function addMigration(dir: string, name: string, sql: string) {
  await mkdir(path.join(dir, name));
  await writeFile(path.join(dir, name, "migration.sql"), sql);
}

describe("applyMigrations", () => {
  it("applies the repo's migrations and creates the real tables", async () => {
    const lines: string[] = [];
    const { applied } = await applyMigrations({ databaseUrl: db.url, log: (l) => lines.push(l) });
    expect(applied).toEqual(repoMigrations);
    expect(lines.map((l) => l.replace(/ \(\d+ ms\)$/, ""))).toEqual(repoMigrations.map((m) => `Applied ${m}`));
    const tables = await query<{ table_name: string }>(
      db.url,
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining(["_prisma_migrations", "user", "session", "account", "group", "note", "subscription", "usage_period"]),
    );
  });

  it("applies nothing the second time", async () => {
    await applyMigrations({ databaseUrl: db.url });
    const lines: string[] = [];
    expect(await applyMigrations({ databaseUrl: db.url, log: (l) => lines.push(l) })).toEqual({ applied: [] });
    expect(lines).toEqual(["No pending migrations"]);
  });

  it("records each migration as Prisma does", async () => {
    await applyMigrations({ databaseUrl: db.url });
    const rows = await query(db.url, "SELECT * FROM _prisma_migrations ORDER BY migration_name");
    expect(rows).toHaveLength(repoMigrations.length);
    for (const [i, row] of rows.entries()) {
      const name = repoMigrations[i] ?? "";
      const sql = await readFile(path.join(defaultMigrationsDir, name, "migration.sql"), "utf8");
      expect(row).toMatchObject({
        migration_name: name,
        checksum: checksumOf(sql),
        applied_steps_count: 1,
        logs: null,
        rolled_back_at: null,
      });
      expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(row.finished_at).toBeInstanceOf(Date);
      expect(row.finished_at.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    }
  });

  it("fails loudly when an applied migration was edited", async () => {
    const dir = await copyRepoMigrations();
    await applyMigrations({ databaseUrl: db.url, migrationsDir: dir });
    const first = path.join(dir, repoMigrations[0] ?? "", "migration.sql");
    await writeFile(first, `${await readFile(first, "utf8")}\n-- sneaky edit\n`);
    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir: dir })).rejects.toThrow(/was modified after it was applied/);
  });

  it("fails loudly on a migration left failed by an earlier run", async () => {
    await applyMigrations({ databaseUrl: db.url });
    await query(db.url, "UPDATE _prisma_migrations SET finished_at = NULL, logs = 'boom'");
    await expect(applyMigrations({ databaseUrl: db.url })).rejects.toThrow(/failed or was interrupted.*boom/);
  });

  it("rolls back a failing migration entirely and names it", async () => {
    const dir = await copyRepoMigrations();
    await addMigration(dir, "99990101000000_broken", 'CREATE TABLE "half" (id int);\nSELECT nope FROM nowhere;\n');
    await expect(applyMigrations({ databaseUrl: db.url, migrationsDir: dir })).rejects.toThrow(
      /Migration 99990101000000_broken failed, nothing of it was applied: relation "nowhere" does not exist \[42P01\] \(line 2\)/,
    );
    const half = await query(db.url, "SELECT to_regclass('half') AS t");
    expect(half[0]?.t).toBeNull();
    // The good ones before it stay applied; the broken one stays pending.
    expect(await readMigrationStatus({ databaseUrl: db.url, migrationsDir: dir })).toEqual({
      applied: repoMigrations,
      pending: ["99990101000000_broken"],
      problems: [],
    });
  });

  it("applies migrations in name order", async () => {
    const dir = await copyRepoMigrations();
    await addMigration(dir, "99990102000000_second", "INSERT INTO seq_probe VALUES (2);");
    await addMigration(dir, "99990101000000_first", "CREATE TABLE seq_probe (n int); INSERT INTO seq_probe VALUES (1);");
    const { applied } = await applyMigrations({ databaseUrl: db.url, migrationsDir: dir });
    expect(applied.slice(-2)).toEqual(["99990101000000_first", "99990102000000_second"]);
    expect((await readdir(dir)).length).toBe(repoMigrations.length + 3); // + lock file
  });

  it("requires a database URL", async () => {
    await expect(applyMigrations({ databaseUrl: "" })).rejects.toThrow(/DATABASE_URL is not set/);
  });
});
