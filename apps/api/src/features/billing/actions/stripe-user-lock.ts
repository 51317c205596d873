import type { Db } from "@mnemo/db";

/**
 * Runs `run` holding the per-user advisory lock ensureCustomer takes
 * (`stripe-user:<userId>`), so two requests of one learner that change what
 * Stripe holds for them (two checkouts from two tabs, a checkout and the
 * account's deletion) take turns, across every API process.
 *
 * The lock lives in a transaction that touches no row: it holds one pooled
 * connection for the few Stripe calls `run` makes, and nothing else waits
 * on it but the same learner's next request. `run` must not take this lock
 * again on another connection (ensureCustomer does: call it first), nor
 * open a transaction of its own (it would need a second connection).
 */
export async function withStripeUserLock<T>(db: Db, userId: string, run: () => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`stripe-user:${userId}`}, 0))`;
      return run();
    },
    { maxWait: 15_000, timeout: 90_000 },
  );
}
