import type { TPaidPlanId, TRedirect } from "@mnemo/api-contract";
import type Stripe from "stripe";
import { AppError } from "../../../lib/app-error.ts";
import type { BillingService } from "../billing-service.ts";
import { syncSubscription } from "../sync-subscription.ts";
import { findTrialClaim } from "../trial-claims.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { BILLING_MESSAGES, requireBilling, withStripe } from "./billing-errors.ts";
import { hasLiveSubscription, listCustomerSubscriptions, liveSubscriptions, readBillingRow, type BillingRow } from "./billing-row.ts";
import { ensureLiveCustomer } from "./live-customer.ts";
import { expireOpenCheckouts } from "./open-checkouts.ts";
import { withStripeUserLock } from "./stripe-user-lock.ts";

export type CheckoutInput = { userId: string; email: string; plan: TPaidPlanId; trial: boolean };

/** The plan the free trial is of (the issue: "'Start free trial' gives 7 days of premium"). */
const TRIAL_PLAN: TPaidPlanId = "premium";

/**
 * Stripe's shortest session life is 30 minutes from when Stripe makes it;
 * a minute more so the request's own travel time never takes it under.
 */
const CHECKOUT_LIFETIME_SECONDS = 31 * 60;

/**
 * Stripe Checkout for a paid plan (docs/billing.md): the plan's price from the
 * server's catalogue (never the client's), the user's one customer, the user
 * id as client_reference_id and in the metadata. Only one checkout of a user
 * can be paid: under the user's lock, the open ones are expired before the
 * new one is made (then Stripe's subscriptions are read, so one paid just
 * before is seen). Refused when a subscription already runs (our row,
 * confirmed with Stripe; then Stripe's list of the customer's subscriptions)
 * or when a trial is asked for again (by this account, or by an earlier one
 * with the same email: trial-claims.ts). The plan itself is written only by
 * syncSubscription (here, the webhook's job, the reconcile).
 */
export async function startCheckout(input: CheckoutInput, deps: BillingDeps): Promise<TRedirect> {
  const billing = requireBilling(deps.billing);
  const { userId, plan, trial } = input;
  if (trial && plan !== TRIAL_PLAN) throw new AppError("BAD_REQUEST", { message: BILLING_MESSAGES.trialPremiumOnly });
  const syncDeps = { db: deps.db, billing, plans: deps.plans };

  return withStripe(billing, "checkout", async () => {
    let row = await readBillingRow(userId, deps.db);
    if (hasLiveSubscription(row) && row?.stripeCustomerId) {
      // Our row says a subscription runs; Stripe has the last word (an event may have been lost).
      await syncSubscription({ customerId: row.stripeCustomerId }, syncDeps);
      row = await readBillingRow(userId, deps.db);
      if (hasLiveSubscription(row)) throw alreadySubscribed();
    }
    if (trial) await refuseUsedTrial(row, input.email, { db: deps.db, billing });

    // Before the lock: ensureCustomer takes the same lock on a connection of its own.
    const customer = await ensureLiveCustomer(input, { db: deps.db, billing });
    const session = await withStripeUserLock(deps.db, userId, async () => {
      const expired = await expireOpenCheckouts(billing, customer);
      if (expired.length > 0) billing.log.info({ userId, customerId: customer, expired }, "earlier open checkouts expired");
      const subscriptions = await listCustomerSubscriptions(billing.stripe, customer);
      if (liveSubscriptions(subscriptions).length > 0) return null;
      const earlierTrial = subscriptions.find((subscription) => subscription.trial_start);
      if (trial && earlierTrial?.trial_start) throw trialUsed(new Date(earlierTrial.trial_start * 1000));
      return createSession(billing, { ...input, customer });
    });
    if (!session) {
      // Our row was behind Stripe (an event not yet delivered): bring it up to date, then refuse.
      await syncSubscription({ customerId: customer }, syncDeps);
      throw alreadySubscribed();
    }
    if (!session.url) throw new Error(`stripe checkout session ${session.id} has no url`);
    billing.log.info({ userId, plan, trial, sessionId: session.id }, "checkout started");
    return { url: session.url };
  });
}

function createSession(
  billing: BillingService,
  { userId, plan, trial, customer }: CheckoutInput & { customer: string },
): Promise<Stripe.Checkout.Session> {
  const metadata = { userId, planId: plan };
  return billing.stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: userId,
    line_items: [{ price: billing.prices[plan], quantity: 1 }],
    allow_promotion_codes: true,
    // A card is taken even for a trial, so the plan carries on when the trial ends.
    payment_method_collection: "always",
    success_url: `${billing.publicUrl}/upgrade/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${billing.publicUrl}/upgrade?checkout=canceled`,
    // Short-lived (Stripe's default is a day), so an abandoned tab soon cannot be paid.
    expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_LIFETIME_SECONDS,
    metadata,
    subscription_data: {
      metadata,
      ...(trial
        ? { trial_period_days: billing.trialDays, trial_settings: { end_behavior: { missing_payment_method: "cancel" as const } } }
        : {}),
    },
  });
}

/** One trial per account and per email address: an earlier account with this email (since deleted) had it too. */
async function refuseUsedTrial(
  row: BillingRow | null,
  email: string,
  { db, billing }: { db: BillingDeps["db"]; billing: BillingService },
): Promise<void> {
  if (row?.trialUsedAt) throw trialUsed(row.trialUsedAt);
  if (billing.trialDays <= 0) throw new AppError("TRIAL_ALREADY_USED", { message: BILLING_MESSAGES.trialsOff, details: { usedAt: null } });
  const claimedAt = await findTrialClaim({ email }, { db, billing });
  if (claimedAt) throw trialUsed(claimedAt, BILLING_MESSAGES.trialUsedByEmail);
}

function trialUsed(usedAt: Date, message: string = BILLING_MESSAGES.trialUsed): AppError {
  return new AppError("TRIAL_ALREADY_USED", { message, details: { usedAt: usedAt.toISOString() } });
}

function alreadySubscribed(): AppError {
  return new AppError("ALREADY_SUBSCRIBED", { message: BILLING_MESSAGES.alreadySubscribed });
}
