import type { Db } from "@mnemo/db";
import type { BillingService } from "../billing-service.ts";
import { BILLING_MESSAGES, isStripeMissing, withStripe } from "./billing-errors.ts";
import { listCustomerSubscriptions, readBillingRow, unendedSubscriptions } from "./billing-row.ts";
import { expireOpenCheckouts } from "./open-checkouts.ts";
import { withStripeUserLock } from "./stripe-user-lock.ts";

/**
 * Before an account is deleted: expires the user's open Checkout Sessions
 * (so none can be paid afterwards) and cancels, now, every subscription of
 * their Stripe customer that could still charge them, so a deleted learner
 * is never billed again. Under the user's lock, so a checkout being started
 * at the same moment is either finished first (and its session expired
 * here) or starts after. Stripe failing throws PAYMENT_PROVIDER_ERROR and
 * the caller deletes nothing. The customer itself (and its invoices) stays
 * in Stripe for the operator's accounts.
 */
export async function cancelSubscriptionsBeforeDeletion(
  { userId }: { userId: string },
  { db, billing }: { db: Db; billing: BillingService | undefined },
): Promise<void> {
  if (!billing) return;
  const customerId = (await readBillingRow(userId, db))?.stripeCustomerId;
  if (!customerId) return;
  await withStripe(
    billing,
    "cancel-before-deletion",
    () =>
      withStripeUserLock(db, userId, async () => {
        const expired = await expireOpenCheckouts(billing, customerId);
        if (expired.length > 0) billing.log.info({ userId, customerId, expired }, "open checkouts expired before account deletion");
        const subscriptions = await listCustomerSubscriptions(billing.stripe, customerId).catch((error: unknown) => {
          // The customer is already gone from Stripe, and its subscriptions with it.
          if (isStripeMissing(error)) return [];
          throw error;
        });
        for (const subscription of unendedSubscriptions(subscriptions)) {
          await billing.stripe.subscriptions.cancel(subscription.id);
          billing.log.info({ userId, customerId, subscriptionId: subscription.id }, "subscription cancelled before account deletion");
        }
      }),
    BILLING_MESSAGES.deletionProviderError,
  );
}
