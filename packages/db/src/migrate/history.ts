import type { LocalMigration } from "./migration-files.ts";
import { matchesChecksum } from "./migration-files.ts";

/** A row of `_prisma_migrations`. */
export interface MigrationRow {
  id: string;
  checksum: string;
  finished_at: Date | null;
  migration_name: string;
  logs: string | null;
  rolled_back_at: Date | null;
  started_at: Date;
  applied_steps_count: number;
}

export interface MigrationPlan {
  applied: string[];
  pending: LocalMigration[];
  /** Each one is a reason not to touch the database. */
  problems: string[];
}

export class MigrationHistoryError extends Error {
  constructor(readonly problems: string[]) {
    super(`Refusing to migrate:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "MigrationHistoryError";
  }
}

// Rows marked rolled back are only an audit trail (Prisma ignores them too),
// so a rolled-back migration is pending again.
export function planMigrations(local: LocalMigration[], rows: MigrationRow[]): MigrationPlan {
  const live = rows.filter((r) => r.rolled_back_at === null);
  const localByName = new Map(local.map((m) => [m.name, m]));
  const problems: string[] = [];

  for (const row of live.filter((r) => r.finished_at === null)) {
    problems.push(
      `Migration ${row.migration_name} failed or was interrupted (started ${row.started_at.toISOString()})` +
        (row.logs ? `: ${row.logs.trim()}` : "") +
        `. Check the database by hand, then mark it rolled back: ` +
        `UPDATE "_prisma_migrations" SET rolled_back_at = now() WHERE migration_name = '${row.migration_name}' AND finished_at IS NULL;`,
    );
  }

  const applied = live.filter((r) => r.finished_at !== null);
  for (const row of applied) {
    const file = localByName.get(row.migration_name);
    if (!file) {
      problems.push(
        `Migration ${row.migration_name} is applied to the database but missing from the migrations folder ` +
          `(an older checkout against a newer database?).`,
      );
    } else if (!matchesChecksum(file.sql, row.checksum)) {
      problems.push(
        `Migration ${row.migration_name} was modified after it was applied ` +
          `(checksum ${row.checksum} in the database, ${file.checksum} on disk). ` +
          `Restore the original file and put the change in a new migration.`,
      );
    }
  }

  const done = new Set(live.map((r) => r.migration_name));
  return {
    applied: applied.map((r) => r.migration_name),
    pending: local.filter((m) => !done.has(m.name)),
    problems,
  };
}
