import type { TPlan, TSubscription, TUsage } from "@mnemo/api-contract";
import type { DbOrTx } from "@mnemo/db";
import { getSubscriptionWithUsage } from "./get-subscription-with-usage.ts";

/**
 * A learner without a plan (an account from before new accounts started on
 * Free, a NEW_ACCOUNT_PLAN=none server, or one an operator set to none) takes
 * the Free plan themselves, on /upgrade. A plan the account has (given by an
 * operator, bought, or ended and so free already) is never changed: asking
 * again changes nothing. A stored Stripe customer stays on the row.
 */
export async function chooseFreePlan(
  { userId, plans }: { userId: string; plans: readonly TPlan[] },
  db: DbOrTx,
): Promise<{ subscription: TSubscription; usage: TUsage }> {
  await db.subscription.updateMany({ where: { userId, status: "missing" }, data: { planId: "free", status: "active" } });
  await db.subscription.createMany({ data: [{ userId, planId: "free", status: "active" }], skipDuplicates: true });
  return getSubscriptionWithUsage({ userId, plans }, db);
}
