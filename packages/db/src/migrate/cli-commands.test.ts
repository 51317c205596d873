import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "./cli-commands.ts";

function io(paths: { migrationsDir?: string; schemaPath?: string } = {}) {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, io: { env: {}, ...paths, out: (l: string) => out.push(l), err: (l: string) => err.push(l) } };
}

describe("runCli", () => {
  it.each([[[]], [["nope"]], [["create"]], [["create", "a", "b"]], [["create", "--empty"]], [["deploy", "x"]]])(
    "prints usage and exits 2 for %j",
    async (args) => {
      const t = io();
      expect(await runCli(args, t.io)).toBe(2);
      expect(t.err.join("\n")).toMatch(/^Usage: pnpm --filter @mnemo\/db migrate <command>/);
    },
  );

  it("needs DATABASE_URL for deploy and status", async () => {
    for (const command of ["deploy", "status"]) {
      const t = io();
      expect(await runCli([command], t.io)).toBe(1);
      expect(t.err).toEqual([expect.stringMatching(/^DATABASE_URL is not set/)]);
    }
  });

  it("check fails on drift until create has run", async () => {
    const root = await mkdtemp(path.join(tmpdir(), "mnemo-mig-cli-"));
    const paths = { migrationsDir: path.join(root, "migrations"), schemaPath: path.join(root, "schema.prisma") };
    await writeFile(paths.schemaPath, 'datasource db {\n  provider = "postgresql"\n}\nmodel A {\n  id Int @id\n}\n');

    const drift = io(paths);
    expect(await runCli(["check"], drift.io)).toBe(1);
    expect(drift.err[0]).toBe("schema.prisma has changes without a migration: run pnpm db:migrate:create <name>");
    expect(drift.err[1]).toContain('CREATE TABLE "A"');

    const created = io(paths);
    expect(await runCli(["create", "init"], created.io)).toBe(0);
    expect(created.out).toEqual([expect.stringMatching(/^Created .*_init\/migration\.sql$/)]);
    expect(await readdir(paths.migrationsDir)).toHaveLength(2);

    const again = io(paths);
    expect(await runCli(["create", "init2"], again.io)).toBe(0);
    expect(again.out).toEqual(["Already in sync, no migration created"]);
    expect(await runCli(["check"], io(paths).io)).toBe(0);
    await rm(root, { recursive: true, force: true });
  });
});
