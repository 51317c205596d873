import { findPlanById, type TPlan, type TSubscription } from "@mnemo/api-contract";

/** Statuses under which the plan's allowances apply. */
const ENTITLED = new Set(["active", "trialing", "past_due"]);

/**
 * The plan whose limits apply to this subscription, or undefined (then the
 * documented defaults for "no subscription" apply).
 */
export function effectivePlan(plans: readonly TPlan[], subscription: TSubscription): TPlan | undefined {
  if (subscription.status === "missing" || !ENTITLED.has(subscription.status)) return undefined;
  return findPlanById(plans, subscription.plan_id);
}
