import { createTestDatabase, type TestDatabase } from "@mnemo/db/testing";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createJobQueuePool } from "./job-queue-pool.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.drop();
});

describe("the job queue's pool", () => {
  it("closes only when every connection has ended, so PostgreSQL can stop right after without terminating one", async () => {
    const ended = new Map<pg.Client, boolean>();
    const original = pg.Client.prototype.connect;
    const spy = vi.spyOn(pg.Client.prototype, "connect").mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      ended.set(this, false);
      this.once("end", () => ended.set(this, true));
      return Reflect.apply(original, this, args) as Promise<void>;
    } as never);
    const errors: Error[] = [];
    const pool = createJobQueuePool(database.url, { max: 3, onError: (error) => errors.push(error) });
    try {
      await Promise.all([1, 2, 3].map(() => pool.db.executeSql("SELECT pg_sleep(0.05)", [])));
    } finally {
      spy.mockRestore();
    }
    expect(ended.size).toBe(3);

    await pool.close();

    expect([...ended.values()]).toEqual([true, true, true]);
    expect(errors).toEqual([]);
  });

  it("reports a connection lost while working, and not one lost while closing", async () => {
    const errors: Error[] = [];
    const pool = createJobQueuePool(database.url, { max: 1, onError: (error) => errors.push(error) });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const { rows } = await pool.db.executeSql("SELECT pg_backend_pid() AS pid", []);
      await admin.query("SELECT pg_terminate_backend($1)", [rows[0].pid]);
      await vi.waitFor(() => expect(errors.map((error) => (error as Error & { code?: string }).code)).toEqual(["57P01"]));

      await pool.db.executeSql("SELECT 1", []);
      await pool.close();
      expect(errors).toHaveLength(1);
    } finally {
      await admin.end();
    }
  });
});
