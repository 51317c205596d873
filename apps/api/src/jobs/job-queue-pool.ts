import pg from "pg";
import type PgBoss from "pg-boss";

export type JobQueuePool = {
  /** What pg-boss runs its SQL through (its `db` option). */
  db: PgBoss.Db;
  /** Ends the pool and waits until every connection is closed, so PostgreSQL may stop next. */
  close(timeoutMs?: number): Promise<void>;
};

/**
 * The job queue's own connection pool. pg-boss can open one itself, but
 * `pg.Pool#end` resolves as soon as its clients are told to end, before
 * their sockets close; an embedded PostgreSQL stopped right after then
 * terminates those connections and the queue logs "terminating connection
 * due to administrator command". Here closing waits for each connection's
 * own end, and errors from connections already told to close are not news.
 */
export function createJobQueuePool(
  connectionString: string,
  { max, onError }: { max: number; onError: (error: Error) => void },
): JobQueuePool {
  const pool = new pg.Pool({ connectionString, max, application_name: "pgboss" });
  const open = new Set<pg.PoolClient>();
  let closing = false;
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => open.delete(client));
  pool.on("error", (error) => {
    if (!closing) onError(error);
  });

  return {
    db: { executeSql: (text, values) => pool.query(text, values) },
    async close(timeoutMs = 5_000) {
      if (closing) return;
      closing = true;
      await pool.end();
      const deadline = Date.now() + timeoutMs;
      while (open.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    },
  };
}
