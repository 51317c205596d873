import { describe, expect, it } from "vitest";
import type { MigrationRow } from "./history.ts";
import { planMigrations } from "./history.ts";
import type { LocalMigration } from "./migration-files.ts";
import { checksumOf } from "./migration-files.ts";

const local = (name: string, sql = `-- ${name}\n`): LocalMigration => ({ name, dir: `/m/${name}`, sql, checksum: checksumOf(sql) });

const row = (name: string, patch: Partial<MigrationRow> = {}): MigrationRow => ({
  id: `id-${name}`,
  checksum: checksumOf(`-- ${name}\n`),
  finished_at: new Date("2026-01-01T00:00:01Z"),
  migration_name: name,
  logs: null,
  rolled_back_at: null,
  started_at: new Date("2026-01-01T00:00:00Z"),
  applied_steps_count: 1,
  ...patch,
});

describe("planMigrations", () => {
  it("makes everything pending on a fresh database", () => {
    const plan = planMigrations([local("1_a"), local("2_b")], []);
    expect(plan.pending.map((m) => m.name)).toEqual(["1_a", "2_b"]);
    expect(plan.problems).toEqual([]);
  });

  it("leaves only the new ones pending", () => {
    const plan = planMigrations([local("1_a"), local("2_b")], [row("1_a")]);
    expect(plan.applied).toEqual(["1_a"]);
    expect(plan.pending.map((m) => m.name)).toEqual(["2_b"]);
  });

  it("flags a migration edited after it was applied", () => {
    const plan = planMigrations([local("1_a", "-- changed\n")], [row("1_a")]);
    expect(plan.problems).toEqual([expect.stringMatching(/1_a was modified after it was applied/)]);
  });

  it("flags a failed migration and says how to clear it", () => {
    const plan = planMigrations([local("1_a")], [row("1_a", { finished_at: null, logs: "syntax error" })]);
    expect(plan.problems).toEqual([expect.stringMatching(/1_a failed.*syntax error.*rolled_back_at = now\(\)/s)]);
    expect(plan.pending).toEqual([]);
  });

  it("retries a migration marked rolled back", () => {
    const rolledBack = row("1_a", { finished_at: null, rolled_back_at: new Date() });
    const plan = planMigrations([local("1_a")], [rolledBack]);
    expect(plan.problems).toEqual([]);
    expect(plan.pending.map((m) => m.name)).toEqual(["1_a"]);
  });

  it("flags a database ahead of the migrations folder", () => {
    const plan = planMigrations([local("1_a")], [row("1_a"), row("2_b")]);
    expect(plan.problems).toEqual([expect.stringMatching(/2_b is applied to the database but missing/)]);
  });
});
