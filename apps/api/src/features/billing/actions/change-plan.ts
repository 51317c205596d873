import { findPlanByPriceId, type TPaidPlanId, type TPlan, type TSubscription } from "@mnemo/api-contract";
import { AppError } from "../../../lib/app-error.ts";
import { pickSubscription, syncSubscription } from "../sync-subscription.ts";
import type { BillingDeps } from "./billing-deps.ts";
import { BILLING_MESSAGES, requireBilling, withStripe } from "./billing-errors.ts";
import { listCustomerSubscriptions, liveSubscriptions, readBillingRow } from "./billing-row.ts";

/**
 * Moves a running subscription between premium and pro; Stripe prorates the
 * difference: an upgrade is invoiced and charged at once (the learner gets
 * the dearer plan now, so pays for it now); a downgrade's credit waits for
 * the next invoice. The subscription Stripe has now is the one changed (not our
 * copy); the plan is then written by syncSubscription, the only writer, so
 * the new limits apply at once. Asking for the plan already held changes
 * nothing and answers the subscription as it is (a second click is harmless).
 */
export async function changePlan({ userId, plan }: { userId: string; plan: TPaidPlanId }, deps: BillingDeps): Promise<TSubscription> {
  const billing = requireBilling(deps.billing);
  const row = await readBillingRow(userId, deps.db);
  const customerId = row?.stripeCustomerId;
  if (!customerId) throw new AppError("NO_BILLING_ACCOUNT", { message: BILLING_MESSAGES.noCustomer });

  return withStripe(billing, "change-plan", async () => {
    const running = pickSubscription(liveSubscriptions(await listCustomerSubscriptions(billing.stripe, customerId)));
    const item = running?.items.data[0];
    if (!running || !item) throw new AppError("NO_BILLING_ACCOUNT", { message: BILLING_MESSAGES.noSubscription });
    const price = billing.prices[plan];
    if (item.price.id !== price) {
      await billing.stripe.subscriptions.update(running.id, {
        items: [{ id: item.id, price }],
        proration_behavior: isUpgrade(deps.plans, item.price.id, plan) ? "always_invoice" : "create_prorations",
        metadata: { userId, planId: plan },
      });
      billing.log.info({ userId, plan, subscriptionId: running.id }, "plan changed");
    }
    const synced = await syncSubscription({ customerId }, { db: deps.db, billing, plans: deps.plans });
    if (synced.userId !== userId) throw new Error(`stripe customer ${customerId} is not linked to user ${userId}`);
    return synced.subscription;
  });
}

/** The new plan costs more than the one the subscription's price is for (an unknown price counts as no upgrade). */
function isUpgrade(plans: readonly TPlan[], currentPriceId: string, next: TPaidPlanId): boolean {
  const current = findPlanByPriceId(plans, currentPriceId);
  const wanted = plans.find((candidate) => candidate.id === next);
  return current !== undefined && wanted !== undefined && wanted.price > current.price;
}
