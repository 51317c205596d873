import type { DbOrTx } from "@mnemo/db";
import type Stripe from "stripe";
import { ENDED_STATUSES, LIVE_STATUSES } from "../stripe-statuses.ts";

export type BillingRow = {
  status: string;
  planId: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  trialUsedAt: Date | null;
};

/** The billing side of the user's subscription row, or null when they have none. */
export async function readBillingRow(userId: string, db: DbOrTx): Promise<BillingRow | null> {
  return db.subscription.findUnique({
    where: { userId },
    select: { status: true, planId: true, stripeCustomerId: true, stripeSubscriptionId: true, trialUsedAt: true },
  });
}

/** The row says a Stripe subscription runs (as last synced). A plan given by `set-plan` has no Stripe subscription. */
export function hasLiveSubscription(row: BillingRow | null): boolean {
  return row !== null && row.stripeSubscriptionId !== null && LIVE_STATUSES.has(row.status);
}

export function liveSubscriptions(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription[] {
  return subscriptions.filter((subscription) => LIVE_STATUSES.has(subscription.status));
}

/** Subscriptions that may still charge the customer (live, or incomplete and waiting for a payment). */
export function unendedSubscriptions(subscriptions: readonly Stripe.Subscription[]): Stripe.Subscription[] {
  return subscriptions.filter((subscription) => !ENDED_STATUSES.has(subscription.status));
}

/** Every subscription of a customer, any status (newest first). */
export async function listCustomerSubscriptions(stripe: Stripe, customerId: string): Promise<Stripe.Subscription[]> {
  const subscriptions: Stripe.Subscription[] = [];
  for await (const subscription of stripe.subscriptions.list({ customer: customerId, status: "all", limit: 100 })) {
    subscriptions.push(subscription);
  }
  return subscriptions;
}
