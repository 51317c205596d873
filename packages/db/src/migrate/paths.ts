import path from "node:path";
import { fileURLToPath } from "node:url";

// Resolved from this file, not the cwd: the API server, the CLI (run by pnpm
// from packages/db) and tests all start in different directories.
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

export const defaultMigrationsDir = path.join(repoRoot, "prisma", "migrations");
export const defaultSchemaPath = path.join(repoRoot, "prisma", "schema.prisma");
