import type { Db, DbOrTx } from "@mnemo/db";
import type { BillingService } from "./billing-service.ts";

/**
 * The user a Stripe customer belongs to: the subscription row that holds the
 * customer id, else the customer's `metadata.userId` (written by
 * ensureCustomer), which is then linked to that user's row. Null for a
 * customer Mnemo did not make, or whose user is gone.
 */
export async function getSubscriptionUser(
  { customerId }: { customerId: string },
  { db, billing }: { db: DbOrTx; billing: BillingService },
): Promise<string | null> {
  const linked = await db.subscription.findUnique({ where: { stripeCustomerId: customerId }, select: { userId: true } });
  if (linked) return linked.userId;
  const customer = await billing.stripe.customers.retrieve(customerId);
  if (customer.deleted) return null;
  const userId = customer.metadata?.userId;
  if (!userId) return null;
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) return null;
  const row = await db.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true } });
  if (row?.stripeCustomerId && row.stripeCustomerId !== customerId) {
    billing.log.warn(
      { userId, customerId, linkedCustomerId: row.stripeCustomerId },
      "stripe customer names a user linked to another customer; not linked",
    );
    return null;
  }
  await db.subscription.upsert({
    where: { userId },
    create: { userId, planId: "free", status: "missing", stripeCustomerId: customerId },
    update: { stripeCustomerId: customerId },
  });
  return userId;
}

/**
 * The user's Stripe customer: created once (user id in its metadata; one per
 * user even when two checkouts start at once) and reused for every checkout
 * and the portal. `replacing`: the stored customer Stripe no longer has; a
 * new one takes its place (unless another request has replaced it already).
 */
export async function ensureCustomer(
  { userId, email, replacing }: { userId: string; email: string; replacing?: string },
  { db, billing }: { db: Db; billing: BillingService },
): Promise<string> {
  return db.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`stripe-user:${userId}`}, 0))`;
      const row = await tx.subscription.findUnique({ where: { userId }, select: { stripeCustomerId: true } });
      if (row?.stripeCustomerId && row.stripeCustomerId !== replacing) return row.stripeCustomerId;
      const customer = await billing.stripe.customers.create(
        { email, metadata: { userId } },
        // A retry of this very request (network trouble) gets the same customer back.
        { idempotencyKey: `mnemo-customer-${userId}${replacing ? `-after-${replacing}` : ""}` },
      );
      await tx.subscription.upsert({
        where: { userId },
        create: { userId, planId: "free", status: "missing", stripeCustomerId: customer.id },
        update: { stripeCustomerId: customer.id },
      });
      return customer.id;
    },
    { maxWait: 15_000, timeout: 90_000 },
  );
}
