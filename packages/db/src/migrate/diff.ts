import { explainEngineError, loadSchemaEngine } from "./wasm-engine.ts";

// Diffing from a datamodel with no models (rather than the engine's "empty"
// target) matters for the first migration: "empty" has no namespaces at all,
// so the engine would emit `CREATE SCHEMA IF NOT EXISTS "public"`, which needs
// CREATE on the database even when public already exists.
export const EMPTY_DATAMODEL = `datasource db {\n  provider = "postgresql"\n}\n`;

export interface SchemaDiff {
  /** True when `to` needs no change to the database described by `from`. */
  empty: boolean;
  sql: string;
}

// The paths only label the engine's validation errors.
function datamodel(path: string, content: string) {
  return { tag: "schemaDatamodel" as const, files: [{ path, content }] };
}

/**
 * The SQL that takes a database matching datamodel `from` (null: no models yet)
 * to datamodel `to`. Pure computation in the wasm engine; no database involved.
 */
export async function diffSchemas(from: string | null, to: string): Promise<SchemaDiff> {
  const engine = await loadSchemaEngine();
  try {
    const result = await engine.diff({
      from: datamodel("previous-migration-snapshot", from ?? EMPTY_DATAMODEL),
      to: datamodel("schema.prisma", to),
      script: true,
      // Asks the engine to report "changes" as exitCode 2, sparing us from
      // parsing its "-- This is an empty migration." placeholder.
      exitCode: true,
      filters: { externalTables: [], externalEnums: [] },
    });
    return { empty: result.exitCode === 0, sql: result.stdout ?? "" };
  } catch (error) {
    throw explainEngineError(error);
  }
}
