import pg from "pg";

/**
 * Records the SQL this process sends to PostgreSQL, by wrapping
 * `pg.Client.prototype.query` between startTrace() and stopTrace() only (the
 * original method is put back after, so the load runs are unaffected).
 * Prisma's driver adapter (@prisma/adapter-pg) and the bare server use the
 * same `pg` install, so this sees both.
 */
export type TracedQuery = { sql: string; params: number; ms: number };

type QueryFn = (...args: unknown[]) => unknown;
const proto = pg.Client.prototype as unknown as { query: QueryFn };
const original = proto.query;
let queries: TracedQuery[] = [];

function tracedQuery(this: unknown, ...args: unknown[]) {
  const [config, values] = args as [unknown, unknown];
  const sql = typeof config === "string" ? config : ((config as { text?: string })?.text ?? String(config));
  const params = Array.isArray(values) ? values.length : ((config as { values?: unknown[] })?.values?.length ?? 0);
  const entry: TracedQuery = { sql: sql.replace(/\s+/g, " ").trim(), params, ms: -1 };
  queries.push(entry);
  const started = performance.now();
  const done = () => (entry.ms = performance.now() - started);
  // pg-pool (what Prisma's adapter and the bare server call) passes a callback; direct callers get a promise.
  const last = args.length - 1;
  if (typeof args[last] === "function") {
    const callback = args[last] as (...a: unknown[]) => unknown;
    args[last] = (...a: unknown[]) => (done(), callback(...a));
  }
  const result = original.apply(this, args);
  if (result && typeof (result as Promise<unknown>).then === "function") (result as Promise<unknown>).then(done, done);
  return result;
}

export function startTrace(): void {
  queries = [];
  proto.query = tracedQuery;
}

export function stopTrace(): TracedQuery[] {
  proto.query = original;
  const out = queries;
  queries = [];
  return out;
}
