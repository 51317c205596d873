// Mnemo's migration tool: Prisma-compatible migrations without Prisma's native
// schema engine (the CLI cannot download it here). Applying is plain SQL over
// `pg`; only creating/checking migrations loads the wasm schema engine, and
// only when called (see wasm-engine.ts), so importing this is cheap.
export { applyMigrations, readMigrationStatus } from "./apply.ts";
export type { ApplyOptions, MigrationStatus } from "./apply.ts";
export { checkSchema, createMigration } from "./create.ts";
export type { CreateOptions, SchemaPaths } from "./create.ts";
export { diffSchemas } from "./diff.ts";
export type { SchemaDiff } from "./diff.ts";
export { MigrationHistoryError } from "./history.ts";
export { defaultMigrationsDir, defaultSchemaPath } from "./paths.ts";
