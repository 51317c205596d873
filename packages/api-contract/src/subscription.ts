import { z } from "zod";
import { ZUsageSchema } from "./usage.ts";

export const SUBSCRIPTION_STATUSES = [
  "active",
  "trialing",
  "past_due",
  "canceled",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
  "missing",
] as const;
export const ZSubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatusSchema>;

export const ZSubscriptionSchema = z.union([
  z.object({
    status: ZSubscriptionStatusSchema.exclude(["missing"]),
    plan_id: z.string(),
    /** When the current paid (or trial) period ends: the next renewal, unless the subscription cancels. */
    current_period_end: z.string().nullable(),
    /** True when the subscription ends at `cancel_at` (cancelled in the billing portal) instead of renewing. */
    cancel_at_period_end: z.boolean(),
    /** When a cancelled subscription ends (ISO), else null. */
    cancel_at: z.string().nullable().optional(),
    /** When the free trial ends (ISO) while `trialing`, else null. */
    trial_end: z.string().nullable().optional(),
    /** While `past_due`: until when the plan is kept for the payment to be fixed (ISO), else null. */
    grace_ends_at: z.string().nullable().optional(),
  }),
  z.object({ status: z.literal("missing"), plan_id: z.null() }),
]);
export type TSubscription = z.infer<typeof ZSubscriptionSchema>;

export const ZSubscriptionWithUsageSchema = z.object({ subscription: ZSubscriptionSchema, usage: ZUsageSchema });

/**
 * What each subscription status means for the learner (docs/billing.md), in one
 * place: `active` and `trialing` get their plan; `past_due` keeps it until
 * `grace_ends_at` (the banner asks them to fix the payment); `canceled`,
 * `unpaid`, `incomplete`, `incomplete_expired` and `paused` fall back to the
 * free plan. `missing` (never subscribed) has no plan: the defaults apply.
 */
export type TPlanEntitlement = "plan" | "grace" | "free" | "none";

export function planEntitlement(subscription: TSubscription, now: Date = new Date()): TPlanEntitlement {
  switch (subscription.status) {
    case "missing":
      return "none";
    case "active":
    case "trialing":
      return "plan";
    case "past_due": {
      const graceEnd = subscription.grace_ends_at ? Date.parse(subscription.grace_ends_at) : Number.NaN;
      // No recorded start of the grace period (a plan set by hand): keep the plan.
      return Number.isNaN(graceEnd) || now.getTime() < graceEnd ? "grace" : "free";
    }
    default:
      return "free";
  }
}
