import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checksumOf,
  matchesChecksum,
  formatMigrationFolderName,
  readLocalMigrations,
  sortMigrationNames,
  toSnakeCase,
} from "./migration-files.ts";

describe("migration names", () => {
  it("snake-cases what people type", () => {
    expect(toSnakeCase("init")).toBe("init");
    expect(toSnakeCase("addUserBio")).toBe("add_user_bio");
    expect(toSnakeCase("Add user-bio  field!")).toBe("add_user_bio_field");
    expect(toSnakeCase("__x__")).toBe("x");
  });

  it("prefixes the UTC timestamp like Prisma", () => {
    expect(formatMigrationFolderName("init", new Date("2026-01-02T03:04:05.678Z"))).toBe("20260102030405_init");
  });

  it("rejects names with nothing usable in them", () => {
    expect(() => formatMigrationFolderName("!!!", new Date())).toThrow(/Invalid migration name/);
  });

  it("sorts by folder name", () => {
    expect(sortMigrationNames(["20260102_b", "20260101_z", "20260102_a"])).toEqual(["20260101_z", "20260102_a", "20260102_b"]);
  });
});

describe("checksums", () => {
  it("is the sha256 hex of the file, as Prisma stores it", () => {
    // From `printf 'SELECT 1;\n' | sha256sum`.
    expect(checksumOf("SELECT 1;\n")).toBe("b4e0497804e46e0a0b0b8c31975b062152d551bac49c3c2e80932567b4085dcd");
  });

  it("accepts a CRLF checkout of a file applied with LF endings", () => {
    const applied = checksumOf("SELECT 1;\nSELECT 2;\n");
    expect(matchesChecksum("SELECT 1;\r\nSELECT 2;\r\n", applied)).toBe(true);
    expect(matchesChecksum("SELECT 1;\nSELECT 3;\n", applied)).toBe(false);
  });
});

describe("readLocalMigrations", () => {
  const dirs: string[] = [];
  const scratch = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "mnemo-mig-files-"));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("reads folders in order and ignores loose files", async () => {
    const dir = await scratch();
    for (const name of ["20260102000000_second", "20260101000000_first"]) {
      await mkdir(path.join(dir, name));
      await writeFile(path.join(dir, name, "migration.sql"), `-- ${name}\n`);
    }
    await writeFile(path.join(dir, "migration_lock.toml"), "");
    const migrations = await readLocalMigrations(dir);
    expect(migrations.map((m) => m.name)).toEqual(["20260101000000_first", "20260102000000_second"]);
    expect(migrations[0]?.checksum).toBe(checksumOf("-- 20260101000000_first\n"));
  });

  it("treats a missing folder as no migrations", async () => {
    expect(await readLocalMigrations(path.join(tmpdir(), "mnemo-does-not-exist"))).toEqual([]);
  });

  it("names the folder that lacks migration.sql", async () => {
    const dir = await scratch();
    await mkdir(path.join(dir, "20260101000000_broken"));
    await expect(readLocalMigrations(dir)).rejects.toThrow(/20260101000000_broken has no migration.sql/);
  });
});
