import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { diffSchemas } from "./diff.ts";
import type { SchemaDiff } from "./diff.ts";
import {
  LOCK_FILE,
  LOCK_FILE_CONTENT,
  MIGRATION_FILE,
  SNAPSHOT_FILE,
  listMigrationNames,
  formatMigrationFolderName,
} from "./migration-files.ts";
import { defaultMigrationsDir, defaultSchemaPath, repoRoot } from "./paths.ts";
import { renderHandWrittenSql } from "./templates.ts";

export interface SchemaPaths {
  migrationsDir?: string;
  schemaPath?: string;
}

export interface CreateOptions extends SchemaPaths {
  name: string;
  /** Write a migration for hand-written SQL even if the schema did not change. */
  empty?: boolean;
  now?: Date;
  log?: (line: string) => void;
}

/** The datamodel the existing migrations bring a database to (null: none yet). */
async function readLatestSnapshot(migrationsDir: string): Promise<{ latest: string | null; datamodel: string | null }> {
  const latest = (await listMigrationNames(migrationsDir)).at(-1) ?? null;
  if (latest === null) return { latest, datamodel: null };
  const file = path.join(migrationsDir, latest, SNAPSHOT_FILE);
  const datamodel = await readFile(file, "utf8").catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(
      `${file} is missing, so the schema as of the latest migration is unknown. ` +
        `Every migration folder must keep the ${SNAPSHOT_FILE} that \`migrate create\` writes next to its SQL.`,
    );
  });
  return { latest, datamodel };
}

/** Compares schema.prisma with the datamodel the committed migrations produce. */
export async function checkSchema(opts: SchemaPaths = {}): Promise<SchemaDiff> {
  const { datamodel } = await readLatestSnapshot(opts.migrationsDir ?? defaultMigrationsDir);
  return diffSchemas(datamodel, await readFile(opts.schemaPath ?? defaultSchemaPath, "utf8"));
}

/** Writes `<timestamp>_<name>/migration.sql` (+ snapshot); returns its folder, or null if already in sync. */
export async function createMigration(opts: CreateOptions): Promise<{ dir: string | null; sql: string }> {
  const log = opts.log ?? (() => undefined);
  const migrationsDir = opts.migrationsDir ?? defaultMigrationsDir;
  const schema = await readFile(opts.schemaPath ?? defaultSchemaPath, "utf8");
  const { latest, datamodel } = await readLatestSnapshot(migrationsDir);
  const diff = await diffSchemas(datamodel, schema);
  if (diff.empty && !opts.empty) {
    log("Already in sync, no migration created");
    return { dir: null, sql: "" };
  }

  const name = formatMigrationFolderName(opts.name, opts.now ?? new Date());
  // Order is what deploy goes by; a skewed clock must not slot a new migration before an old one.
  if (latest !== null && name.localeCompare(latest) <= 0) {
    throw new Error(
      `New migration ${name} would not sort after the latest one, ${latest} ` + `(same second, or a clock behind): try again in a moment.`,
    );
  }
  const dir = path.join(migrationsDir, name);
  if (existsSync(dir)) throw new Error(`The migration directory already exists at ${dir}`);

  const sql = opts.empty ? renderHandWrittenSql(diff) : diff.sql;
  await mkdir(dir, { recursive: true });
  try {
    await writeFile(path.join(dir, MIGRATION_FILE), sql);
    await writeFile(path.join(dir, SNAPSHOT_FILE), schema);
    await writeFile(path.join(migrationsDir, LOCK_FILE), LOCK_FILE_CONTENT);
  } catch (error) {
    // A folder without its snapshot would break the next `create`.
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  const file = path.join(dir, MIGRATION_FILE);
  const fromRoot = path.relative(repoRoot, file);
  log(`Created ${fromRoot.startsWith("..") ? file : fromRoot}`);
  return { dir, sql };
}
