import type { Db } from "@mnemo/db";
import type Stripe from "stripe";
import type { BillingService } from "../billing-service.ts";
import { claimTrial, userEmail } from "../trial-claims.ts";
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
 * in Stripe for the operator's accounts, and a trial the account had stays
 * claimed for its email (trial-claims.ts), so a new account with it gets none.
 */
export async function cancelSubscriptionsBeforeDeletion(
  { userId }: { userId: string },
  { db, billing }: { db: Db; billing: BillingService | undefined },
): Promise<void> {
  if (!billing) return;
  const row = await readBillingRow(userId, db);
  const customerId = row?.stripeCustomerId;
  if (!customerId) return;
  const subscriptions = await withStripe(
    billing,
    "cancel-before-deletion",
    () =>
      withStripeUserLock(db, userId, async () => {
        const expired = await expireOpenCheckouts(billing, customerId);
        if (expired.length > 0) billing.log.info({ userId, customerId, expired }, "open checkouts expired before account deletion");
        const listed = await listCustomerSubscriptions(billing.stripe, customerId).catch((error: unknown) => {
          // The customer is already gone from Stripe, and its subscriptions with it.
          if (isStripeMissing(error)) return [];
          throw error;
        });
        for (const subscription of unendedSubscriptions(listed)) {
          await billing.stripe.subscriptions.cancel(subscription.id);
          billing.log.info({ userId, customerId, subscriptionId: subscription.id }, "subscription cancelled before account deletion");
        }
        return listed;
      }),
    BILLING_MESSAGES.deletionProviderError,
  );
  await keepTrialClaim({ userId, trialUsedAt: row.trialUsedAt, subscriptions }, { db, billing });
}

/**
 * The email's trial claim, kept after the account: normally written when the
 * trial started (the sync); written here too for a trial the sync never saw
 * (an event not yet delivered) or one that started before claims were kept.
 */
async function keepTrialClaim(
  { userId, trialUsedAt, subscriptions }: { userId: string; trialUsedAt: Date | null; subscriptions: readonly Stripe.Subscription[] },
  { db, billing }: { db: Db; billing: BillingService },
): Promise<void> {
  const starts = subscriptions.flatMap((subscription) => (subscription.trial_start ? [subscription.trial_start * 1000] : []));
  const at = trialUsedAt ?? (starts.length > 0 ? new Date(Math.min(...starts)) : null);
  const email = at ? await userEmail(userId, db) : null;
  if (at && email) await claimTrial({ email, at }, { db, billing });
}
