import { readdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { removeEmbeddedCluster, startEmbeddedPostgres } from "../embedded.ts";
import { findFreePort, isProcessAlive } from "../process-utils.ts";
import { applyMigrations } from "../migrate/index.ts";
import { databaseUrl, TEST_DB_PREFIX } from "./test-database.ts";

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/**
 * One PostgreSQL for the whole run: DATABASE_URL when set (CI, your own
 * server), else an embedded one under .data/test-postgres. A template
 * database is migrated once; each test file clones it (see test-database.ts).
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    // A cluster per run (own directory and free port), so two runs never collide.
    await removeAbandonedClusters();
    const dataDir = path.join(REPO_ROOT, ".data", `test-postgres-${process.pid}`);
    const embedded = await startEmbeddedPostgres({
      dataDir,
      port: await findFreePort(),
      database: "postgres",
      fresh: true,
      log: process.env.MNEMO_TEST_PG_LOG ? (line) => console.log(`[test-postgres] ${line}`) : undefined,
    });
    adminUrl = embedded.adminUrl;
    stopEmbedded = async () => {
      await embedded.stop();
      await removeEmbeddedCluster(dataDir);
    };
  }

  const runId = `${Date.now().toString(36)}_${process.pid}`;
  const template = `${TEST_DB_PREFIX}${runId}_template`;
  await adminQuery(adminUrl, `CREATE DATABASE "${template}"`);
  await applyMigrations({ databaseUrl: databaseUrl(adminUrl, template), log: () => {} });

  // Workers read these (forks inherit the environment at spawn).
  process.env.DATABASE_URL = adminUrl;
  process.env.MNEMO_TEST_ADMIN_URL = adminUrl;
  process.env.MNEMO_TEST_TEMPLATE = template;
  process.env.MNEMO_TEST_RUN_ID = runId;
  project.provide("mnemoTestDb", { adminUrl, template, runId });

  return async () => {
    const leftovers = await adminQuery<{ datname: string }>(adminUrl, "SELECT datname FROM pg_database WHERE datname LIKE $1", [
      `${TEST_DB_PREFIX}${runId}%`,
    ]);
    for (const { datname } of leftovers) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    await stopEmbedded?.();
  };
}

async function adminQuery<T = unknown>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Clusters of earlier runs that were killed before their teardown. */
async function removeAbandonedClusters(): Promise<void> {
  const dataRoot = path.join(REPO_ROOT, ".data");
  const entries = await readdir(dataRoot).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = /^test-postgres-(\d+)$/.exec(entry)?.[1];
    if (pid && !isProcessAlive(Number(pid))) await removeEmbeddedCluster(path.join(dataRoot, entry));
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    mnemoTestDb: { adminUrl: string; template: string; runId: string };
  }
}
