import type { Db } from "@mnemo/db";

/**
 * Fixed-window counters for rate limits. `hit` counts one event under `key`
 * and returns the count in the current window and how long until it resets.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
};

/**
 * Counters in PostgreSQL (the rate_limit table): one atomic upsert per hit, so
 * every API process behind a load balancer shares them. Expired rows are
 * swept now and then by whichever process is counting.
 */
export function createPostgresRateLimitStore(db: Db, { sweepEvery = 500 }: { sweepEvery?: number } = {}): RateLimitStore {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      const rows = await db.$queryRaw<{ count: number; resetInMs: number }[]>`
        INSERT INTO rate_limit (key, count, "resetAt")
        VALUES (${key}, 1, clock_timestamp() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limit."resetAt" <= clock_timestamp() THEN 1 ELSE rate_limit.count + 1 END,
          "resetAt" = CASE WHEN rate_limit."resetAt" <= clock_timestamp() THEN EXCLUDED."resetAt" ELSE rate_limit."resetAt" END
        RETURNING count, (EXTRACT(EPOCH FROM ("resetAt" - clock_timestamp())) * 1000)::float8 AS "resetInMs"`;
      hits += 1;
      if (hits % sweepEvery === 0) await db.$executeRaw`DELETE FROM rate_limit WHERE "resetAt" < clock_timestamp()`;
      const row = rows[0]!;
      return { count: row.count, resetInMs: Math.max(0, row.resetInMs) };
    },
  };
}

/** Counters in this process's memory: for tests and single-process tools. Bounded in size. */
export function createMemoryRateLimitStore({
  now = Date.now,
  maxKeys = 100_000,
}: { now?: () => number; maxKeys?: number } = {}): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs) {
      const at = now();
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= at) {
        if (windows.size >= maxKeys) {
          for (const [old, value] of windows) if (value.resetAt <= at) windows.delete(old);
          if (windows.size >= maxKeys) for (const old of [...windows.keys()].slice(0, maxKeys / 10)) windows.delete(old);
        }
        entry = { count: 0, resetAt: at + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
  };
}
