import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_DB_PREFIX = "mnemo_t_";

export type TestDatabase = { url: string; name: string; drop: () => Promise<void> };

/** The URL of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * A fresh, migrated database of its own for one test file: a copy of the
 * run's template (made by global-setup.ts), so files never see each other's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.MNEMO_TEST_ADMIN_URL;
  const template = process.env.MNEMO_TEST_TEMPLATE;
  const runId = process.env.MNEMO_TEST_RUN_ID;
  if (!adminUrl || !template || !runId) {
    throw new Error("No test database server: run integration tests through the root vitest config (pnpm test).");
  }
  const name = `${TEST_DB_PREFIX}${runId}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // Cloning waits if another clone of the same template is in progress.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
        break;
      } catch (error) {
        const busy = (error as { code?: string }).code === "55006";
        if (!busy || attempt >= 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  } finally {
    await admin.end();
  }
  return {
    url: databaseUrl(adminUrl, name),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
