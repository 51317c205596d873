import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { checkSchema, createMigration } from "./create.ts";
import { diffSchemas } from "./diff.ts";
import { LOCK_FILE_CONTENT, SNAPSHOT_FILE } from "./migration-files.ts";

const HEAD = `datasource db {\n  provider = "postgresql"\n}\n`;
const MODEL_A = `model A {\n  id   String @id @db.Uuid\n  name String\n}\n`;
const MODEL_B = `model B {\n  id Int @id @default(autoincrement())\n}\n`;

let migrationsDir: string;
let schemaPath: string;
let clock: number;
const lines: string[] = [];

async function create(name: string, schema: string, empty = false) {
  await writeFile(schemaPath, schema);
  clock += 1000;
  return createMigration({ migrationsDir, schemaPath, name, empty, now: new Date(clock), log: (l) => lines.push(l) });
}

beforeEach(async () => {
  const root = await mkdtemp(path.join(tmpdir(), "mnemo-mig-create-"));
  migrationsDir = path.join(root, "migrations");
  schemaPath = path.join(root, "schema.prisma");
  clock = Date.parse("2026-01-01T00:00:00Z");
  lines.length = 0;
  return () => rm(root, { recursive: true, force: true });
});

describe("createMigration", () => {
  it("writes the first migration, its snapshot and Prisma's lock file", async () => {
    const { dir, sql } = await create("Init", HEAD + MODEL_A);
    expect(path.basename(dir ?? "")).toBe("20260101000001_init");
    expect(sql).toContain('CREATE TABLE "A"');
    expect(sql).toContain('"id" UUID NOT NULL');
    // The first migration must not need CREATE on the database.
    expect(sql).not.toContain("CREATE SCHEMA");
    expect(await readFile(path.join(dir ?? "", "migration.sql"), "utf8")).toBe(sql);
    expect(await readFile(path.join(dir ?? "", SNAPSHOT_FILE), "utf8")).toBe(HEAD + MODEL_A);
    expect(await readFile(path.join(migrationsDir, "migration_lock.toml"), "utf8")).toBe(LOCK_FILE_CONTENT);
  });

  it("diffs only against the latest snapshot", async () => {
    await create("init", HEAD + MODEL_A);
    const { sql } = await create("add b", HEAD + MODEL_A + MODEL_B);
    expect(sql).toContain('CREATE TABLE "B"');
    expect(sql).not.toContain('CREATE TABLE "A"');
    expect(await readdir(migrationsDir)).toEqual(["20260101000001_init", "20260101000002_add_b", "migration_lock.toml"]);
  });

  it("creates nothing when already in sync", async () => {
    await create("init", HEAD + MODEL_A);
    expect(await create("again", HEAD + MODEL_A)).toEqual({ dir: null, sql: "" });
    expect(lines.at(-1)).toBe("Already in sync, no migration created");
    expect((await readdir(migrationsDir)).length).toBe(2);
  });

  it("--empty writes a hand-written migration and snapshots the current schema", async () => {
    await create("init", HEAD + MODEL_A);
    const renamed = HEAD + MODEL_A.replace("name String", "title String");
    const { dir, sql } = await create("rename name", renamed, true);
    expect(sql).toMatch(/^-- Hand-written migration/);
    // The pending change is shown, commented out, for the author to implement.
    expect(sql).toContain('-- ALTER TABLE "A" DROP COLUMN "name",');
    expect(await readFile(path.join(dir ?? "", SNAPSHOT_FILE), "utf8")).toBe(renamed);
    expect((await checkSchema({ migrationsDir, schemaPath })).empty).toBe(true);
  });

  it("refuses to go on without the latest snapshot", async () => {
    const { dir } = await create("init", HEAD + MODEL_A);
    await rm(path.join(dir ?? "", SNAPSHOT_FILE));
    await expect(create("next", HEAD + MODEL_A + MODEL_B)).rejects.toThrow(/schema\.prisma\.snapshot is missing/);
  });

  it("refuses a name that would sort before the latest migration", async () => {
    await create("init", HEAD + MODEL_A);
    await writeFile(schemaPath, HEAD + MODEL_A + MODEL_B);
    const past = createMigration({ migrationsDir, schemaPath, name: "late", now: new Date("2025-01-01T00:00:00Z") });
    await expect(past).rejects.toThrow(/would not sort after the latest one/);
  });

  it("reports schema errors from the engine", async () => {
    await expect(create("bad", HEAD + "model X {\n  id Strin @id\n}\n")).rejects.toThrow(/Strin/);
  });
});

describe("checkSchema", () => {
  it("detects drift between schema.prisma and the migrations", async () => {
    await create("init", HEAD + MODEL_A);
    expect(await checkSchema({ migrationsDir, schemaPath })).toMatchObject({ empty: true });
    await writeFile(schemaPath, HEAD + MODEL_A + MODEL_B);
    const drift = await checkSchema({ migrationsDir, schemaPath });
    expect(drift.empty).toBe(false);
    expect(drift.sql).toContain('CREATE TABLE "B"');
  });

  it("counts a schema with models and no migrations as drift", async () => {
    await writeFile(schemaPath, HEAD + MODEL_A);
    expect((await checkSchema({ migrationsDir, schemaPath })).empty).toBe(false);
  });
});

describe("diffSchemas", () => {
  it("is empty between identical datamodels", async () => {
    expect(await diffSchemas(HEAD + MODEL_A, HEAD + MODEL_A)).toMatchObject({ empty: true });
  });
});
