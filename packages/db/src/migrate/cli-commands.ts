import { applyMigrations, readMigrationStatus } from "./apply.ts";
import { checkSchema, createMigration } from "./create.ts";
import type { SchemaPaths } from "./create.ts";

export const USAGE = `Usage: pnpm --filter @mnemo/db migrate <command>

  deploy                 apply pending migrations to DATABASE_URL
  status                 list applied and pending migrations (exit 1 if any is pending)
  create <name>          write a migration for the changes in prisma/schema.prisma
  create --empty <name>  write an empty migration for hand-written SQL
  check                  exit 1 if schema.prisma has changes without a migration

From the repo root: pnpm db:migrate (deploy), pnpm db:migrate:status, pnpm db:migrate:create [--empty] <name>.`;

export interface CliIo extends SchemaPaths {
  env: Record<string, string | undefined>;
  out: (line: string) => void;
  err: (line: string) => void;
}

function databaseUrl(io: CliIo): string {
  const url = io.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set. Example: DATABASE_URL=postgresql://postgres@127.0.0.1:5432/mnemo");
  return url;
}

async function status(io: CliIo): Promise<number> {
  const s = await readMigrationStatus({ databaseUrl: databaseUrl(io), migrationsDir: io.migrationsDir });
  for (const name of s.applied) io.out(`applied  ${name}`);
  for (const name of s.pending) io.out(`pending  ${name}`);
  for (const problem of s.problems) io.err(`problem: ${problem}`);
  if (s.applied.length + s.pending.length === 0) io.out("No migrations");
  if (s.pending.length > 0) io.out(`${s.pending.length} pending migration(s): run pnpm db:migrate`);
  return s.pending.length > 0 || s.problems.length > 0 ? 1 : 0;
}

async function check(io: CliIo): Promise<number> {
  const diff = await checkSchema({ migrationsDir: io.migrationsDir, schemaPath: io.schemaPath });
  if (diff.empty) {
    io.out("schema.prisma matches the migrations");
    return 0;
  }
  io.err("schema.prisma has changes without a migration: run pnpm db:migrate:create <name>");
  io.err(diff.sql.trimEnd());
  return 1;
}

/** Returns the exit code: 0 ok, 1 failure or pending work, 2 usage error. */
export async function runCli(args: string[], io: CliIo): Promise<number> {
  const [command, ...rest] = args;
  try {
    if (command === "deploy" && rest.length === 0) {
      await applyMigrations({ databaseUrl: databaseUrl(io), migrationsDir: io.migrationsDir, log: io.out });
      return 0;
    }
    if (command === "status" && rest.length === 0) return await status(io);
    if (command === "check" && rest.length === 0) return await check(io);
    if (command === "create") {
      const empty = rest.includes("--empty");
      const names = rest.filter((a) => a !== "--empty");
      const name = names[0];
      if (names.length === 1 && name && !name.startsWith("-")) {
        await createMigration({ migrationsDir: io.migrationsDir, schemaPath: io.schemaPath, name, empty, log: io.out });
        return 0;
      }
    }
  } catch (error) {
    io.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  io.err(USAGE);
  return 2;
}
